import { observer } from "mobx-react-lite";
import { useState } from "react";
import { radius } from "../theme/scales";
import { brandLogoUrl } from "./brand-url";
import { useStores } from "./stores-context";

/**
 * The merchant's app icon (the AppDownloadIcon resource, spec §3) for the download bar and the
 * app-download modal; a missing or broken image falls back to the brand logo.
 */
export const AppIcon = observer(function AppIcon({ src, size }: { src: string | null; size: number }) {
  const { config } = useStores();
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : brandLogoUrl(config);
  return (
    <img
      src={url}
      alt=""
      width={size}
      height={size}
      data-testid="app-icon"
      onError={() => src && setFailed(src)}
      css={{ width: size, height: size, borderRadius: radius.md, flex: "none", objectFit: "cover" }}
    />
  );
});
