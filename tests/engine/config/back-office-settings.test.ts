// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it, vi } from "vitest";
import type { SystemStatus } from "../../../engine/api/system";
import { BACK_OFFICE_SOURCES } from "../../../engine/config/back-office-settings";
import {
  liveAuth,
  liveFirebase,
  liveMobileTemplate,
  livePwa,
  liveTimings,
} from "../../../engine/config/generated/back-office-shapes";
import { livePartsFrom } from "../../../engine/config/live-settings";
import type { MerchantConfig } from "../../../engine/config/merchant-config";
import { type AnswerShape, findProblem } from "../../../engine/http/answer-shape";
import { ConfigStore } from "../../../engine/stores/config-store";
import { BACK_OFFICE_PARTS, livePartNode } from "../../../scripts/gen-types";
import { testConfig } from "../test-stores";

const status = (extra: Partial<SystemStatus>): SystemStatus => ({
  maintenance: false,
  regionRestriction: false,
  ...extra,
});
const backOffice = (extra: Partial<SystemStatus>, built: MerchantConfig = testConfig) =>
  livePartsFrom(status(extra), built, BACK_OFFICE_SOURCES);

const withFirebase: MerchantConfig = {
  ...testConfig,
  auth: { smsLogin: "firebase", socialChannels: ["google"] },
  firebase: { apiKey: "build-key", projectId: "build-project", authEmulatorUrl: "http://127.0.0.1:9099" },
  timings: { profileIconCount: 9 },
};

describe("the back office's parts of the status call", () => {
  it("say nothing when the status carries none of them", () => {
    expect(backOffice({})).toEqual({ parts: {}, problems: [] });
  });

  it("lay the push settings and the SMS provider's keys over firebase, the provider's winning, empty keys saying nothing", () => {
    const { parts, problems } = backOffice({
      pushSettings: { apiKey: "push-key", vapidKey: "V", googleWebClientId: "web-id", facebookAppId: "" },
      smsProvider: { flag: true, apiKey: "sms-key", projectId: "p" },
    });
    expect(problems).toEqual([]);
    expect(parts.firebase).toEqual({
      apiKey: "sms-key",
      vapidKey: "V",
      googleWebClientId: "web-id",
      projectId: "p",
    });
  });

  it("leave firebase alone when the blocks carry only the flag, as for a merchant without firebase", () => {
    expect(backOffice({ smsProvider: { flag: false }, pushSettings: {} }).parts).toEqual({});
  });

  it("never take an emulator address, or any key the firebase block does not know", () => {
    const { parts } = backOffice({
      pushSettings: { authEmulatorUrl: "http://evil.example", other: 1, appId: "a" },
    });
    expect(parts.firebase).toEqual({ appId: "a" });
  });

  it("read the provider's flag: on is firebase's SMS sign-in; off stops it, and leaves the platform's SMS alone", () => {
    expect(
      backOffice({ smsProvider: { flag: true } }, { ...testConfig, auth: { smsLogin: "platform" } }).parts
        .auth,
    ).toEqual({ smsLogin: "firebase" });
    expect(backOffice({ smsProvider: { flag: false } }, withFirebase).parts.auth).toEqual({
      smsLogin: "off",
    });
    expect(
      backOffice({ smsProvider: { flag: false } }, { ...testConfig, auth: { smsLogin: "platform" } }).parts
        .auth,
    ).toBeUndefined();
  });

  it("take gw.PROFILE_ICON_COUNT as timings.profileIconCount", () => {
    expect(backOffice({ gw: { PROFILE_ICON_COUNT: 12, GEETEST_ID: "x" } }).parts.timings).toEqual({
      profileIconCount: 12,
    });
  });

  it("take mobileTemplate, its pwa texts over the pwa block, and treat a bare pwa switch as no texts", () => {
    const { parts } = backOffice({
      info: {
        mobileTemplate: {
          desktop_app_feature: true,
          app_desc: "Play anywhere",
          image_logo: "https://cdn.example/logo.png",
          pwa: { title: "Royal Live", shortName: "Royal", themeColor: "#000000" },
        },
      },
    });
    expect(parts.mobileTemplate).toEqual({
      desktop_app_feature: true,
      app_desc: "Play anywhere",
      image_logo: "https://cdn.example/logo.png",
    });
    // Colours paint the static shell and the manifest: those come only with a build.
    expect(parts.pwa).toEqual({ title: "Royal Live", shortName: "Royal" });
    expect(backOffice({ info: { mobileTemplate: { pwa: true } } }).parts.pwa).toBeUndefined();
  });

  it("refuse an image_logo that is not an http(s) address or a path, keeping the build's logo", () => {
    const { parts, problems } = backOffice({
      info: { mobileTemplate: { image_logo: "javascript:alert(1)" } },
    });
    expect(parts).toEqual({});
    expect(problems).toEqual([
      { part: "mobileTemplate", details: "/image_logo not an http(s) address or a path on this site" },
    ]);
    expect(backOffice({ info: { mobileTemplate: { image_logo: "" } } }).parts.mobileTemplate).toEqual({
      image_logo: "",
    });
  });

  it("report each bad part by name and leave it out, keeping the good ones", () => {
    const { parts, problems } = backOffice({
      gw: { PROFILE_ICON_COUNT: 0 },
      smsProvider: { flag: "yes" },
      pushSettings: "on" as never,
      info: { mobileTemplate: { desktop_app_feature: "true", app_desc: "ok" } },
    });
    expect(parts).toEqual({});
    expect(problems).toEqual([
      { part: "firebase", details: "/ not object" },
      { part: "auth", details: expect.stringContaining("/smsLogin not one of") },
      { part: "timings", details: "/profileIconCount below 1" },
      { part: "mobileTemplate", details: "/desktop_app_feature not boolean" },
    ]);
  });
});

describe("ConfigStore with the back office's parts", () => {
  it("shows the build's values until the parts are read, then the status's over them, the rest of each block kept", () => {
    const store = new ConfigStore(withFirebase, () => undefined);
    store.applyStatus(
      status({
        gw: { PROFILE_ICON_COUNT: 4 },
        smsProvider: { flag: false },
        pushSettings: { googleWebClientId: "live-web-id" },
        info: { mobileTemplate: { image_logo: "/m/brand/live.png" } },
      }),
    );
    expect(store.current.timings?.profileIconCount).toBe(9);
    expect(store.current.auth?.smsLogin).toBe("firebase");

    store.addSources(BACK_OFFICE_SOURCES);
    expect(store.current.timings?.profileIconCount).toBe(4);
    expect(store.current.auth).toEqual({ smsLogin: "off", socialChannels: ["google"] });
    expect(store.current.firebase).toEqual({
      apiKey: "build-key",
      projectId: "build-project",
      authEmulatorUrl: "http://127.0.0.1:9099",
      googleWebClientId: "live-web-id",
    });
    expect(store.current.mobileTemplate?.image_logo).toBe("/m/brand/live.png");
  });

  it("reads them from every later status too, keeping the last good one of a bad part", () => {
    const warn = vi.fn();
    const store = new ConfigStore(withFirebase, warn);
    store.addSources(BACK_OFFICE_SOURCES);
    store.applyStatus(status({ gw: { PROFILE_ICON_COUNT: 6 } }));
    store.applyStatus(status({ gw: { PROFILE_ICON_COUNT: "many" } }));
    expect(store.current.timings?.profileIconCount).toBe(6);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/Live setting "timings" .*profileIconCount not integer/),
    );
  });
});

describe("the back office's compact shapes", () => {
  // Full ajv on the same cut of the merchant schema is the reference (scripts/gen-types.ts, livePartNode).
  const schema = JSON.parse(readFileSync("schemas/merchant.schema.json", "utf8"));
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
  const SHAPES: Record<string, AnswerShape> = {
    liveFirebase,
    liveAuth,
    liveTimings,
    liveMobileTemplate,
    livePwa,
  };
  const VALUES: Record<string, unknown[]> = {
    liveFirebase: [
      {},
      { apiKey: "" },
      { apiKey: "k" },
      { googleWebClientId: 1 },
      { projectId: "p", vapidKey: "v" },
      [],
    ],
    liveAuth: [{}, { smsLogin: "firebase" }, { smsLogin: "sms" }, { smsLogin: true }],
    liveTimings: [{}, { profileIconCount: 1 }, { profileIconCount: 0 }, { profileIconCount: 2.5 }, "9"],
    liveMobileTemplate: [
      {},
      { desktop_app_feature: true, app_desc: "a", image_logo: "" },
      { desktop_app_feature: "true" },
      { app_desc: "" },
      { app_desc: "x".repeat(301) },
      { image_logo: 3 },
    ],
    livePwa: [{}, { title: "T" }, { title: "" }, { shortName: "1234567890123" }, { shortName: "Short" }],
  };
  for (const [name, part] of Object.entries(BACK_OFFICE_PARTS)) {
    it(`${name} agrees with the merchant schema's cut`, () => {
      const validate = ajv.compile(livePartNode(schema, part));
      const shape = SHAPES[name];
      if (!shape) throw new Error(`no shape ${name}`);
      for (const value of VALUES[name] ?? []) {
        expect({ value, fits: findProblem(shape, value) === null }).toEqual({ value, fits: validate(value) });
      }
    });
  }
});
