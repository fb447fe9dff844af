/**
 * Every cookie the app writes, with its flags (spec section 9; docs/security.md, "Cookies"):
 * the real writers (the device id, Facebook's `_fbp` and `_fbc`) through the real jar onto a
 * stand-in for the browser's cookie store that keeps each cookie's attributes and refuses what a
 * browser refuses (a Secure cookie from http, a Domain that is a public suffix or not the page's).
 */
import { describe, expect, it } from "vitest";
import { DEVICE_ID_COOKIE_DAYS, FB_COOKIE_DAYS } from "../../../engine/constants";
import { DEVICE_ID_KEY, resolveDeviceId } from "../../../engine/identity/device-id";
import { documentCookies, parentDomain } from "../../../engine/platform/cookies";
import { memoryStorage } from "../../../engine/platform/storage";
import { keepFacebookCookies } from "../../../engine/tracking/networks/facebook";

const DAY_MS = 86_400_000;
const PUBLIC_SUFFIXES = ["co.uk", "com", "example"];

interface Stored {
  value: string;
  days: number;
  path: string | null;
  domain: string | null;
  sameSite: string | null;
  secure: boolean;
}

/** A page's `document.cookie` on `address`, as a browser keeps it. */
function browserDocument(address: string) {
  const { protocol, hostname } = new URL(address);
  const jar = new Map<string, Stored>();
  const doc = {
    location: { protocol } as Location,
    get cookie() {
      return [...jar].map(([name, { value }]) => `${name}=${value}`).join("; ");
    },
    set cookie(line: string) {
      const [pair = "", ...parts] = line.split(";").map((part) => part.trim());
      const [name = "", value = ""] = pair.split("=");
      const attributes = new Map(
        parts.map((part) => {
          const [key = "", ...rest] = part.split("=");
          return [key.toLowerCase(), rest.join("=")] as const;
        }),
      );
      const domain = attributes.get("domain") ?? null;
      if (attributes.has("secure") && protocol !== "https:") return;
      if (domain && (PUBLIC_SUFFIXES.includes(domain) || !`.${hostname}`.endsWith(`.${domain}`))) return;
      const expires = Date.parse(attributes.get("expires") ?? "");
      jar.set(name, {
        value,
        days: Math.round((expires - Date.now()) / DAY_MS),
        path: attributes.get("path") ?? null,
        domain,
        sameSite: attributes.get("samesite") ?? null,
        secure: attributes.has("secure"),
      });
    },
  };
  return { doc, jar, hostname };
}

/** What the app writes on a first visit to `address` from a Facebook ad click. */
function firstVisit(address: string) {
  const { doc, jar, hostname } = browserDocument(address);
  const cookies = documentCookies(doc);
  resolveDeviceId({
    localStorage: memoryStorage(),
    cookies,
    nativeDeviceId: null,
    cookieDomain: parentDomain(hostname),
    generate: () => "d".repeat(36),
  });
  keepFacebookCookies({
    cookies,
    clicks: { fbclid: "FBCLICK" },
    window: { location: { hostname } } as unknown as Window,
    now: () => 1_767_225_600_000,
    id: "PIXEL1",
    injectScript: () => undefined,
    sendPixel: () => undefined,
  });
  return jar;
}

describe("the cookies the app writes", () => {
  it("on https, at a brand's sub-domain: root path, Lax, Secure, shared on the parent domain", () => {
    const jar = firstVisit("https://m.brand.example.com/m/home");
    const flags = { path: "/", domain: "brand.example.com", sameSite: "Lax", secure: true };
    expect(Object.fromEntries(jar)).toEqual({
      [DEVICE_ID_KEY]: { value: "d".repeat(36), days: DEVICE_ID_COOKIE_DAYS, ...flags },
      _fbp: {
        value: expect.stringMatching(/^fb\.1\.1767225600000\.\d{10}$/),
        days: FB_COOKIE_DAYS,
        ...flags,
      },
      _fbc: { value: "fb.1.1767225600000.FBCLICK", days: FB_COOKIE_DAYS, ...flags },
    });
  });

  it("on plain http (the reference setup's *.localhost): the same, without Secure, on the host only", () => {
    const jar = firstVisit("http://royal.localhost:8080/m/home");
    expect([...jar.keys()]).toEqual([DEVICE_ID_KEY, "_fbp", "_fbc"]);
    for (const stored of jar.values())
      expect(stored).toMatchObject({ path: "/", domain: null, sameSite: "Lax", secure: false });
  });

  it("where the parent domain is a public suffix the browser refuses, on the page's own host", () => {
    const jar = firstVisit("https://brand.co.uk/m/home");
    expect([...jar.keys()]).toEqual([DEVICE_ID_KEY, "_fbp", "_fbc"]);
    for (const stored of jar.values())
      expect(stored).toMatchObject({ path: "/", domain: null, sameSite: "Lax", secure: true });
  });
});
