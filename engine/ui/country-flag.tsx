import { useState } from "react";
import { flagImageUrl } from "../stores/country-store";

/**
 * A country's flag from the image CDN. Without a CDN, or when the image fails, the country code
 * stands in as text, so a row never shows a broken-image icon.
 */
export function CountryFlag({
  countryCode,
  imageCdn,
  alt,
}: {
  countryCode: string;
  imageCdn: string | null;
  alt: string;
}) {
  const [failed, setFailed] = useState(false);
  const url = flagImageUrl(imageCdn, countryCode);
  const box = { width: 28, height: 20, flex: "none" } as const;
  if (!url || failed) {
    return (
      <span
        aria-hidden={alt === "" || undefined}
        css={{
          ...box,
          display: "inline-grid",
          placeItems: "center",
          fontSize: 11,
          fontWeight: 700,
          borderRadius: "var(--wl-radius-sm)",
          background: "var(--wl-surface-sunken)",
          color: "var(--wl-text-muted)",
        }}
      >
        {countryCode}
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      onError={() => setFailed(true)}
      css={{ ...box, objectFit: "cover", borderRadius: "var(--wl-radius-sm)" }}
    />
  );
}
