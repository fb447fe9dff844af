import { observer } from "mobx-react-lite";
import { LAYOUT } from "../theme/layout";
import { brandLogoUrl } from "./brand-url";
import { useStores } from "./stores-context";

/**
 * The merchant's logo, large, above the sign-in forms. The static shell paints the same picture
 * in the same box (scripts/lib/stamp-html.ts), so the sign-in pages' largest paint is done
 * before any script runs and React takes it over without a new one.
 */
export const BrandHero = observer(function BrandHero() {
  const { config } = useStores();
  return (
    <div className="wl-hero">
      <img src={brandLogoUrl(config)} alt="" width={LAYOUT.heroLogoSize} height={LAYOUT.heroLogoSize} />
    </div>
  );
});
