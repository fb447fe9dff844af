/**
 * What image a file really is, read from its first bytes (its "magic number"), not from its name
 * or the MIME type the browser guessed from the name: a text file renamed .png is not a PNG.
 * Pure, so the feedback form (before sending) and the reference backend (on receipt) run the same
 * check (issue 14's screenshot attachment).
 */
import type { FEEDBACK_ATTACHMENT_TYPES } from "../constants";

export type ImageType = (typeof FEEDBACK_ATTACHMENT_TYPES)[number];

/** How many leading bytes imageTypeOf needs to decide. */
export const IMAGE_SIGNATURE_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, index) => bytes[at + index] === byte);
}

/** The image type the bytes start with (PNG, JPEG or WebP), or null for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  // WebP: a RIFF container ("RIFF", 4 bytes of length, then "WEBP").
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  return null;
}
