import { createContext, useContext } from "react";
import { registry as appRegistry, type Registry } from "./registry";

/**
 * The registry the page is built from: the app's own, or a test's. Widgets that look at what
 * else is registered (the tab bar shows only tabs whose screen exists) read it here.
 */
export const RegistryContext = createContext<Registry>(appRegistry);

export function useRegistry(): Registry {
  return useContext(RegistryContext);
}
