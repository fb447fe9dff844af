import { observer } from "mobx-react-lite";
import { MODAL_FADE_MS } from "../../engine/constants";
import { color, layer } from "../../engine/theme/scales";
import { brandLogoUrl } from "../../engine/ui/brand-url";
import { fadeCss } from "../../engine/ui/dialog";
import { useStores } from "../../engine/ui/stores-context";
import { modelFor } from "./model";

/** The splash: the merchant's logo on its brand colour, over everything, until its delay ends. */
const SplashScreen = observer(function SplashScreen() {
  const stores = useStores();
  const model = modelFor(stores);
  return (
    <div
      data-testid="splash"
      role="img"
      aria-label={stores.config.name}
      css={{
        // A splash covers the app from its first moment: it only fades out.
        ...fadeCss(model.fading, MODAL_FADE_MS, false),
        position: "fixed",
        inset: 0,
        zIndex: layer.toast + 1,
        display: "grid",
        placeItems: "center",
        background: color.primary,
      }}
    >
      <img src={brandLogoUrl(stores.config)} alt="" width={120} height={120} />
    </div>
  );
});

export default SplashScreen;
