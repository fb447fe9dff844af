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
import { bodyOf, withBody } from "../request-schemas";

export const pushRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const record = async (
    request: FastifyRequest,
    action: FcmAction,
    fields: { registrationToken: string; topic: string | null; unsubscribeAll: boolean | null },
  ) => {
    const merchant = merchantOf(request).code;
    const token = sessionToken(request);
    const member = token ? await findMemberByToken(context.db, merchant, token) : undefined;
    await recordFcmEvent(context.db, { merchant, memberId: member?.id ?? null, action, ...fields });
    return ok(true);
  };

  /** POST /wps/relay/CSP_fcmBind { registrationToken } */
  app.post("/wps/relay/CSP_fcmBind", withBody("fcm-bind"), (request) => {
    const body = bodyOf(request, "fcm-bind");
    return record(request, "bind", {
      registrationToken: body.registrationToken,
      topic: body.topic ?? null,
      unsubscribeAll: null,
    });
  });
  /** POST /wps/relay/CSP_fcmSubscribe { registrationToken, topic } */
  app.post("/wps/relay/CSP_fcmSubscribe", withBody("fcm-subscribe"), (request) => {
    const body = bodyOf(request, "fcm-subscribe");
    return record(request, "subscribe", {
      registrationToken: body.registrationToken,
      topic: body.topic,
      unsubscribeAll: null,
    });
  });
  /** POST /wps/relay/CSP_fcmUnsubscribe { registrationToken, unsubscribeAll } */
  app.post("/wps/relay/CSP_fcmUnsubscribe", withBody("fcm-unsubscribe"), (request) => {
    const body = bodyOf(request, "fcm-unsubscribe");
    return record(request, "unsubscribe", {
      registrationToken: body.registrationToken,
      topic: body.topic ?? null,
      unsubscribeAll: body.unsubscribeAll ?? false,
    });
  });
};
