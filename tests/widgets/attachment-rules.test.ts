import { describe, expect, it } from "vitest";
import { FEEDBACK_ATTACHMENT_MAX_BYTES } from "../../engine/constants";
import { imageTypeOf } from "../../engine/security/image-type";
import { attachmentProblem, bytesToBase64 } from "../../widgets/feedback/attachment-rules";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = new TextEncoder().encode("RIFF\u0024\u0000\u0000\u0000WEBPVP8 ");
const TEXT = new TextEncoder().encode("just some notes, renamed to .png");

describe("imageTypeOf (the file's first bytes)", () => {
  it("knows PNG, JPEG and WebP by their signatures", () => {
    expect(imageTypeOf(PNG)).toBe("image/png");
    expect(imageTypeOf(JPEG)).toBe("image/jpeg");
    expect(imageTypeOf(WEBP)).toBe("image/webp");
  });

  it("refuses text, an empty file, a cut-off signature, and a RIFF that is not WebP", () => {
    expect(imageTypeOf(TEXT)).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
    expect(imageTypeOf(PNG.subarray(0, 7))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode("RIFF\u0024\u0000\u0000\u0000WAVEfmt "))).toBeNull();
    // GIF is an image, but not one the feedback takes.
    expect(imageTypeOf(new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000"))).toBeNull();
  });
});

describe("attachmentProblem (before sending)", () => {
  it("accepts an image up to exactly the limit, and refuses one byte more", () => {
    expect(attachmentProblem({ type: "image/png", size: FEEDBACK_ATTACHMENT_MAX_BYTES }, PNG)).toBeNull();
    expect(attachmentProblem({ type: "image/png", size: FEEDBACK_ATTACHMENT_MAX_BYTES + 1 }, null)).toBe(
      "feedback_attachment_too_large",
    );
    expect(attachmentProblem({ type: "image/jpeg", size: 10 }, JPEG)).toBeNull();
    expect(attachmentProblem({ type: "image/webp", size: 10 }, WEBP)).toBeNull();
  });

  it("refuses a type outside the list, and bytes that are not what the type claims", () => {
    expect(attachmentProblem({ type: "text/plain", size: 10 }, null)).toBe("feedback_attachment_not_image");
    expect(attachmentProblem({ type: "image/gif", size: 10 }, null)).toBe("feedback_attachment_not_image");
    // A text file renamed .png: the browser says image/png, its bytes say otherwise.
    expect(attachmentProblem({ type: "image/png", size: TEXT.length }, TEXT)).toBe(
      "feedback_attachment_not_image",
    );
    // A JPEG named .png is refused too: what is sent must be what it says.
    expect(attachmentProblem({ type: "image/png", size: 12 }, JPEG)).toBe("feedback_attachment_not_image");
  });

  it("a non-image is named as such even when it is also too large", () => {
    expect(
      attachmentProblem({ type: "application/pdf", size: FEEDBACK_ATTACHMENT_MAX_BYTES * 2 }, null),
    ).toBe("feedback_attachment_not_image");
  });
});

describe("bytesToBase64", () => {
  it("encodes like Node's Buffer, also past one chunk", () => {
    const big = Uint8Array.from({ length: 100_000 }, (_, index) => (index * 31) % 256);
    expect(bytesToBase64(big)).toBe(Buffer.from(big).toString("base64"));
    expect(bytesToBase64(PNG)).toBe(Buffer.from(PNG).toString("base64"));
    expect(bytesToBase64(new Uint8Array())).toBe("");
  });
});
