/**
 * The widget catalogue: every widget folder declares its widget (or widgets) in register.ts,
 * built with the engine's blueprints, and this module puts them in the app's registry.
 * Declarations are tiny (the views are lazy imports), so loading them all eagerly is cheap, and
 * deleting a widget folder leaves a working app without it.
 */

import type { WidgetDefinition } from "../engine/registry/registry";
import { registry } from "../engine/registry/registry";

const declarations = import.meta.glob<{ default: WidgetDefinition | WidgetDefinition[] }>("./*/register.ts", {
  eager: true,
});
for (const declaration of Object.values(declarations)) registry.register(...[declaration.default].flat());
