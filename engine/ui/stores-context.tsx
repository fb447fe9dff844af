import { createContext, useContext } from "react";
import type { Engine } from "../root/engine";

export const StoresContext = createContext<Engine | null>(null);

/** The engine's stores and units, for any component under <App>. */
export function useStores(): Engine {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error("useStores() called outside <App>: the engine's StoresContext is missing");
  return stores;
}
