/**
 * Every PNG a merchant's PWA needs, drawn from its logo SVG with sharp: the manifest icons, the
 * maskable icon, the apple-touch-icon and the iOS launch images.
 *
 * Images depend only on the logo and the colours, not on the code, so they are kept in
 * .cache/pwa-images/ by a hash of those inputs: rebuilding every merchant after a code change
 * (the usual deploy) draws nothing again. A changed logo or colour gives new names, so a stale
 * image is never used.
 */
import { createHash } from "node:crypto";
import { copyFile, link, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import {
  APPLE_TOUCH_ICON_SIZE,
  PWA_ICON_SIZES,
  PWA_MASKABLE_ICON_SIZE,
  PWA_MASKABLE_SAFE_ZONE,
  PWA_SPLASH_SIZES,
  SPLASH_LOGO_RATIO,
} from "../../../engine/constants";
import { APPLE_TOUCH_ICON_FILE, iconFile, maskableIconFile, splashFile } from "../../../engine/pwa/files";

/** Bump when the drawing below changes, so cached images are drawn again. */
const DRAWING_VERSION = "2";
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * Around the maskable icon's logo: wide enough for the logo's square, corners included, to sit
 * inside the safe circle, and the same whole number of pixels on every side. An odd leftover
 * pixel would shift the logo half a pixel off centre and put one corner outside the circle.
 */
const MASKABLE_MARGIN = Math.ceil(
  (PWA_MASKABLE_ICON_SIZE - (PWA_MASKABLE_ICON_SIZE * PWA_MASKABLE_SAFE_ZONE) / Math.SQRT2) / 2,
);

export interface ImageJob {
  /** Relative to dist/<code>/m/. */
  file: string;
  width: number;
  height: number;
  /** Side of the logo's square inside the image. */
  logo: number;
  /** null: transparent around the logo. */
  background: string | null;
}

export function imageJobs(background: string): ImageJob[] {
  return [
    ...PWA_ICON_SIZES.map((size) => ({
      file: iconFile(size),
      width: size,
      height: size,
      logo: size,
      background: null,
    })),
    {
      file: maskableIconFile(PWA_MASKABLE_ICON_SIZE),
      width: PWA_MASKABLE_ICON_SIZE,
      height: PWA_MASKABLE_ICON_SIZE,
      // The whole logo square inside the safe circle, so no launcher's mask cuts into it.
      logo: PWA_MASKABLE_ICON_SIZE - 2 * MASKABLE_MARGIN,
      background,
    },
    // iOS paints a transparent icon's corners black: this one is flattened on the background.
    {
      file: APPLE_TOUCH_ICON_FILE,
      width: APPLE_TOUCH_ICON_SIZE,
      height: APPLE_TOUCH_ICON_SIZE,
      logo: APPLE_TOUCH_ICON_SIZE,
      background,
    },
    ...PWA_SPLASH_SIZES.map(({ width, height, ratio }) => ({
      file: splashFile(width * ratio, height * ratio),
      width: width * ratio,
      height: height * ratio,
      logo: Math.round(Math.min(width, height) * ratio * SPLASH_LOGO_RATIO),
      background,
    })),
  ];
}

/** The logo's shorter side as its SVG declares it, undefined if it declares none; read once per logo. */
async function logoSide(svg: Buffer): Promise<number | undefined> {
  const { width, height } = await sharp(svg).metadata();
  return width && height ? Math.min(width, height) : undefined;
}

/**
 * One pipeline per image: the logo is rasterised, flattened on the background and padded out to
 * the full size with `extend`. Compositing it onto a full-size canvas instead blended every pixel
 * of a launch image and gave it an alpha channel, which was most of a cold merchant's time.
 */
function draw(svg: Buffer, side: number | undefined, job: ImageJob): Promise<Buffer> {
  // Rasterised at the size it is shown, never scaled up from a small bitmap.
  const density = side ? Math.min(2400, Math.ceil((72 * job.logo) / side)) : 72;
  const background = job.background ?? TRANSPARENT;
  let image = sharp(svg, { density });
  // sharp flattens before it resizes, so the letterbox of a non-square logo takes the same colour.
  if (job.background !== null) image = image.flatten({ background: job.background });
  image = image.resize(job.logo, job.logo, { fit: "contain", background });
  // An odd margin puts its extra pixel before the logo, where the composited images had it.
  const left = Math.ceil((job.width - job.logo) / 2);
  const top = Math.ceil((job.height - job.logo) / 2);
  if (left > 0 || top > 0) {
    image = image.extend({
      left,
      right: job.width - job.logo - left,
      top,
      bottom: job.height - job.logo - top,
      background,
    });
  }
  // Level 7 is the fastest zlib-ng level that still finds the long runs of a flat background:
  // levels 1-6 write launch images 2.5-5 times larger, 8 and 9 take 1.5-2.5 times longer for
  // 10 % less.
  return image.png({ compressionLevel: 7, adaptiveFiltering: false }).toBuffer();
}

/** False when `from` does not exist (nothing cached yet). */
async function linkOrCopy(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    await copyFile(from, to);
    return true;
  }
}

/** Writes every image of `jobs` under `outDir`; returns how many had to be drawn (not cached). */
export async function writeImages(
  logoPath: string,
  jobs: readonly ImageJob[],
  outDir: string,
  cacheDir: string | null,
): Promise<number> {
  const svg = await readFile(logoPath);
  const logoHash = createHash("sha256").update(svg).digest("hex");
  let side: Promise<number | undefined> | undefined;
  let drawn = 0;
  await Promise.all(
    jobs.map(async (job) => {
      const key = createHash("sha256")
        .update(JSON.stringify([DRAWING_VERSION, logoHash, job.width, job.height, job.logo, job.background]))
        .digest("hex")
        .slice(0, 32);
      const cached = cacheDir ? join(cacheDir, `${key}.png`) : null;
      const target = join(outDir, job.file);
      await mkdir(dirname(target), { recursive: true });
      // A cached image is linked, not read and written again (copied where links are refused).
      if (cached && (await linkOrCopy(cached, target))) return;
      side ??= logoSide(svg);
      const png = await draw(svg, await side, job);
      drawn++;
      if (cached) {
        await mkdir(cacheDir as string, { recursive: true });
        // Written aside then renamed, so a parallel build never reads half a file.
        const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        await writeFile(partial, png);
        await rename(partial, cached);
      }
      await writeFile(target, png);
    }),
  );
  return drawn;
}
