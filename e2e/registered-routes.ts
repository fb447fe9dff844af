import { readdirSync } from "node:fs";
import type { WidgetDefinition } from "../engine/registry/registry";

export interface RegisteredRoute {
  path: string;
  /** A visitor is sent to the login page instead. */
  protected: boolean;
}

/**
 * Every screen the widgets register (widgets/<name>/register.ts), read the way widgets/index.ts
 * reads them for the app, so a browser test that walks the screens grows with the catalogue.
 */
export async function registeredRoutes(): Promise<RegisteredRoute[]> {
  const folders = readdirSync(new URL("../widgets/", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const routes: RegisteredRoute[] = [];
  for (const folder of folders) {
    const module = (await import(`../widgets/${folder}/register.ts`)) as {
      default: WidgetDefinition | WidgetDefinition[];
    };
    for (const definition of [module.default].flat()) {
      if ("route" in definition)
        routes.push({ path: definition.route.path, protected: Boolean(definition.route.protected) });
    }
  }
  return routes;
}
