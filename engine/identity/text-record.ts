import { isObject } from "../platform/storage";

/**
 * A stored map of ids (ad attribution, click ids) when every value is a string; one field of
 * another type means the entry was not written by this app, and it reads as none.
 */
export function textRecordOf(value: unknown): Record<string, string> | null {
  return isObject(value) && Object.values(value).every((field) => typeof field === "string")
    ? (value as Record<string, string>)
    : null;
}
