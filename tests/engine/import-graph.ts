import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { sources } from "../source-files";

/** One import of an engine module: its text, and the engine file it names (null when outside engine/ or a package). */
export interface EngineImport {
  file: string;
  specifier: string;
  target: string | null;
}

/** `import … from`, `export … from`, `import("…")` and a bare `import "…"`: type-only ones included. */
const IMPORT =
  /(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g;

function resolve(from: string, specifier: string): string | null {
  const base = normalize(join(dirname(from), specifier));
  const found = [`${base}.ts`, `${base}.tsx`, join(base, "index.ts"), base].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
  return found?.startsWith("engine/") ? found : null;
}

/** Every relative import of every module under engine/ (paths relative to the project). */
export function engineImports(): EngineImport[] {
  return sources("engine").flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(IMPORT)]
      .map((match) => match[1] ?? match[2] ?? match[3] ?? "")
      .filter((specifier) => specifier.startsWith("."))
      .map((specifier) => ({ file, specifier, target: resolve(file, specifier) })),
  );
}

/** The engine folder a module is in, or the name of a top-level module (`engine/boot.tsx` → `boot`). */
export function folderOf(file: string): string {
  const [, first = "", ...rest] = file.split("/");
  return rest.length > 0 ? first : first.replace(/\.tsx?$/, "");
}

/** The circles in the import graph, each as the modules round it (the first repeated at the end). */
export function importCycles(imports: readonly EngineImport[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { file, target } of imports) {
    if (!next.has(file)) next.set(file, []);
    if (target) next.get(file)?.push(target);
  }
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    path.push(file);
    for (const target of next.get(file) ?? []) {
      if (state.get(target) === "open") cycles.push([...path.slice(path.indexOf(target)), target]);
      else if (!state.has(target)) visit(target);
    }
    path.pop();
    state.set(file, "done");
  };
  for (const file of next.keys()) if (!state.has(file)) visit(file);
  return cycles;
}
