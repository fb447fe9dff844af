import type { CustomerServiceEntry } from "../api/system";

/**
 * Entries for a member: those matching the VIP label first, else those with no label
 * restriction (spec section 6), ordered by their position.
 */
export function entriesFor(
  entries: CustomerServiceEntry[],
  labelId: string | number | null,
): CustomerServiceEntry[] {
  const byPosition = [...entries].sort((a, b) => (a.csPosition ?? 0) - (b.csPosition ?? 0));
  const labelled =
    labelId == null ? [] : byPosition.filter((e) => e.labelIds?.map(String).includes(String(labelId)));
  return labelled.length ? labelled : byPosition.filter((e) => !e.labelIds?.length);
}

/** Opens the member's customer service; resolves false when the merchant has none usable. */
export async function openCustomerService(
  entries: CustomerServiceEntry[],
  labelId: string | number | null,
  open: (url: string) => void,
): Promise<boolean> {
  const entry = entriesFor(entries, labelId)[0];
  if (!entry) return false;
  const { decodeCustomerServicePath } = await import("../http/legacy-cipher");
  let url: string;
  try {
    url = decodeCustomerServicePath(entry.path);
  } catch {
    // Some platforms send the path in clear; a plain URL is usable as it is.
    url = entry.path;
  }
  open(url);
  return true;
}
