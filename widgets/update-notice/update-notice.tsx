import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { LAYOUT } from "../../engine/theme/layout";
import { Button } from "../../engine/ui/primitives";
import { useStores } from "../../engine/ui/stores-context";

/**
 * A newer version is out (spec §4): a card above the tab bar, shown once, with Refresh. It does
 * not block the page: a member in the middle of something finishes it first.
 */
export default observer(function UpdateNotice() {
  const { update } = useStores();
  const intl = useIntl();
  return (
    <section
      role="status"
      aria-labelledby="update-notice-title"
      data-testid="update-notice"
      css={{
        position: "fixed",
        zIndex: 90,
        left: 12,
        right: 12,
        bottom: `calc(${LAYOUT.tabBarHeight}px + 12px + env(safe-area-inset-bottom))`,
        display: "flex",
        alignItems: "center",
        gap: 12,
        padding: 14,
        background: "var(--wl-surface)",
        color: "var(--wl-text)",
        borderRadius: "var(--wl-radius)",
        boxShadow: "0 8px 24px rgb(0 0 0 / 0.25)",
      }}
    >
      <div css={{ flex: 1, minWidth: 0 }}>
        <h2 id="update-notice-title" css={{ margin: 0, fontSize: 16 }}>
          {intl.formatMessage({ id: "pwa_update_title" })}
        </h2>
        <p css={{ margin: "4px 0 0", fontSize: 14 }}>{intl.formatMessage({ id: "pwa_update_msg" })}</p>
      </div>
      <Button busy={update.refreshing} disabled={update.refreshing} onClick={() => void update.refresh()}>
        {intl.formatMessage({ id: "refresh" })}
      </Button>
    </section>
  );
});
