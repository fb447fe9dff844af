import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  expectedKind,
  registry,
  SLOT_KINDS,
  type SlotName,
  type WidgetDefinition,
} from "../../engine/registry/registry";
import { ROOT } from "../../scripts/lib/paths";
import "../../widgets/index";

const WIDGETS_DIR = join(ROOT, "widgets");
const folders = readdirSync(WIDGETS_DIR).filter((name) => statSync(join(WIDGETS_DIR, name)).isDirectory());
const declarations = import.meta.glob<{ default: WidgetDefinition | WidgetDefinition[] }>(
  "../../widgets/*/register.ts",
  { eager: true },
);
const declared = (folder: string) =>
  [declarations[`../../widgets/${folder}/register.ts`]?.default ?? []].flat();
const slots = Object.keys(SLOT_KINDS) as SlotName[];
const registered = () => [...registry.routes(), ...slots.flatMap((slot) => registry.inSlot(slot))];

describe("the widget catalogue (widgets/index.ts)", () => {
  it("puts every widget folder's declaration in the app's registry", () => {
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      const definitions = declared(folder);
      expect(definitions.length, `widgets/${folder}/register.ts declares nothing`).toBeGreaterThan(0);
      for (const definition of definitions) expect(registry.get(definition.id)).toBe(definition);
    }
  });

  it("registers nothing that no folder declares", () => {
    const fromFolders = folders.flatMap(declared).map((definition) => definition.id);
    expect(
      registered()
        .map((widget) => widget.id)
        .sort(),
    ).toEqual([...fromFolders].sort());
  });

  it("gives every widget an id whose kind matches where it goes", () => {
    for (const widget of registered()) {
      expect(widget.id.split(":")[0], widget.id).toBe(expectedKind(widget));
    }
  });

  it("gives every screen a route of its own", () => {
    const paths = registry.routes().map((screen) => screen.route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
