import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { LAYOUT } from "../../engine/theme/layout";
import { color, elevation, layer, space } from "../../engine/theme/scales";
import { Button } from "../../engine/ui/button";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { modelFor } from "./model";

/**
 * The install banner above the tab bar (spec §2): the `bottom_app_desc` text and install. Not a
 * modal: it takes no turn; its install asks the conductor for the prompt (the iOS guide on iOS).
 */
export default observer(function InstallBanner() {
  const stores = useStores();
  const model = modelFor(stores);
  const intl = useIntl();
  if (!model.bannerVisible || model.requested) return null;
  return (
    <aside
      aria-label={intl.formatMessage({ id: "install_banner_label" })}
      data-testid="install-banner"
      css={{
        position: "fixed",
        zIndex: layer.bars,
        insetInline: 0,
        insetBlockEnd: `calc(${LAYOUT.tabBarHeight}px + env(safe-area-inset-bottom))`,
        display: "flex",
        alignItems: "center",
        gap: space.sm,
        padding: `${space.sm}px ${space.md}px`,
        background: color.surface,
        color: color.text,
        boxShadow: elevation.floating,
      }}
    >
      <div css={{ flex: 1, minWidth: 0 }}>
        <Text size="small">{model.bannerText ?? intl.formatMessage({ id: "install_banner_text" })}</Text>
      </div>
      <Button onClick={() => model.ask()}>{intl.formatMessage({ id: "install_button" })}</Button>
    </aside>
  );
});
