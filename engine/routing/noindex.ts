import { NOINDEX_MAX_PATH_SEGMENTS } from "../constants";

/** Spec section 2: more than two path segments, or a host that is not www., is not indexed. */
export function shouldNoindex(pathname: string, hostname: string): boolean {
  const segments = pathname.split("/").filter(Boolean).length;
  return segments > NOINDEX_MAX_PATH_SEGMENTS || !hostname.toLowerCase().startsWith("www.");
}

/** Adds or removes `<meta name="robots" content="noindex">` for the current page. */
export function applyNoindex(doc: Document, noindex: boolean): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!noindex) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = doc.createElement("meta");
    meta.name = "robots";
    doc.head.append(meta);
  }
  meta.content = "noindex";
}
