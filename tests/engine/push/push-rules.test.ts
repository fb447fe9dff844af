import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../../engine/platform/storage";
import {
  PUSH_PROMPT_KEYS,
  type PushPage,
  promptDue,
  pushSettings,
  pushSupported,
  readPermission,
  rememberedPrompt,
  shouldRegister,
} from "../../../engine/push/push-rules";

const firebase = {
  apiKey: "key",
  projectId: "demo",
  appId: "1:1:web:1",
  messagingSenderId: "1",
  vapidKey: "BKey",
};

describe("pushSettings", () => {
  it.each([
    ["push off", { push: { enabled: false }, firebase }, null],
    ["no push block", { firebase }, null],
    ["no firebase", { push: { enabled: true } }, null],
    ["no vapid key", { push: { enabled: true }, firebase: { ...firebase, vapidKey: undefined } }, null],
    ["no sender id", { push: { enabled: true }, firebase: { ...firebase, messagingSenderId: "" } }, null],
    ["no app id", { push: { enabled: true }, firebase: { ...firebase, appId: undefined } }, null],
    ["complete, topic ALL", { push: { enabled: true }, firebase }, { ...firebase, topic: "ALL" }],
    [
      "complete, own topic and auth domain",
      { push: { enabled: true, topic: "VIP" }, firebase: { ...firebase, authDomain: "d.example" } },
      { ...firebase, authDomain: "d.example", topic: "VIP" },
    ],
  ])("%s", (_, config, expected) => {
    expect(pushSettings(config as Parameters<typeof pushSettings>[0])).toEqual(expected);
  });
});

describe("pushSupported and readPermission", () => {
  const full = { Notification: { permission: "default" }, PushManager: {}, navigator: { serviceWorker: {} } };
  it.each([
    ["everything there", full, true],
    ["no Notification (iOS Safari in a tab)", { ...full, Notification: undefined }, false],
    ["no PushManager", { ...full, PushManager: undefined }, false],
    ["no service worker", { ...full, navigator: {} }, false],
  ])("%s → %s", (_, win, expected) => {
    expect(pushSupported(win)).toBe(expected);
  });

  it.each([
    ["default", "default"],
    ["granted", "granted"],
    ["denied", "denied"],
    ["something else", "denied"],
  ])("permission %s reads as %s", (permission, expected) => {
    expect(readPermission({ Notification: { permission }, navigator: {} })).toBe(expected);
  });

  it("no Notification reads as denied", () => {
    expect(readPermission({ navigator: {} })).toBe("denied");
  });
});

const page: PushPage = {
  settings: { ...firebase, topic: "ALL" },
  loggedIn: true,
  supported: true,
  nativeApp: false,
  line: false,
  permission: "default",
};
const fresh = { shownThisSession: false, declined: false };

describe("promptDue (spec §4: once per session unless declined) and shouldRegister (§4 Auth)", () => {
  it.each<[string, Partial<PushPage>, typeof fresh, boolean, boolean]>([
    ["logged in, browser not asked yet", {}, fresh, true, false],
    ["already shown this session", {}, { ...fresh, shownThisSession: true }, false, false],
    ["declined before on this device", {}, { ...fresh, declined: true }, false, false],
    ["permission granted: registers without asking", { permission: "granted" }, fresh, false, true],
    ["permission denied: neither", { permission: "denied" }, fresh, false, false],
    ["visitor", { loggedIn: false }, fresh, false, false],
    ["visitor with permission", { loggedIn: false, permission: "granted" }, fresh, false, false],
    ["push off for the merchant", { settings: null }, fresh, false, false],
    ["no web push in this browser", { supported: false }, fresh, false, false],
    ["inside the native shell", { nativeApp: true }, fresh, false, false],
    ["native shell, granted", { nativeApp: true, permission: "granted" }, fresh, false, false],
    ["LINE's in-app browser", { line: true }, fresh, false, false],
  ])("%s", (_, change, remembered, due, register) => {
    expect(promptDue({ ...page, ...change }, remembered)).toBe(due);
    expect(shouldRegister({ ...page, ...change })).toBe(register);
  });
});

describe("rememberedPrompt", () => {
  it.each([
    [{}, {}, fresh],
    [{ [PUSH_PROMPT_KEYS.shown]: "1" }, {}, { shownThisSession: true, declined: false }],
    [{}, { [PUSH_PROMPT_KEYS.declined]: "1" }, { shownThisSession: false, declined: true }],
    [{ [PUSH_PROMPT_KEYS.shown]: "yes" }, { [PUSH_PROMPT_KEYS.declined]: "{" }, fresh],
  ])("session %j, local %j", (session, local, expected) => {
    expect(rememberedPrompt({ session: memoryStorage(session), local: memoryStorage(local) })).toEqual(
      expected,
    );
  });
});
