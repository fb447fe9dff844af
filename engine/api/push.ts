import { defineCall } from "../http/define-call";
import * as checks from "./generated/push";

/** Push registration (spec section 4: bind, subscribe to ALL on login; unsubscribe on logout). */
export const fcmBind = defineCall({
  path: "/wps/relay/CSP_fcmBind",
  method: "POST",
  answer: checks.fcmBind,
  alert: false,
  send: (registrationToken: string) => ({ body: { registrationToken } }),
});

export const fcmSubscribe = defineCall({
  path: "/wps/relay/CSP_fcmSubscribe",
  method: "POST",
  answer: checks.fcmSubscribe,
  alert: false,
  send: (registrationToken: string, topic: string) => ({ body: { registrationToken, topic } }),
});

/**
 * Unsubscribes the device. `sessionToken` names the session it belonged to: on logout the
 * session is already cleared when this runs, so the old token is sent explicitly.
 */
export const fcmUnsubscribe = defineCall({
  path: "/wps/relay/CSP_fcmUnsubscribe",
  method: "POST",
  answer: checks.fcmUnsubscribe,
  alert: false,
  send: (registrationToken: string, unsubscribeAll: boolean = true, sessionToken?: string) => ({
    body: { registrationToken, unsubscribeAll },
    ...(sessionToken ? { auth: false, headers: { Authorization: sessionToken } } : {}),
  }),
});
