import { observer } from "mobx-react-lite";
import { useId, useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { getHelpTopics, type HelpCategory, type HelpTopic } from "../../engine/api/support";
import { LAYOUT } from "../../engine/theme/layout";
import { color, focusRing, space, text, weight } from "../../engine/theme/scales";
import { Card } from "../../engine/ui/card";
import { HtmlBlock } from "../../engine/ui/html-block";
import { Icon } from "../../engine/ui/icon";
import { inputStyle } from "../../engine/ui/input-style";
import { Page } from "../../engine/ui/page";
import { Section } from "../../engine/ui/section";
import { Skeleton } from "../../engine/ui/skeleton";
import { stack } from "../../engine/ui/stack";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { useServerData } from "../../engine/ui/use-server-data";
import { searchHelp } from "./help-search";

/**
 * /m/help: the merchant's help topics by category. Each topic opens in place (its body is server
 * HTML, sanitised by HtmlBlock); the search box narrows the list as the member types.
 */
export default observer(function HelpScreen() {
  const stores = useStores();
  const intl = useIntl();
  const topics = useServerData("help", () => getHelpTopics(stores.http));
  const [query, setQuery] = useState("");
  const searchId = useId();

  return (
    <Page title={intl.formatMessage({ id: "help_title" })} back>
      <label htmlFor={searchId} css={{ display: "block", ...text.small, fontWeight: weight.medium }}>
        {intl.formatMessage({ id: "help_search" })}
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        enterKeyHint="search"
        onChange={(event) => setQuery(event.target.value)}
        css={{ ...inputStyle(), width: "100%", marginBlockStart: space.xs }}
      />
      <LoadableView
        data={topics.data}
        onRetry={topics.reload}
        loading={<Skeleton className="wl-lane" />}
        isEmpty={(categories) => categories.length === 0}
        empty={<EmptyState message={intl.formatMessage({ id: "help_empty" })} />}
      >
        {(categories) => <HelpList categories={categories} query={query} locale={stores.i18n.locale} />}
      </LoadableView>
    </Page>
  );
});

function HelpList({
  categories,
  query,
  locale,
}: {
  categories: HelpCategory[];
  query: string;
  locale: string;
}) {
  const intl = useIntl();
  const found = useMemo(() => searchHelp(categories, query, locale), [categories, query, locale]);
  if (found.length === 0) {
    return <EmptyState message={intl.formatMessage({ id: "help_no_match" }, { query: query.trim() })} />;
  }
  return (
    <>
      {found.map((category) => (
        <Section key={category.name} title={category.name}>
          <div css={stack("sm")}>
            {category.topics.map((topic) => (
              <TopicCard key={topic.id} topic={topic} />
            ))}
          </div>
        </Section>
      ))}
    </>
  );
}

function TopicCard({ topic }: { topic: HelpTopic }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Card padding="xs" gap="xs" data-testid="help-topic">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        css={{
          display: "flex",
          alignItems: "center",
          gap: space.sm,
          width: "100%",
          minHeight: LAYOUT.minTouch,
          paddingInline: space.sm,
          textAlign: "start",
          font: "inherit",
          ...text.body,
          fontWeight: weight.medium,
          color: color.text,
          background: "none",
          border: 0,
          cursor: "pointer",
          ...focusRing(-2),
        }}
      >
        <span css={{ flex: 1, minWidth: 0 }}>{topic.title}</span>
        <Icon name={open ? "collapse" : "expand"} size={18} />
      </button>
      <div id={panelId} hidden={!open} css={{ paddingInline: space.sm, paddingBlockEnd: space.sm }}>
        {/* Painted only once opened: a long help page does not sanitise every body up front. */}
        {open && <HtmlBlock html={topic.content} />}
      </div>
    </Card>
  );
}
