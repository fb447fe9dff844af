import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../server/app";
import { SCOPE_COOKIE, SCOPE_HEADER, TestScopes } from "../../server/test-scopes";
import { openSeededDatabase } from "./harness";

/** The test-mode server as main.ts runs it: a default app, and a scope's own app on first use. */
const closers: Array<() => Promise<void>> = [];
async function startApp() {
  const db = await openSeededDatabase();
  const app = buildServer({ mode: "test", distDir: "dist", defaultMerchant: "royal", db });
  await app.ready();
  const close = async () => {
    await app.close();
    await db.close();
  };
  closers.push(close);
  return { app, close };
}

let server: Server;
let origin: string;
let scopes: TestScopes;
let created = 0;
beforeAll(async () => {
  const main = await startApp();
  scopes = new TestScopes(() => {
    created += 1;
    return startApp();
  });
  server = createServer((request, response) => scopes.handle(main.app, request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await Promise.all(closers.map((close) => close().catch(() => undefined)));
});

async function call(path: string, headers: Record<string, string> = {}, body?: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      merchant: "royal",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}
const maintenanceIn = async (headers: Record<string, string>) =>
  (await call("/wps/system/status", headers)).json.value.maintenance;

describe("test scopes", () => {
  it("keep a scope's development state and data to itself", async () => {
    const a = { [SCOPE_HEADER]: "worker-a" };
    const b = { [SCOPE_HEADER]: "worker-b" };
    expect((await call("/__dev/state", a, { merchant: "royal", maintenance: true })).status).toBe(200);
    expect(await maintenanceIn(a)).toBe(true);
    expect(await maintenanceIn(b)).toBe(false);
    expect(await maintenanceIn({})).toBe(false);

    // A fault in one scope is not met in another.
    await call("/__dev/faults", b, { path: "/wps/system/status", status: 502 });
    expect((await call("/wps/system/status", b)).status).toBe(502);
    expect((await call("/wps/system/status", a)).status).toBe(200);

    // Data too: a member's session from one scope's database is unknown in another's.
    const session = await call("/__dev/session", a, { merchant: "royal", username: "demo" });
    const token = session.json.value.token;
    expect((await call("/wps/member/info", { ...a, authorization: token })).json.success).toBe(true);
    expect((await call("/wps/member/info", { authorization: token })).json.success).toBe(false);
  });

  it("are named by a cookie too, for requests the browser makes on its own", async () => {
    const before = created;
    await call("/__dev/state", { [SCOPE_HEADER]: "worker-c" }, { merchant: "royal", maintenance: true });
    expect(await maintenanceIn({ cookie: `theme=dark; ${SCOPE_COOKIE}=worker-c` })).toBe(true);
    expect(created).toBe(before + 1);
  });

  it("refuse a name that is not one, saying what a name is", async () => {
    const reply = await call("/wps/system/status", { [SCOPE_HEADER]: "a b/c" });
    expect(reply.status).toBe(400);
    expect(reply.json.message).toContain("letters, digits");
  });
});
