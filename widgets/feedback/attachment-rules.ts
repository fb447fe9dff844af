import type { FeedbackAttachmentData } from "../../engine/api/support";
import { FEEDBACK_ATTACHMENT_MAX_BYTES, FEEDBACK_ATTACHMENT_TYPES } from "../../engine/constants";
import { imageTypeOf } from "../../engine/security/image-type";

export type AttachmentProblem = "feedback_attachment_too_large" | "feedback_attachment_not_image";

/**
 * What is wrong with a picked screenshot before it is sent, or null. The browser's MIME type
 * (guessed from the file's name) must be an allowed one, the size at most the limit, and the
 * first bytes must say the same kind of image: a text file renamed .png passes the first two
 * checks, never the third. `bytes` is null while the file is not read yet (a file already too
 * large is not read at all); the backend repeats every check.
 */
export function attachmentProblem(
  file: { type: string; size: number },
  bytes: Uint8Array | null,
): AttachmentProblem | null {
  if (!(FEEDBACK_ATTACHMENT_TYPES as readonly string[]).includes(file.type))
    return "feedback_attachment_not_image";
  if (file.size > FEEDBACK_ATTACHMENT_MAX_BYTES) return "feedback_attachment_too_large";
  if (bytes && imageTypeOf(bytes) !== file.type) return "feedback_attachment_not_image";
  return null;
}

/** Bytes as base64 for the JSON body, in chunks: one String.fromCharCode over 2 MB overflows the stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

/** A file's bytes (FileReader, which every browser and the test DOM have; Blob.arrayBuffer is newer). */
export function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsArrayBuffer(file);
  });
}

/** A screenshot as an <img> shows it: its base64 bytes in a data: URL. */
export const dataUrl = (attachment: FeedbackAttachmentData) =>
  `data:${attachment.mime};base64,${attachment.data}`;
