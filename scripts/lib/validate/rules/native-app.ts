import type { CrossFieldRule } from "./rule";

/**
 * `nativeApp.versionPattern` is compiled in the member's browser: one that does not compile, or has
 * no capture group to hold the version, would silently never ask an old shell to upgrade.
 */
export const versionPatternReadsAVersion: CrossFieldRule = (config) => {
  const pattern = config.nativeApp?.versionPattern;
  if (pattern === undefined) return [];
  const pointer = "/nativeApp/versionPattern";
  let expression: RegExp;
  try {
    expression = new RegExp(pattern);
  } catch (error) {
    const reason =
      error instanceof Error ? error.message.replace(/^Invalid regular expression: /, "") : String(error);
    return [
      {
        pointer,
        message: `is not a regular expression (${reason}); write it as JavaScript's RegExp reads it, with \\\\ for each backslash in JSON`,
      },
    ];
  }
  // A pattern with a capture group matches "" with one more group than it has: count them so.
  const groups = new RegExp(`${expression.source}|`).exec("")?.length ?? 1;
  if (groups - 1 < 1)
    return [
      {
        pointer,
        message:
          'has no capture group: put the version in parentheses, e.g. "MyApp/(\\\\d+(?:\\\\.\\\\d+)*)"',
      },
    ];
  return [];
};
