/**
 * The reachability probe for a domain the policy's `connect-src` does not name (a mirror only the
 * platform's bootstrap `domainList` or `domainRoute` knows): an image, which `img-src` allows from
 * any https host, so the race reaches it without a rebuild and without widening `connect-src` or
 * `script-src`. The image is one the app's own build serves at a fixed address on every domain (the
 * 192 px PWA icon): a domain that decodes it at its size serves this app; a parked page's HTML or
 * an error does not decode. It cannot carry the Merchant header, and it only decides where the
 * retry navigates (docs/decisions.md, "The domain race probes runtime mirrors with the build's icon").
 */
import { iconFile, scoped } from "../pwa/files";

/**
 * The smallest of PWA_ICON_SIZES, which every build writes (a unit test holds the two together);
 * not read from that list, which the app's own code does not otherwise carry.
 */
export const DOMAIN_PROBE_ICON_SIZE = 192;

export const PROBE_IMAGE_PATH = scoped(iconFile(DOMAIN_PROBE_ICON_SIZE));

/** Loads an image; resolves its natural size, rejects when it fails to load or `signal` aborts. */
export type ImageLoad = (url: string, signal: AbortSignal) => Promise<{ width: number; height: number }>;

/** `speed` is the start time, as the ping's: no cache between the member and the domain can answer it. */
export function probeImageUrl(origin: string, now: number): string {
  return `${origin}${PROBE_IMAGE_PATH}?speed=${now}`;
}

/** Alive when the image decodes at the icon's own size. */
export function probeImage(
  load: ImageLoad,
  origin: string,
  now: number,
  signal: AbortSignal,
): Promise<boolean> {
  return load(probeImageUrl(origin, now), signal).then(
    ({ width, height }) => width === DOMAIN_PROBE_ICON_SIZE && height === DOMAIN_PROBE_ICON_SIZE,
  );
}

/** The browser's image loader: no referrer, dropped (src emptied) on abort. */
export const browserImageLoad: ImageLoad = (url, signal) =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.referrerPolicy = "no-referrer";
    const stop = () => {
      image.onload = null;
      image.onerror = null;
      image.removeAttribute("src");
      reject(new DOMException("aborted", "AbortError"));
    };
    if (signal.aborted) return stop();
    signal.addEventListener("abort", stop, { once: true });
    image.onload = () => {
      signal.removeEventListener("abort", stop);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      signal.removeEventListener("abort", stop);
      reject(new Error(`the probe image did not load: ${url}`));
    };
    image.src = url;
  });
