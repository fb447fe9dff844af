import { useState } from "react";
import { radius } from "../theme/scales";
import { LOGO_URL } from "./brand-url";

/**
 * The merchant's app icon (the AppDownloadIcon resource, spec §3) for the download bar and the
 * app-download modal; a missing or broken image falls back to the brand logo.
 */
export function AppIcon({ src, size }: { src: string | null; size: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : LOGO_URL;
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
}
