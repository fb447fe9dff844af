import { defineCall } from "../http/define-call";
import * as checks from "./generated/manifest";

/** GET /wps/system/manifest.json: the desktop web-app manifest. */
export const getDesktopManifest = defineCall({
  path: "/wps/system/manifest.json",
  answer: checks.getDesktopManifest,
  auth: false,
  alert: false,
  send: (merchantCode: string) => ({ query: { merchantCode, timestamp: Date.now() } }),
});
