import { observer } from "mobx-react-lite";
import type { ReactNode } from "react";
import { LAYOUT } from "../theme/layout";
import { brandLogoUrl } from "./brand-url";
import { useStores } from "./stores-context";

/**
 * The fixed top bar with the merchant's logo and name. The static shell in index.html draws the
 * same bar, so it stays put when React takes over; widgets of the top-bar slot add their actions.
 */
export const BrandBar = observer(function BrandBar({ children }: { children?: ReactNode }) {
  const { config } = useStores();
  return (
    <header className="wl-top-bar">
      <img src={brandLogoUrl(config)} alt="" width={LAYOUT.logoSize} height={LAYOUT.logoSize} />
      <p className="wl-brand">{config.name}</p>
      {children}
    </header>
  );
});
