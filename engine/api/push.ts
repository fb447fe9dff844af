import type { HttpClient } from "../http/client";
import * as checks from "./generated/push";

/** Push registration (spec section 4: bind, subscribe to ALL on login; unsubscribe on logout). */
export function fcmBind(http: HttpClient, registrationToken: string): Promise<unknown> {
  return http.request("/wps/relay/CSP_fcmBind", {
    answer: checks.fcmBind,
    method: "POST",
    body: { registrationToken },
    alert: false,
  });
}

export function fcmSubscribe(http: HttpClient, registrationToken: string, topic: string): Promise<unknown> {
  return http.request("/wps/relay/CSP_fcmSubscribe", {
    answer: checks.fcmSubscribe,
    method: "POST",
    body: { registrationToken, topic },
    alert: false,
  });
}

/**
 * Unsubscribes the device. `sessionToken` names the session it belonged to: on logout the
 * session is already cleared when this runs, so the old token is sent explicitly.
 */
export function fcmUnsubscribe(
  http: HttpClient,
  registrationToken: string,
  unsubscribeAll = true,
  sessionToken?: string,
): Promise<unknown> {
  return http.request("/wps/relay/CSP_fcmUnsubscribe", {
    answer: checks.fcmUnsubscribe,
    method: "POST",
    body: { registrationToken, unsubscribeAll },
    alert: false,
    ...(sessionToken ? { auth: false, headers: { Authorization: sessionToken } } : {}),
  });
}
