/**
 * Whether a file is an SVG by its content, not its name: every icon and splash image is drawn
 * from the logo, so a PNG renamed to .svg or an HTML error page saved as logo.svg must be caught
 * at validation, not when the icon build fails.
 */

const BINARY_SIGNATURES: Array<[string, number[]]> = [
  ["a PNG image", [0x89, 0x50, 0x4e, 0x47]],
  ["a JPEG image", [0xff, 0xd8, 0xff]],
  ["a GIF image", [0x47, 0x49, 0x46, 0x38]],
  ["a WebP image", [0x52, 0x49, 0x46, 0x46]],
];

// What may stand before the root element: whitespace, an XML declaration, comments, a doctype.
const PROLOGUE = /^(?:\s+|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)/i;

/** Null when the content's root element is <svg>, else why not ("it is a PNG image"). */
export function notSvgReason(content: Buffer): string | null {
  for (const [kind, signature] of BINARY_SIGNATURES) {
    if (signature.every((byte, index) => content[index] === byte)) return `it is ${kind}`;
  }
  let text = content.toString("utf8").replace(/^\uFEFF/, "");
  for (let match = PROLOGUE.exec(text); match; match = PROLOGUE.exec(text))
    text = text.slice(match[0].length);
  if (text === "") return "the file is empty";
  if (/^<svg[\s>/]/.test(text)) return null;
  const root = /^<([A-Za-z][\w:.-]*)/.exec(text)?.[1];
  return root ? `its root element is <${root}>, not <svg>` : "it does not start with an <svg> element";
}
