import { observer } from "mobx-react-lite";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { useEnglishIntl } from "../i18n/use-text";
import { color, layer, radius, space } from "../theme/scales";
import { brandLogoUrl } from "./brand-url";
import { stack } from "./stack";
import { useStores } from "./stores-context";
import { Text, textStyle } from "./text";

/**
 * The layout of the screens that replace the whole app (maintenance, access denied):
 * brand on top, a headline, the text, and the actions within thumb reach.
 */
export const FullScreenMessage = observer(function FullScreenMessage({
  headingId,
  heading,
  children,
  actions,
}: {
  headingId: string;
  heading: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  const { config } = useStores();
  return (
    <main
      aria-labelledby={headingId}
      css={{
        ...stack("md"),
        position: "fixed",
        inset: 0,
        zIndex: layer.fullScreen,
        overflowY: "auto",
        background: color.background,
        color: color.text,
        justifyItems: "center",
        gridTemplateRows: "auto auto auto 1fr",
        textAlign: "center",
        padding: `max(${space.xl}px, env(safe-area-inset-top)) ${space.xl}px max(${space.xl}px, env(safe-area-inset-bottom))`,
      }}
    >
      {/* 72 px: the brand's one big appearance on a page that has nothing else to show. */}
      <img
        src={brandLogoUrl(config)}
        alt={config.name}
        width={72}
        height={72}
        css={{ borderRadius: radius.lg }}
      />
      <h1 id={headingId} css={textStyle({ size: "title", weight: "bold" })}>
        {heading}
      </h1>
      <div css={[stack("sm"), { maxWidth: 420 }]}>{children}</div>
      <div css={[stack("md"), { alignSelf: "end", width: "min(100%, 420px)", paddingBlockStart: space.xl }]}>
        {actions}
      </div>
    </main>
  );
});

/** A line in the member's language, with the English one under it when the language is not English. */
export function WithEnglish({
  text,
  english,
  showEnglish,
}: {
  text: string;
  english: string;
  showEnglish: boolean;
}) {
  return (
    <>
      <span>{text}</span>
      {showEnglish && english !== text && (
        <Text as="span" lang="en" tone="muted" css={{ display: "block", fontSize: "0.9em" }}>
          {english}
        </Text>
      )}
    </>
  );
}

/** Renders a catalogue key in the member's language with English under it (when they differ). */
export function useBilingual(): (id: string) => ReactNode {
  const { i18n } = useStores();
  const intl = useIntl();
  const english = useEnglishIntl();
  return (id) => (
    <WithEnglish
      text={intl.formatMessage({ id })}
      english={english.formatMessage({ id })}
      showEnglish={!i18n.isEnglish}
    />
  );
}
