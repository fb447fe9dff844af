/**
 * The install-prompt settings relay (inferred path, docs/api.md) and its development control.
 */
import { afterEach, describe, expect, it } from "vitest";
import { seededServerForFile } from "./harness";

const server = seededServerForFile({ mode: "test" });
const CHANGED = ["deposit_times", "theme", "reg_days"];
afterEach(async () => {
  await server.call("/__dev/install-settings", {
    body: { merchant: "sunrise", settings: Object.fromEntries(CHANGED.map((name) => [name, null])) },
  });
});

const settingsOf = (merchant: string) =>
  server.call("/wps/relay/MCSFE_getPwaInstallSetting", { headers: { merchant } });

describe("GET /wps/relay/MCSFE_getPwaInstallSetting", () => {
  it("answers the merchant file's settings (none set: an empty map), to a visitor too", async () => {
    const reply = await settingsOf("sunrise");
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ success: true, value: {} });
  });

  it("answers what the dev control changed, for that merchant only", async () => {
    const change = await server.call("/__dev/install-settings", {
      body: {
        merchant: "sunrise",
        settings: { deposit_times: { enabled: true, value: 3 }, theme: { enabled: true, value: "dark" } },
      },
    });
    expect(change.status).toBe(200);
    expect((await settingsOf("sunrise")).json.value).toEqual({
      deposit_times: { enabled: true, value: 3 },
      theme: { enabled: true, value: "dark" },
    });
    expect((await settingsOf("royal")).json.value).toEqual({});

    await server.call("/__dev/install-settings", {
      body: { merchant: "sunrise", settings: { theme: null } },
    });
    expect((await settingsOf("sunrise")).json.value).toEqual({ deposit_times: { enabled: true, value: 3 } });
  });

  it("a reset gives the settings back to the merchant file", async () => {
    await server.call("/__dev/install-settings", {
      body: { merchant: "sunrise", settings: { reg_days: { enabled: true } } },
    });
    await server.call("/__dev/reset", { method: "POST" });
    expect((await settingsOf("sunrise")).json.value).toEqual({});
    // A reset seeds every merchant again: slow on a busy machine.
  }, 60_000);
});

describe("POST /__dev/install-settings", () => {
  it.each([
    [{ merchant: "sunrise", settings: [] }, "settings must be"],
    [{ merchant: "sunrise", settings: { "Bad-Name": { enabled: true } } }, "is not a setting name"],
    [{ merchant: "sunrise", settings: { theme: { enabled: "yes" } } }, "enabled must be a boolean"],
    [{ merchant: "sunrise", settings: { theme: { enabled: true, value: {} } } }, "value must be"],
    [{ merchant: "nobody", settings: {} }, ""],
  ])("refuses %j", async (body, message) => {
    const reply = await server.call("/__dev/install-settings", { body });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.json)).toContain(message);
  });
});
