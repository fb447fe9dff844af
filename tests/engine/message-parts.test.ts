import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  MESSAGE_PART_NAMES,
  MESSAGE_PARTS,
  type MessagePart,
  messagePartOf,
} from "../../engine/i18n/message-parts";
import type { WidgetDefinition } from "../../engine/registry/registry";
import { MESSAGES_DIR } from "../../scripts/lib/i18n-compile";
import { ROOT } from "../../scripts/lib/paths";
import { sources } from "../source-files";

const english = JSON.parse(readFileSync(join(ROOT, MESSAGES_DIR, "en.json"), "utf8")) as Record<
  string,
  string
>;
const ids = new Set(Object.keys(english));

/** Message ids a file names: whole ids in quotes, and prefixes of ids built in template strings. */
function idsNamedIn(text: string): string[] {
  const whole = [...text.matchAll(/["'`]([a-z][a-z0-9]*(?:_[a-z0-9]+)+)["'`]/g)]
    .map((match) => match[1] ?? "")
    .filter((id) => ids.has(id));
  const built = [...text.matchAll(/`([a-z][a-z0-9_]*_)\$\{/g)].map((match) => match[1] ?? "");
  return [...whole, ...built];
}

/** The project files a file imports, statically or lazily, by relative path. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:from\s+|import\()\s*"(\.{1,2}\/[^"]+)"/g)].map((m) => m[1] ?? "");
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const found = [`${base}.ts`, `${base}.tsx`, join(base, "index.ts"), base].find(
      (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
    );
    return found ? [found] : [];
  });
}

/** The parts whose texts a widget can show: from its own files and the engine code they reach. */
function partsReachedFrom(folder: string): Map<MessagePart, string[]> {
  const seen = new Set<string>();
  const queue = sources(folder);
  const reached = new Map<MessagePart, string[]>();
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    // Another widget's files are that widget's business (it declares its own parts). The stores
    // and the composition root that wires them (engine/root/) are built at boot, not by the
    // widget; their one text outside the core (register_success) follows a registration, whose
    // screen has loaded the account part.
    if (file.startsWith(join(ROOT, "widgets")) && !file.startsWith(folder)) continue;
    if (file.startsWith(join(ROOT, "engine/stores")) || file.startsWith(join(ROOT, "engine/root"))) continue;
    // The parts' table names ids to sort them, not to show them.
    if (file === join(ROOT, "engine/i18n/message-parts.ts")) continue;
    for (const id of idsNamedIn(readFileSync(file, "utf8"))) {
      const part = messagePartOf(id);
      if (part) reached.set(part, [...(reached.get(part) ?? []), id]);
    }
    queue.push(...importsOf(file));
  }
  return reached;
}

const widgetFolders = readdirSync(join(ROOT, "widgets"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(ROOT, "widgets", entry.name));

describe("catalogue parts", () => {
  it("every prefix of every part names at least one English message (no typo moves nothing)", () => {
    for (const part of MESSAGE_PART_NAMES) {
      for (const prefix of MESSAGE_PARTS[part]) {
        expect(
          [...ids].some((id) => id.startsWith(prefix)),
          `${part}: ${prefix}`,
        ).toBe(true);
      }
    }
  });

  it("keeps the texts every page can show in the core", () => {
    for (const id of [
      "login",
      "logout",
      "back_home",
      "load_failed",
      "not_found_title",
      "nav_home",
      "retry_once",
    ]) {
      expect(messagePartOf(id), id).toBeNull();
    }
  });

  it.each(widgetFolders.map((folder) => [folder.split("/").pop(), folder]))(
    "widget %s declares every part its texts are in",
    async (_name, folder) => {
      const declared = (await import(join(folder as string, "register.ts"))).default as
        | WidgetDefinition
        | WidgetDefinition[];
      const definitions = [declared].flat();
      const reached = partsReachedFrom(folder as string);
      // A folder's screens share its files, so each of them declares what the folder shows.
      const missing = [...reached].filter(([part]) => !definitions.every((d) => d.messages?.includes(part)));
      expect(
        missing.map(([part, used]) => `${part} (${[...new Set(used)].slice(0, 3).join(", ")})`),
        `add them to messages in ${folder}/register.ts`,
      ).toEqual([]);
    },
  );

  it("the app shell outside the widgets (routing, shell, UI primitives) shows core texts only", () => {
    const shell = ["engine/app.tsx", "engine/routing", "engine/shell", "engine/ui"].flatMap((path) =>
      path.endsWith(".tsx") ? [join(ROOT, path)] : sources(join(ROOT, path)),
    );
    const outsideCore = shell.flatMap((file) =>
      idsNamedIn(readFileSync(file, "utf8"))
        .filter((id) => messagePartOf(id))
        .map((id) => `${file.slice(ROOT.length + 1)}: ${id}`),
    );
    expect(outsideCore).toEqual([]);
  });
});
