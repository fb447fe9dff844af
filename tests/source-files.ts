import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every .ts and .tsx file below `dir`, for tests that check what the code imports. */
export function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
