import { LAYOUT } from "../theme/layout";
import { LOGO_URL } from "./brand-url";

/**
 * The merchant's logo, large, above the sign-in forms. The static shell paints the same picture
 * in the same box (scripts/lib/stamp-html.ts), so the sign-in pages' largest paint is done
 * before any script runs and React takes it over without a new one.
 */
export function BrandHero() {
  return (
    <div className="wl-hero">
      <img src={LOGO_URL} alt="" width={LAYOUT.heroLogoSize} height={LAYOUT.heroLogoSize} />
    </div>
  );
}
