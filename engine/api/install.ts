import { defineCall } from "../http/define-call";
import * as checks from "./generated/install";

/**
 * The merchant's install-prompt settings (spec §3, each {enabled, value}). The spec names the
 * client function but not its path: this relay is inferred (docs/api.md). Raw: the caller reads
 * it with engine/engagement/rules/install-settings.ts, which drops what is malformed.
 */
export const getInstallSettings = defineCall({
  path: "/wps/relay/MCSFE_getPwaInstallSetting",
  answer: checks.getInstallSettings,
  alert: false,
});
