/**
 * Demo images drawn as SVG text, so a fresh checkout has branded banners and vendor icons
 * without any image files: banners in the merchant's theme colours, vendor tiles with initials.
 */
import { createHash } from "node:crypto";
import { escapeMarkup } from "./escape";

export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;
export const VENDOR_ICON_SIZE = 160;

export interface BannerArt {
  merchantName: string;
  headline: string;
  primary: string;
  accent: string;
  /** 1-based banner number; moves the decoration so the three banners do not look alike. */
  position: number;
}

export function bannerSvg(art: BannerArt): string {
  const name = escapeMarkup(art.merchantName);
  const headline = escapeMarkup(art.headline);
  const circleX = 520 + ((art.position * 70) % 180);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" role="img" aria-label="${name}: ${headline}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${art.primary}"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.85"/>
    </linearGradient>
  </defs>
  <rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="${art.primary}"/>
  <rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)" opacity="0.55"/>
  <circle cx="${circleX}" cy="150" r="120" fill="${art.accent}" opacity="0.35"/>
  <circle cx="${circleX + 90}" cy="60" r="50" fill="${art.accent}" opacity="0.6"/>
  <text x="48" y="82" fill="${art.accent}" font-family="system-ui, sans-serif" font-size="28" font-weight="700">${name}</text>
  <text x="48" y="160" fill="#ffffff" font-family="system-ui, sans-serif" font-size="46" font-weight="800">${headline}</text>
  <rect x="48" y="200" width="180" height="56" rx="28" fill="${art.accent}"/>
  <text x="138" y="236" fill="#1a1a1a" font-family="system-ui, sans-serif" font-size="24" font-weight="700" text-anchor="middle">Join now</text>
</svg>
`;
}

export function vendorIconSvg(accountTypeName: string, displayName: string): string {
  const hue = Number.parseInt(sha256(accountTypeName).slice(0, 4), 16) % 360;
  const initials = displayName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
  const half = VENDOR_ICON_SIZE / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VENDOR_ICON_SIZE}" height="${VENDOR_ICON_SIZE}" viewBox="0 0 ${VENDOR_ICON_SIZE} ${VENDOR_ICON_SIZE}" role="img" aria-label="${escapeMarkup(displayName)}">
  <rect width="${VENDOR_ICON_SIZE}" height="${VENDOR_ICON_SIZE}" rx="28" fill="hsl(${hue}, 55%, 42%)"/>
  <circle cx="${half}" cy="${half}" r="54" fill="hsl(${(hue + 40) % 360}, 65%, 58%)" opacity="0.5"/>
  <text x="${half}" y="${half + 20}" fill="#ffffff" font-family="system-ui, sans-serif" font-size="56" font-weight="800" text-anchor="middle">${escapeMarkup(initials)}</text>
</svg>
`;
}

/** The merchant's app icon: its initials on its theme colours, drawn at `size` pixels square. */
export function appIconSvg(name: string, primary: string, accent: string, size: number): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512" role="img" aria-label="${escapeMarkup(name)}">
  <rect width="512" height="512" rx="96" fill="${primary}"/>
  <circle cx="256" cy="256" r="176" fill="${accent}" opacity="0.35"/>
  <text x="256" y="316" fill="#ffffff" font-family="system-ui, sans-serif" font-size="176" font-weight="800" text-anchor="middle">${escapeMarkup(initials)}</text>
</svg>
`;
}

/** A short content hash, put in image URLs so they can be cached for a year and still change. */
export function contentVersion(svg: string): string {
  return sha256(svg).slice(0, 10);
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
