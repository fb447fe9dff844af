/**
 * The desktop web app (spec §3 mobileTemplate.desktop_app_feature, §7 GET /wps/system/manifest.json):
 * on a desktop browser, when the merchant switches the feature on, the page's manifest link points
 * at the platform's desktop manifest instead of the phone one the build wrote. Phones keep the
 * build's manifest (docs/decisions.md "The desktop app's manifest").
 *
 * The platform answers the manifest inside its envelope, which a browser cannot read as a
 * manifest; the engine fetches it through the API client (which unwraps it), makes its addresses
 * absolute and links it as a blob.
 */
import { getDesktopManifest } from "../api/manifest";
import type { HttpClient } from "../http/client";

/** Whether this browser gets the desktop manifest: the feature on, and not a phone, tablet or native shell. */
export function desktopManifestWanted(input: {
  desktopAppFeature: unknown;
  nativeApp: boolean;
  userAgent: string;
}): boolean {
  if (input.desktopAppFeature !== true && input.desktopAppFeature !== "true" && input.desktopAppFeature !== 1)
    return false;
  if (input.nativeApp) return false;
  return !/Android|iPhone|iPad|iPod|Mobile|Windows Phone/i.test(input.userAgent);
}

const URL_FIELDS = ["start_url", "scope", "id"] as const;

/** The manifest with every address absolute (a blob's own URL cannot resolve relative ones). */
export function absoluteManifest(manifest: Record<string, unknown>, origin: string): Record<string, unknown> {
  const absolute = (value: unknown) => {
    if (typeof value !== "string") return value;
    try {
      return new URL(value, origin).href;
    } catch {
      return value;
    }
  };
  const result: Record<string, unknown> = { ...manifest };
  for (const field of URL_FIELDS) if (field in result) result[field] = absolute(result[field]);
  if (Array.isArray(result.icons)) {
    result.icons = result.icons.map((icon) =>
      icon && typeof icon === "object" ? { ...icon, src: absolute((icon as { src?: unknown }).src) } : icon,
    );
  }
  return result;
}

/** Fetches the desktop manifest and points the page's manifest link at it; a failure leaves the phone one. */
export async function linkDesktopManifest(
  http: HttpClient,
  merchantCode: string,
  doc: Document,
): Promise<void> {
  const manifest = await getDesktopManifest(http, merchantCode);
  if (!manifest || typeof manifest !== "object") return;
  const blob = new Blob([JSON.stringify(absoluteManifest(manifest, doc.location.origin))], {
    type: "application/manifest+json",
  });
  let link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = doc.createElement("link");
    link.rel = "manifest";
    doc.head.append(link);
  }
  link.dataset.desktop = "true";
  link.href = URL.createObjectURL(blob);
}
