import { useIntl } from "react-intl";
import type { VendorLane } from "../../engine/api/content";
import { LAYOUT } from "../../engine/theme/layout";
import { Button, Skeleton } from "../../engine/ui/primitives";
import type { Loadable } from "./home-model";

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
  if (data.state === "failed") {
    return (
      <section role="alert" css={{ marginBlockStart: 16, textAlign: "center" }}>
        <p>{intl.formatMessage({ id: "load_failed" })}</p>
        <Button variant="ghost" onClick={retry}>
          {intl.formatMessage({ id: "retry_once" })}
        </Button>
      </section>
    );
  }
  return (
    <>
      {data.value.map((lane) => (
        <section
          key={lane.title}
          aria-label={lane.title}
          css={{ marginBlockStart: 16 }}
          data-testid="vendor-lane"
        >
          <h2 css={{ fontSize: 17, margin: "0 0 8px", display: "flex", justifyContent: "space-between" }}>
            <span>{lane.title}</span>
            {lane.gameCount !== undefined && (
              <span css={{ fontSize: 13, fontWeight: 400, color: "var(--wl-text-muted)" }}>
                {intl.formatMessage({ id: "games_count" }, { count: lane.gameCount })}
              </span>
            )}
          </h2>
          <ul
            css={{
              listStyle: "none",
              margin: 0,
              padding: 0,
              display: "grid",
              gridAutoFlow: "column",
              gridAutoColumns: 96,
              gap: 10,
              overflowX: "auto",
              scrollbarWidth: "none",
            }}
          >
            {lane.cards.map((card) => (
              <li key={card.accountTypeName}>
                <div
                  css={{
                    width: "100%",
                    minHeight: LAYOUT.minTouch,
                    padding: 6,
                    border: "1px solid var(--wl-border)",
                    borderRadius: "var(--wl-radius)",
                    background: "var(--wl-surface)",
                    fontSize: 13,
                    textAlign: "center",
                    display: "grid",
                    gap: 4,
                    justifyItems: "center",
                  }}
                >
                  {card.icon && (
                    <img
                      src={card.icon}
                      alt=""
                      width={72}
                      height={72}
                      loading="lazy"
                      css={{ borderRadius: 12 }}
                    />
                  )}
                  <span>{card.displayName}</span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
