import { defineCall } from "../http/define-call";
import * as checks from "./generated/domains";

/** GET /wps/system/domainRoute: the domains the client may race when its own is unreachable. */
export const getDomainRoute = defineCall({
  path: "/wps/system/domainRoute",
  answer: checks.getDomainRoute,
  auth: false,
  alert: false,
});
