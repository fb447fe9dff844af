/**
 * The top layer of the config: what the backend's status call says now. Each part is checked
 * with the same schema as the merchant file (compiled ahead of time into a compact shape); a bad
 * part is reported and left out, so the app keeps the last good value for it. The parts here are
 * the ones the first page needs; the back office's others come after the load event
 * (back-office-settings.ts).
 */
import type { SystemStatus } from "../api/system";
import { type AnswerShape, findProblem, stripUnknown } from "../http/answer-shape";
import { liveCurrency, liveDownloadBar, liveFeatures } from "./generated/live-shapes";
import type { MerchantConfig } from "./merchant-config";
import type { JsonObject } from "./merge-layers";

export interface LivePartProblem {
  part: string;
  details: string;
}

export interface LiveParts {
  parts: JsonObject;
  problems: LivePartProblem[];
}

export interface PartSource {
  /** The config's top-level key the part is laid over; each source has its own. */
  part: keyof MerchantConfig;
  shape: AnswerShape;
  /**
   * The part as the config names it, or undefined when the status says nothing of it. `built` is
   * the build's config, for a part whose meaning depends on what it replaces.
   */
  read(status: SystemStatus, built: MerchantConfig): unknown;
  /** What the shape cannot say, checked after it: the problem ("/pointer problem"), or null. */
  check?(part: JsonObject): string | null;
}

export const FIRST_PAGE_SOURCES: readonly PartSource[] = [
  { part: "features", shape: liveFeatures, read: (status) => status.whitelabel },
  {
    part: "currency",
    shape: liveCurrency,
    read: (status) =>
      status.currency === undefined
        ? undefined
        : { code: status.currency, symbol: status.currencySymbol, position: status.currencyPosition },
  },
  // The download bar's audience (login, VIP rank level), as the platform's operators set it now.
  { part: "downloadBar", shape: liveDownloadBar, read: (status) => status.info?.downloadBar },
];

export function livePartsFrom(
  status: SystemStatus,
  built = {} as MerchantConfig,
  sources: readonly PartSource[] = FIRST_PAGE_SOURCES,
): LiveParts {
  const parts: JsonObject = {};
  const problems: LivePartProblem[] = [];
  for (const source of sources) {
    const raw = source.read(status, built);
    if (raw === undefined) continue;
    const candidate = structuredClone(raw);
    stripUnknown(source.shape, candidate);
    const problem = findProblem(source.shape, candidate);
    const details = problem
      ? `${problem.pointer || "/"} ${problem.problem}`
      : (source.check?.(candidate as JsonObject) ?? null);
    if (details === null) parts[source.part] = candidate as JsonObject[string];
    else problems.push({ part: source.part, details });
  }
  return { parts, problems };
}
