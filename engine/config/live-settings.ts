/**
 * The top layer of the config: what the backend's status call says now. Each part is checked
 * with the same schema as the merchant file (compiled ahead of time); a bad part is reported
 * and left out, so the app keeps the last good value for it.
 */
import type { SystemStatus } from "../api/system";
import {
  type LiveValidator,
  validateLiveCurrency,
  validateLiveDownloadBar,
  validateLiveFeatures,
} from "./generated/live-validators.js";
import type { JsonObject } from "./merge-layers";

export interface LivePartProblem {
  part: string;
  details: string;
}

export interface LiveParts {
  parts: JsonObject;
  problems: LivePartProblem[];
}

interface PartSource {
  part: "features" | "currency" | "downloadBar";
  validate: LiveValidator;
  /** The part as the config names it, or undefined when the status says nothing of it. */
  read(status: SystemStatus): unknown;
}

const SOURCES: PartSource[] = [
  { part: "features", validate: validateLiveFeatures, read: (status) => status.whitelabel },
  {
    part: "currency",
    validate: validateLiveCurrency,
    read: (status) =>
      status.currency === undefined
        ? undefined
        : { code: status.currency, symbol: status.currencySymbol, position: status.currencyPosition },
  },
  // The download bar's audience (login, VIP rank level), as the platform's operators set it now.
  { part: "downloadBar", validate: validateLiveDownloadBar, read: (status) => status.info?.downloadBar },
];

export function livePartsFrom(status: SystemStatus): LiveParts {
  const parts: JsonObject = {};
  const problems: LivePartProblem[] = [];
  for (const source of SOURCES) {
    const raw = source.read(status);
    if (raw === undefined) continue;
    const candidate = structuredClone(raw); // the validator strips unknown keys in place
    if (source.validate(candidate)) parts[source.part] = candidate as JsonObject[string];
    else {
      const details = (source.validate.errors ?? [])
        .map((e) => `${e.instancePath || "/"} ${e.message}`)
        .join("; ");
      problems.push({ part: source.part, details });
    }
  }
  return { parts, problems };
}
