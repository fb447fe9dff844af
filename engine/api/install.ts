import type { HttpClient } from "../http/client";
import * as checks from "./generated/install";

/**
 * The merchant's install-prompt settings (spec §3, each {enabled, value}). The spec names the
 * client function but not its path: this relay is inferred (docs/api.md). Raw: the caller reads
 * it with engine/engagement/rules/install-settings.ts, which drops what is malformed.
 */
export function getInstallSettings(http: HttpClient): Promise<unknown> {
  return http.request("/wps/relay/MCSFE_getPwaInstallSetting", {
    answer: checks.getInstallSettings,
    alert: false,
  });
}
