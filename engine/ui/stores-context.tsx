import { createContext, useContext } from "react";
import type { RootStore } from "../stores/root-store";

export const StoresContext = createContext<RootStore | null>(null);

/** The engine's stores, for any component under <App>. */
export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error("useStores() called outside <App>: the engine's StoresContext is missing");
  return stores;
}
