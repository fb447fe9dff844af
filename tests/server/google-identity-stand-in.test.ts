/**
 * Google one-tap's stand-in (server/dev/google-identity-controls.ts): the script and the browser's
 * "Google session" that decides whether it prompts (development and test only).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOGLE_ACCOUNT_COOKIE } from "../../server/dev/google-identity-controls";
import { openTestDatabase, type RunningServer, startServer } from "./harness";

let test: RunningServer;
let production: RunningServer;
beforeAll(async () => {
  const db = await openTestDatabase();
  test = await startServer({ db, mode: "test" });
  production = await startServer({ db, mode: "production" });
});
afterAll(async () => {
  await test.close();
  await production.close();
  await test.db.close();
});

const cookieOf = (reply: { headers: Record<string, string | string[] | undefined> }) =>
  String(reply.headers["set-cookie"]).split(";")[0] ?? "";

describe("Google one-tap's stand-in", () => {
  it("prompts nobody until the browser is signed in to its Google, then that account", async () => {
    const signedOut = await test.call("/__dev/google-identity/client.js");
    expect(signedOut.status).toBe(200);
    expect(signedOut.text).toContain('var STAND_IN = {"account":null};');
    expect(signedOut.text).toContain("global.google.accounts.id = id;");

    const signIn = await test.call("/__dev/google-identity/account?email=ana@example.com&name=Ana");
    expect(signIn.json.value).toEqual({ account: { email: "ana@example.com", name: "Ana" } });
    const cookie = cookieOf(signIn);
    expect(cookie.startsWith(`${GOOGLE_ACCOUNT_COOKIE}=`)).toBe(true);
    const signedIn = await test.call("/__dev/google-identity/client.js", { headers: { cookie } });
    expect(signedIn.text).toContain('{"account":{"email":"ana@example.com","name":"Ana"}}');

    const signOut = await test.call("/__dev/google-identity/account");
    expect(String(signOut.headers["set-cookie"])).toContain("Max-Age=0");
  });

  it("refuses what is not an e-mail address", async () => {
    const reply = await test.call("/__dev/google-identity/account?email=not-an-address");
    expect(reply.status).toBe(400);
    expect(reply.text).toContain("email must be an e-mail address");
  });

  it("does not exist in production", async () => {
    expect((await production.call("/__dev/google-identity/client.js")).status).toBe(404);
  });
});
