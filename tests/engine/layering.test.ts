/**
 * Who in the engine may import whom: every folder of engine/ (and its top-level files) with the
 * folders it may import, checked against every relative import (type-only and dynamic ones too:
 * they tie the code together just the same), and no import cycle anywhere in engine/.
 */
import { describe, expect, it } from "vitest";
import { type EngineImport, engineImports, folderOf, importCycles } from "./import-graph";

/**
 * Derived from the imports of issue 33 and tightened where they were accidental: the stores build
 * nothing (the composition root does: no store imports customer service, engagement, games or pwa),
 * platform code names no store, tracking takes the parts it reads, a third party's script goes in
 * through platform's loader (never straight to the Trusted Types policy). `constants` is open to all.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  constants: [],
  theme: ["config"],
  security: ["routing"],
  config: ["api", "http", "security"],
  http: ["api", "i18n", "platform"],
  api: ["http", "identity", "tracking"],
  identity: ["api", "config", "http", "platform", "routing"],
  platform: ["identity", "security"],
  i18n: ["config", "ui"],
  tracking: ["api", "config", "http", "identity", "platform"],
  money: ["api", "http", "i18n", "tracking"],
  push: ["api", "config", "http", "platform"],
  pwa: ["api", "http", "platform", "push", "routing", "security", "ui"],
  domains: ["pwa"],
  "mini-game": ["platform"],
  shell: ["config", "engagement", "platform", "routing", "theme"],
  stores: ["api", "config", "http", "i18n", "identity", "money", "platform", "routing", "shell", "tracking"],
  games: ["api", "http", "platform", "routing", "security", "stores", "tracking"],
  firebase: ["config", "http", "identity", "platform", "security", "stores"],
  captcha: ["api", "config", "http", "identity", "platform", "stores", "theme", "ui"],
  "customer-service": ["api", "config", "http", "i18n", "platform", "routing", "stores", "ui"],
  promotions: ["api", "http", "routing", "ui"],
  routing: ["config", "identity", "platform", "registry", "security", "ui"],
  ui: [
    "api",
    "captcha",
    "config",
    "http",
    "i18n",
    "identity",
    "root",
    "routing",
    "security",
    "shell",
    "stores",
    "theme",
  ],
  registry: ["engagement", "i18n", "layout", "root", "ui"],
  layout: ["registry", "root", "theme", "ui"],
  engagement: ["platform", "registry", "root", "routing", "security", "ui"],
  /** The composition root: it builds the stores and wires the units. */
  root: [
    "api",
    "config",
    "customer-service",
    "engagement",
    "games",
    "http",
    "i18n",
    "identity",
    "platform",
    "pwa",
    "routing",
    "stores",
    "tracking",
  ],
  "background-work": ["config", "http", "platform", "push", "pwa", "root", "tracking"],
  app: ["engagement", "layout", "registry", "root", "routing", "ui"],
  boot: ["app", "background-work", "config", "i18n", "identity", "platform", "root", "routing", "security"],
};

/**
 * The modules that may reach into the composition root: boot builds the engine, and these name the
 * whole engine because they hand it on (the React context, the app, a widget's show rule and the
 * layout that evaluates those rules, an overlay's rules) or take its parts' interfaces.
 */
const ROOT_IMPORTERS = [
  "engine/app.tsx",
  "engine/boot.tsx",
  "engine/background-work.ts",
  "engine/engagement/engage.ts",
  "engine/layout/chrome-layout.ts",
  "engine/registry/registry.ts",
  "engine/ui/stores-context.tsx",
];

const imports = engineImports();
const described = (found: EngineImport[]) =>
  found.map(({ file, specifier }) => `${file} imports ${specifier}`);

describe("layers", () => {
  it("every engine folder and top-level file has its row in the table", () => {
    const folders = new Set(imports.map(({ file }) => folderOf(file)));
    expect([...folders].filter((folder) => !(folder in MAY_IMPORT))).toEqual([]);
  });

  it("each import goes where its folder's row allows", () => {
    const offenders = imports.filter(({ file, target }) => {
      if (target === null) return false;
      const from = folderOf(file);
      const to = folderOf(target);
      return from !== to && to !== "constants" && !MAY_IMPORT[from]?.includes(to);
    });
    expect(described(offenders)).toEqual([]);
  });

  it("the engine imports nothing outside engine/ by a relative path (never a widget)", () => {
    const offenders = imports.filter(({ target, specifier }) => target === null && specifier.startsWith("."));
    expect(described(offenders)).toEqual([]);
  });

  it("only the plumbing that hands the engine on reaches into the composition root", () => {
    const offenders = imports.filter(
      ({ file, target }) =>
        target?.startsWith("engine/root/") &&
        !file.startsWith("engine/root/") &&
        !ROOT_IMPORTERS.includes(file),
    );
    expect(described(offenders)).toEqual([]);
  });

  // Stores build on the wire layer and the rules, never the other way round: the error catalogue
  // names what to show (its own FailureNotice), and the notice store shows it.
  it("the wire layer and the identity rules import no store, not even a type", () => {
    const offenders = imports.filter(
      ({ file, target }) =>
        ["http", "api", "identity"].includes(folderOf(file)) &&
        target !== null &&
        folderOf(target) === "stores",
    );
    expect(described(offenders)).toEqual([]);
  });

  it("no module of the engine imports itself back, directly or round a circle", () => {
    expect(importCycles(imports).map((cycle) => cycle.join(" → "))).toEqual([]);
  });
});
