import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { ABOVE_FLOATING } from "../../engine/theme/layout";
import { color, elevation, layer, radius, space } from "../../engine/theme/scales";
import { Button } from "../../engine/ui/button";
import { row } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";

/**
 * A newer version is out (spec §4): a card above the tab bar and the floating buttons, shown once, with Refresh. It does
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
      css={[
        row("md"),
        {
          position: "fixed",
          zIndex: layer.toast,
          insetInline: space.md,
          insetBlockEnd: ABOVE_FLOATING,
          padding: space.md,
          background: color.surface,
          color: color.text,
          borderRadius: radius.md,
          boxShadow: elevation.floating,
        },
      ]}
    >
      <div css={{ flex: 1, minWidth: 0 }}>
        <Text as="h2" id="update-notice-title" weight="bold">
          {intl.formatMessage({ id: "pwa_update_title" })}
        </Text>
        <Text size="small">{intl.formatMessage({ id: "pwa_update_msg" })}</Text>
      </div>
      <Button busy={update.refreshing} disabled={update.refreshing} onClick={() => void update.refresh()}>
        {/* The spec's update texts end with 'Please wait…': the new version is on its way. */}
        {intl.formatMessage({ id: update.refreshing ? "in_please_wait" : "refresh" })}
      </Button>
    </section>
  );
});
