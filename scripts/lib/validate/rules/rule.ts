import type { MerchantConfig } from "../../../../engine/config/merchant-config";
import type { ConfigProblem } from "../problem";

export interface RuleContext {
  /** The merchant's own folder: asset paths are relative to it and its name is the code. */
  merchantDir: string;
  /** Codes of every merchant folder, this one included. */
  knownMerchants: readonly string[];
}

/**
 * A check the schema cannot express. It receives the merged config (defaults ← base ←
 * merchant), so optional blocks may be absent, and returns one problem per thing to fix, at the
 * pointer the operator should edit.
 */
export type CrossFieldRule = (config: MerchantConfig, context: RuleContext) => ConfigProblem[];
