/** The rest of the wire contract on the server: x-app-trace-id, X-Real-UA, and a key rotated as by a redeploy. */
import { describe, expect, it } from "vitest";
import { encryptRequest } from "./client-cipher";
import { seededServerForFile } from "./harness";

const server = seededServerForFile();
const royal = { merchant: "royal" };
const credentials = { username: "demo", password: "Demo@1234" };

describe("x-app-trace-id", () => {
  it("comes with every /wps answer, a new one each time, failures included", async () => {
    const ids = [];
    for (const path of [
      "/wps/system/status",
      "/wps/system/status",
      "/wps/member/info",
      "/wps/no-such-call",
    ]) {
      const reply = await server.call(path, { headers: royal });
      expect(reply.headers["x-app-trace-id"], path).toMatch(/^[0-9a-f]{32}$/);
      ids.push(reply.headers["x-app-trace-id"]);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is not added to the front end's files", async () => {
    const reply = await server.call("/m/home");
    expect(reply.headers["x-app-trace-id"]).toBeUndefined();
  });
});

describe("X-Real-UA", () => {
  it("is accepted, and a damaged value never fails the call", async () => {
    const agent = Buffer.from("Mozilla/5.0 (iPhone) 微信").toString("base64");
    for (const value of [agent, "%%% not base64 %%%"]) {
      const reply = await server.call("/wps/system/status", { headers: { ...royal, "x-real-ua": value } });
      expect(reply.status, value).toBe(200);
      expect(reply.json.success, value).toBe(true);
    }
  });
});

describe("POST /__dev/rsa-key (a redeploy's new key)", () => {
  it("answers a new modulus, refuses bodies sealed with the old one, takes the new, and goes back", async () => {
    const before = await server.modulus();
    const rotated = await server.call("/__dev/rsa-key", { method: "POST", body: { rotate: true } });
    expect(rotated.status).toBe(200);
    const after = await server.modulus();
    expect(after).not.toBe(before);
    expect(rotated.json.value.modulusHex).toBe(after);

    const stale = encryptRequest(credentials, before);
    const refused = await server.call("/wps/session/login", {
      method: "POST",
      headers: { ...royal, ...stale.headers },
      body: stale.body,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errorCode).toBe("decryption.err");

    const fresh = await server.secure("/wps/session/login", { headers: royal, body: credentials });
    expect(fresh.status).toBe(200);
    expect(fresh.json.value.token).toBeTruthy();

    await server.call("/__dev/rsa-key", { method: "POST", body: { rotate: false } });
    expect(await server.modulus()).toBe(before);
  });

  it("is undone by the development reset", async () => {
    const usual = await server.modulus();
    await server.call("/__dev/rsa-key", { method: "POST", body: { rotate: true } });
    await server.call("/__dev/reset", { method: "POST" });
    expect(await server.modulus()).toBe(usual);
  });

  it("refuses anything but a boolean rotate", async () => {
    for (const body of [{}, { rotate: "yes" }]) {
      const reply = await server.call("/__dev/rsa-key", { method: "POST", body });
      expect(reply.status).toBe(400);
      expect(reply.json.errorCode).toBe("request_param_err");
    }
  });
});
