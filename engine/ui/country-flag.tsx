import { useState } from "react";
import { flagImageUrl } from "../stores/country-store";
import { color, radius, text, weight } from "../theme/scales";

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
  // A flag's 7:5 box at about the height of a line of text.
  const box = { width: 28, height: 20, flex: "none" } as const;
  if (!url || failed) {
    return (
      <span
        aria-hidden={alt === "" || undefined}
        css={{
          ...box,
          display: "inline-grid",
          placeItems: "center",
          ...text.caption,
          // The code must fit the flag's box: smaller than the caption step.
          fontSize: 11,
          fontWeight: weight.bold,
          borderRadius: radius.sm,
          background: color.surfaceSunken,
          color: color.textMuted,
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
      css={{ ...box, objectFit: "cover", borderRadius: radius.sm }}
    />
  );
}
