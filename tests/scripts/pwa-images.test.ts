/**
 * The PWA images one merchant gets, drawn from a logo into a temporary folder: each the size its
 * job names, opaque on the background colour where it has one, the logo centred (inside the safe
 * circle on the maskable icon), and a warm cache that draws nothing again.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { PWA_MASKABLE_ICON_SIZE, PWA_MASKABLE_SAFE_ZONE } from "../../engine/constants";
import { maskableIconFile } from "../../engine/pwa/files";
import { type ImageJob, imageJobs, writeImages } from "../../scripts/lib/pwa/images";

const BACKGROUND = "#F0F0A0";
const BACKGROUND_RGB = [0xf0, 0xf0, 0xa0];
// A logo that is red to its edges: every pixel of it differs from the background.
const SQUARE_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#C8102E"/></svg>';
// Twice as wide as tall: "contain" leaves a band above and below it inside the logo's square.
const WIDE_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100" fill="#C8102E"/></svg>';

const work = mkdtempSync(join(tmpdir(), "wl-images-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function logo(name: string, svg: string): string {
  const file = join(work, `${name}.svg`);
  writeFileSync(file, svg);
  return file;
}

interface Pixels {
  width: number;
  height: number;
  channels: number;
  data: Buffer;
}

async function pixels(file: string): Promise<Pixels> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, data };
}

const isBackground = (image: Pixels, index: number) =>
  BACKGROUND_RGB.every((value, channel) => image.data[index * image.channels + channel] === value);

const isOpaque = (image: Pixels, index: number) =>
  image.channels < 4 || image.data[index * image.channels + 3] === 255;

/** The smallest box holding every pixel that is not the background colour. */
function logoBox(image: Pixels) {
  let [left, top, right, bottom] = [image.width, image.height, -1, -1];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (isBackground(image, y * image.width + x)) continue;
      [left, top] = [Math.min(left, x), Math.min(top, y)];
      [right, bottom] = [Math.max(right, x), Math.max(bottom, y)];
    }
  }
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

const onBackground = (jobs: ImageJob[]) => jobs.filter((job) => job.background !== null);

describe("writeImages", () => {
  const jobs = imageJobs(BACKGROUND);
  const out = join(work, "square");

  it("writes every job as a PNG of its size", async () => {
    expect(await writeImages(logo("square", SQUARE_LOGO), jobs, out, null)).toBe(jobs.length);
    for (const job of jobs) {
      const { width, height, format } = await sharp(join(out, job.file)).metadata();
      expect({ width, height, format }, job.file).toEqual({
        width: job.width,
        height: job.height,
        format: "png",
      });
    }
  });

  it("draws the logo centred at its size on an opaque background", async () => {
    for (const job of onBackground(jobs)) {
      const image = await pixels(join(out, job.file));
      for (let index = 0; index < image.width * image.height; index++) {
        if (!isOpaque(image, index)) throw new Error(`${job.file}: pixel ${index} is not opaque`);
      }
      const box = logoBox(image);
      // Antialiasing may soften the outermost row or column of the logo into the background.
      expect(Math.abs(box.width - job.logo), job.file).toBeLessThanOrEqual(1);
      expect(Math.abs(box.height - job.logo), job.file).toBeLessThanOrEqual(1);
      expect(Math.abs(box.left * 2 + box.width - job.width), job.file).toBeLessThanOrEqual(2);
      expect(Math.abs(box.top * 2 + box.height - job.height), job.file).toBeLessThanOrEqual(2);
    }
  });

  it("keeps the maskable icon's logo inside the safe circle", async () => {
    const image = await pixels(join(out, maskableIconFile(PWA_MASKABLE_ICON_SIZE)));
    const centre = PWA_MASKABLE_ICON_SIZE / 2;
    const radius = centre * PWA_MASKABLE_SAFE_ZONE;
    const box = logoBox(image);
    for (const x of [box.left, box.left + box.width]) {
      for (const y of [box.top, box.top + box.height]) {
        expect(Math.hypot(x - centre, y - centre)).toBeLessThanOrEqual(radius);
      }
    }
  });

  it("fills the band beside a logo that is not square with the background, not black", async () => {
    const wide = join(work, "wide");
    await writeImages(logo("wide", WIDE_LOGO), onBackground(jobs), wide, null);
    for (const job of onBackground(jobs)) {
      const image = await pixels(join(wide, job.file));
      const box = logoBox(image);
      expect(Math.abs(box.width - job.logo), job.file).toBeLessThanOrEqual(1);
      expect(Math.abs(box.height - job.logo / 2), job.file).toBeLessThanOrEqual(1);
    }
  });

  it("draws nothing again from a warm cache, and the same bytes come out", async () => {
    const cache = join(work, "cache");
    const svg = logo("cached", SQUARE_LOGO);
    expect(await writeImages(svg, jobs, join(work, "cold"), cache)).toBe(jobs.length);
    expect(await writeImages(svg, jobs, join(work, "warm"), cache)).toBe(0);
    for (const job of jobs) {
      expect(
        readFileSync(join(work, "warm", job.file)).equals(readFileSync(join(work, "cold", job.file))),
      ).toBe(true);
    }
    // Another background is another image: nothing of the first is reused for it.
    expect(await writeImages(svg, imageJobs("#102030"), join(work, "other"), cache)).toBe(
      onBackground(jobs).length,
    );
  });
});
