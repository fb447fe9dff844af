/**
 * Request bodies checked by their JSON Schemas (server/schemas/requests/) after decryption, and
 * answered in the platform's envelope: 400 request_param_err naming the field, after the guards a
 * call ran before reading its body (the session), and after the decryption's own refusals.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ACCOUNT_KINDS } from "../../server/data/payout-accounts";
import { AGENT_CHANNELS } from "../../server/data/referral";
import { REQUESTS_DIR } from "../../server/request-schemas";
import { GENERATED_FILE, requestTypes } from "../../server/schemas/request-types";
import { TWO_FACTOR_METHODS } from "../../server/two-factor";
import { seededServerForFile } from "./harness";

const server = seededServerForFile();

const schemaOf = (name: string) => JSON.parse(readFileSync(`${REQUESTS_DIR}${name}.schema.json`, "utf8"));
const headers = (token?: string) => ({ merchant: "royal", ...(token ? { authorization: token } : {}) });

describe("the body schemas", () => {
  it("give the committed TypeScript types (run npx tsx server/schemas/request-types.ts after an edit)", async () => {
    expect(await requestTypes()).toBe(readFileSync(GENERATED_FILE, "utf8"));
  });

  it("list the same choices as the rules that act on them", () => {
    expect(schemaOf("add-withdraw-account").properties.kind.enum).toEqual([...ACCOUNT_KINDS]);
    expect(schemaOf("submit-agent-application").properties.channel.enum).toEqual([...AGENT_CHANNELS]);
    expect(schemaOf("session-login-verification").properties.method.enum).toEqual([...TWO_FACTOR_METHODS]);
  });

  it("are each a call's: every file is named by a route", () => {
    const routes = readdirSync("server/routes")
      .map((file) => readFileSync(`server/routes/${file}`, "utf8"))
      .join("\n");
    for (const file of readdirSync(REQUESTS_DIR).filter((name) => name.endsWith(".schema.json"))) {
      expect(routes, file).toContain(`withBody("${file.replace(".schema.json", "")}"`);
    }
  });
});

describe("a body that its schema refuses", () => {
  it("answers 400 request_param_err naming the field, without turning a text into a number", async () => {
    const token = await server.tokenOf("royal");
    const reply = await server.call("/wps/relay/MCSFE_submitDeposit", {
      method: "POST",
      headers: headers(token),
      body: { channelId: "1", amount: 1000 },
    });
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual({
      success: false,
      value: null,
      errorCode: "request_param_err",
      message: "channelId must be a whole number",
    });
  });

  it("is checked after decryption, and names the field the decrypted body lacks", async () => {
    const token = await server.tokenOf("royal");
    const reply = await server.secure("/wps/relay/MCSFE_addWithdrawAccount", {
      headers: headers(token),
      body: { kind: "CARD", holderName: "Demo", number: "12345678" },
    });
    expect([reply.status, reply.json.errorCode]).toEqual([400, "request_param_err"]);
    expect(reply.json.message).toBe("kind must be one of BANK, PIX, EWALLET, VIRTUAL");
    const blank = await server.secure("/wps/session/login", {
      headers: headers(),
      body: { username: "demo" },
    });
    expect([blank.status, blank.json.errorCode, blank.json.message]).toEqual([
      400,
      "request_param_err",
      "password is required",
    ]);
  });

  it("still answers the decryption's refusal first, and a missing session before either", async () => {
    const token = await server.tokenOf("royal");
    const plain = await server.call("/wps/relay/MCSFE_submitWithdraw", {
      method: "POST",
      headers: headers(token),
      body: { accountId: "x" },
    });
    expect([plain.status, plain.json.errorCode]).toEqual([400, "request_body_required"]);
    const visitor = await server.call("/wps/relay/MCSFE_submitWithdraw", {
      method: "POST",
      headers: headers(),
      body: { accountId: "x" },
    });
    expect([visitor.status, visitor.json.errorCode]).toEqual([401, "login.not.session"]);
  });

  it("answers a body that is not an object with the envelope too", async () => {
    const token = await server.tokenOf("royal");
    const reply = await server.call("/wps/relay/MCSFE_claimMission", {
      method: "POST",
      headers: headers(token),
      body: [1, 2],
    });
    expect([reply.status, reply.json.errorCode, reply.json.message]).toEqual([
      400,
      "request_param_err",
      "The request body must be a JSON object",
    ]);
  });
});
