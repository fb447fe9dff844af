/**
 * Push-token relays. Nothing is pushed; each call is recorded (GET /__dev/fcm lists them). A
 * session is optional: with a live token the record names the member, otherwise it does not.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { sessionToken } from "../auth";
import type { ServerContext } from "../context";
import { type FcmAction, recordFcmEvent } from "../data/fcm";
import { findMemberByToken } from "../data/members";
import { ok } from "../envelope";
import { merchantOf } from "../merchant-header";
import { optionalField, readBody, requireText } from "../request-body";

export const pushRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const record = async (request: FastifyRequest, action: FcmAction) => {
    const merchant = merchantOf(request).code;
    const body = readBody(request);
    const token = sessionToken(request);
    const member = token ? await findMemberByToken(context.db, merchant, token) : undefined;
    await recordFcmEvent(context.db, {
      merchant,
      memberId: member?.id ?? null,
      action,
      registrationToken: requireText(body, "registrationToken"),
      topic:
        action === "subscribe"
          ? requireText(body, "topic")
          : (optionalField<string>(body, "topic", "string", true) ?? null),
      unsubscribeAll:
        action === "unsubscribe"
          ? (optionalField<boolean>(body, "unsubscribeAll", "boolean") ?? false)
          : null,
    });
    return ok(true);
  };

  /** POST /wps/relay/CSP_fcmBind { registrationToken } */
  app.post("/wps/relay/CSP_fcmBind", (request) => record(request, "bind"));
  /** POST /wps/relay/CSP_fcmSubscribe { registrationToken, topic } */
  app.post("/wps/relay/CSP_fcmSubscribe", (request) => record(request, "subscribe"));
  /** POST /wps/relay/CSP_fcmUnsubscribe { registrationToken, unsubscribeAll } */
  app.post("/wps/relay/CSP_fcmUnsubscribe", (request) => record(request, "unsubscribe"));
};
