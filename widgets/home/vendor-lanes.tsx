import { useIntl } from "react-intl";
import type { VendorLane } from "../../engine/api/content";
import type { Loadable } from "../../engine/stores/loadable";
import { LAYOUT } from "../../engine/theme/layout";
import { color, radius, space } from "../../engine/theme/scales";
import { List } from "../../engine/ui/list";
import { Section } from "../../engine/ui/section";
import { Skeleton } from "../../engine/ui/skeleton";
import { ErrorState } from "../../engine/ui/states";
import { Text, textStyle } from "../../engine/ui/text";

/** A vendor card's width: four and a bit fit a small phone, so the row shows it scrolls. */
const CARD_WIDTH = 96;
const ICON_SIZE = 72;

/** One horizontally scrolling row of vendor cards per lane. */
export function VendorLanes({ data, retry }: { data: Loadable<VendorLane[]>; retry: () => void }) {
  const intl = useIntl();
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
          action={
            lane.gameCount !== undefined && (
              <Text as="span" size="caption" tone="muted">
                {intl.formatMessage({ id: "games_count" }, { count: lane.gameCount })}
              </Text>
            )
          }
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
                <div
                  css={{
                    height: "100%",
                    minHeight: LAYOUT.minTouch,
                    padding: space.xs,
                    border: `1px solid ${color.border}`,
                    borderRadius: radius.md,
                    background: color.surface,
                    display: "grid",
                    gap: space.xs,
                    justifyItems: "center",
                    alignContent: "start",
                  }}
                >
                  {card.icon && (
                    <img
                      src={card.icon}
                      alt=""
                      width={ICON_SIZE}
                      height={ICON_SIZE}
                      loading="lazy"
                      css={{ borderRadius: radius.md }}
                    />
                  )}
                  {/* Cards in a row share one height: names are clamped to two lines. */}
                  <span
                    css={[
                      textStyle({ size: "small", align: "center" }),
                      {
                        display: "-webkit-box",
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: "vertical",
                        overflow: "hidden",
                      },
                    ]}
                  >
                    {card.displayName}
                  </span>
                </div>
              </li>
            ))}
          </List>
        </Section>
      ))}
    </>
  );
}
