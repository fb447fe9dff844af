/**
 * Spec §1: the merchant code is kept locally, under the name the platform's other clients share
 * (a native shell reading its web view's storage). The app itself never reads it back: the
 * build's config says which merchant this is, and a stored code could only be stale or planted.
 */
import { STORAGE_KEYS } from "../constants";
import type { KeyValueStorage } from "./storage";

export function rememberMerchantCode(storage: KeyValueStorage, code: string): void {
  if (storage.get(STORAGE_KEYS.merchant) !== code) storage.set(STORAGE_KEYS.merchant, code);
}
