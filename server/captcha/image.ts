/** The plain captcha's picture: the code in the bitmap font, scaled, jittered and crossed by noise. */
import { randomInt } from "node:crypto";
import { DIGITS, GLYPH_HEIGHT, GLYPH_WIDTH } from "./bitmap-font";
import { encodeGreyPng } from "./png";

export const CAPTCHA_LENGTH = 4;
const SCALE = 4;
const WIDTH = 120;
const HEIGHT = 44;

export function randomCode(length = CAPTCHA_LENGTH): string {
  let code = "";
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}

/** A PNG of `code` (digits), as the platform's captcha call answers it: base64 without a prefix. */
export function renderCaptcha(code: string, random: (max: number) => number = randomInt): string {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(0xf4);
  // Speckles first, so the digits stay on top and readable.
  for (let i = 0; i < 220; i++) pixels[random(WIDTH * HEIGHT)] = 0x90 + random(0x40);
  const step = Math.floor((WIDTH - 8) / code.length);
  [...code].forEach((char, index) => {
    const glyph = DIGITS[char];
    if (!glyph) throw new Error(`No glyph for "${char}"`);
    const left = 6 + index * step + random(6);
    const top = 4 + random(HEIGHT - GLYPH_HEIGHT * SCALE - 6);
    const ink = 0x10 + random(0x40);
    for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
      for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
        if (glyph[gy]?.[gx] !== "#") continue;
        for (let sy = 0; sy < SCALE; sy++) {
          for (let sx = 0; sx < SCALE; sx++) {
            const x = left + gx * SCALE + sx;
            const y = top + gy * SCALE + sy;
            if (x < WIDTH && y < HEIGHT) pixels[y * WIDTH + x] = ink;
          }
        }
      }
    }
  });
  // Two thin lines across the code: enough noise for a demo, never hiding a digit.
  for (let line = 0; line < 2; line++) {
    const y0 = random(HEIGHT);
    const y1 = random(HEIGHT);
    for (let x = 0; x < WIDTH; x++) {
      const y = Math.round(y0 + ((y1 - y0) * x) / WIDTH);
      pixels[y * WIDTH + x] = 0x60;
    }
  }
  return encodeGreyPng(WIDTH, HEIGHT, pixels).toString("base64");
}
