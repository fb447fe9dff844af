import { observer } from "mobx-react-lite";
import { useRef } from "react";
import { useIntl } from "react-intl";
import { useBottomBar } from "../../engine/layout/bottom-bar";
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
  const shown = model.bannerVisible && !model.requested;
  if (!shown) return null;
  return (
    <Banner
      text={model.bannerText ?? intl.formatMessage({ id: "install_banner_text" })}
      onInstall={() => model.ask()}
    />
  );
});

/** The id its place in the floating layout goes by (register.ts: the bottom bar "install-banner"). */
const BAR_ID = "chrome:install-banner";

/**
 * The bar itself, on the tab bar where the floating layout puts it; measured there, so what
 * floats above the bars and the page's room make way for it.
 */
const Banner = observer(function Banner({ text, onInstall }: { text: string; onInstall: () => void }) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);
  const bottom = useBottomBar(BAR_ID, ref);
  return (
    <aside
      ref={ref}
      aria-label={intl.formatMessage({ id: "install_banner_label" })}
      data-testid="install-banner"
      css={{
        position: "fixed",
        zIndex: layer.bars,
        insetInline: 0,
        insetBlockEnd: `calc(${bottom}px + env(safe-area-inset-bottom))`,
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
        <Text size="small">{text}</Text>
      </div>
      <Button onClick={onInstall}>{intl.formatMessage({ id: "install_button" })}</Button>
    </aside>
  );
});
