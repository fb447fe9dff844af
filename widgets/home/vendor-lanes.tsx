import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import type { VendorCard, VendorLane } from "../../engine/api/content";
import { launchKind } from "../../engine/games/launch-target";
import type { Loadable } from "../../engine/stores/loadable";
import { space } from "../../engine/theme/scales";
import { LazyImage } from "../../engine/ui/lazy-image";
import { List } from "../../engine/ui/list";
import { Section } from "../../engine/ui/section";
import { Skeleton } from "../../engine/ui/skeleton";
import { Spinner } from "../../engine/ui/spinner";
import { ErrorState } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text, textStyle } from "../../engine/ui/text";
import { categoryLabel } from "./category-label";
import { cardButton, clampTwoLines } from "./game-card";

/** A vendor card's width: four and a bit fit a small phone, so the row shows it scrolls. */
const CARD_WIDTH = 96;
const ICON_SIZE = 72;

/** A vendor: the card opens its lobby (a lottery lane's vendor launches as a lottery). */
const VendorButton = observer(function VendorButton({ lane, card }: { lane: VendorLane; card: VendorCard }) {
  const stores = useStores();
  const intl = useIntl();
  const launching =
    stores.games.launching?.vendor === card.accountTypeName && !stores.games.launching?.gameCode;
  return (
    <button
      type="button"
      aria-label={intl.formatMessage({ id: "open_vendor" }, { vendor: card.displayName })}
      aria-busy={launching || undefined}
      onClick={() =>
        void stores.games.launch({
          kind: launchKind(lane.gameClassify),
          vendor: card.accountTypeName,
          title: card.displayName,
        })
      }
      css={[cardButton, { height: "100%", alignContent: "start" }]}
    >
      <LazyImage src={card.icon} width={ICON_SIZE} height={ICON_SIZE} />
      <span css={[textStyle({ size: "small", align: "center" }), clampTwoLines]}>
        {launching ? <Spinner size={16} /> : card.displayName}
      </span>
    </button>
  );
});

/** The lane's classification (when its title does not already say it) and its number of games. */
function LaneFacts({ lane }: { lane: VendorLane }) {
  const intl = useIntl();
  const classify = lane.gameClassify ? categoryLabel(intl, lane.gameClassify) : null;
  const facts = [
    ...(classify && classify.toLowerCase() !== lane.title.toLowerCase() ? [classify] : []),
    ...(lane.gameCount !== undefined
      ? [intl.formatMessage({ id: "games_count" }, { count: lane.gameCount })]
      : []),
  ];
  if (facts.length === 0) return null;
  return (
    <Text as="span" size="caption" tone="muted">
      {facts.join(" · ")}
    </Text>
  );
}

/** One horizontally scrolling row of vendor cards per lane, with its classification and game count. */
export const VendorLanes = observer(function VendorLanes({
  data,
  retry,
}: {
  data: Loadable<VendorLane[]>;
  retry: () => void;
}) {
  if (data.state === "loading") {
    return (
      <>
        <Skeleton className="wl-lane" />
        <Skeleton className="wl-lane" />
      </>
    );
  }
  if (data.state === "failed") return <ErrorState onRetry={retry} />;
  return (
    <>
      {data.value.map((lane) => (
        <Section
          key={lane.title}
          title={lane.title}
          data-testid="vendor-lane"
          data-classify={lane.gameClassify}
          action={<LaneFacts lane={lane} />}
        >
          <List
            css={{
              gridAutoFlow: "column",
              gridAutoColumns: CARD_WIDTH,
              gap: space.sm,
              overflowX: "auto",
              scrollbarWidth: "none",
            }}
          >
            {lane.cards.map((card) => (
              <li key={card.accountTypeName}>
                <VendorButton lane={lane} card={card} />
              </li>
            ))}
          </List>
        </Section>
      ))}
    </>
  );
});
