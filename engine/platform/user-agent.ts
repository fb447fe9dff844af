import { readEnvironment } from "./environment";

/** Inside one of the merchant's native app shells (docs/native-shell.md). */
export function isNativeApp(userAgent: string): boolean {
  return readEnvironment(userAgent).nativeApp !== null;
}

/** Inside LINE's in-app browser. */
export function isLineBrowser(userAgent: string): boolean {
  return readEnvironment(userAgent).line;
}
