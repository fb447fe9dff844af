/** Session calls: log in with username and password, log out. */
import type { FastifyPluginAsync } from "fastify";
import { sessionToken } from "../auth";
import type { ServerContext } from "../context";
import { createSession, deleteSession, findMemberByUsername } from "../data/members";
import { ErrorCode, ok, WpsError } from "../envelope";
import { merchantOf } from "../merchant-header";
import { verifyPassword } from "../passwords";
import { readBody, requireText } from "../request-body";

export const sessionRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  /** POST /wps/session/login { username, password, loginDeviceId?, type? } */
  app.post("/wps/session/login", async (request) => {
    const merchant = merchantOf(request);
    const body = readBody(request);
    // SMS and social sign-in arrive with later issues; until then say so instead of guessing.
    if (body.type !== undefined && body.type !== "username") {
      throw new WpsError(
        400,
        ErrorCode.requestParamErr,
        `Login type "${String(body.type)}" is not supported yet`,
      );
    }
    const username = requireText(body, "username");
    const password = requireText(body, "password");

    const member = await findMemberByUsername(context.db, merchant.code, username);
    if (!member) throw new WpsError(400, ErrorCode.notExistsUser, "This user does not exist");
    if (!(await verifyPassword(password, member.password_hash))) {
      throw new WpsError(400, ErrorCode.loginCredErr, "Incorrect username or password");
    }
    const token = await createSession(context.db, member);
    return ok({
      id: member.id,
      token,
      userName: member.username,
      customerType: member.type,
      firstTimeLogin: member.first_time_login,
    });
  });

  /**
   * POST /wps/session/logout. Succeeds even without a live session: the client is leaving
   * anyway, and a 401 here would make it show a pointless "please log in" notice.
   */
  app.post("/wps/session/logout", async (request) => {
    const token = sessionToken(request);
    if (token) await deleteSession(context.db, merchantOf(request).code, token);
    return ok(true);
  });
};
