import { vi } from "vitest";
import { PasswordChangeHold } from "../../../engine/identity/password-change-hold";
import { RememberedLoginStore } from "../../../engine/identity/remembered-login";
import { readEnvironment } from "../../../engine/platform/environment";
import { memoryStorage } from "../../../engine/platform/storage";
import type { IdentityApi } from "../../../engine/stores/identity/identity-api";
import type { IdentityDeps } from "../../../engine/stores/identity/identity-deps";
import { IdentityState } from "../../../engine/stores/identity/identity-state";
import type { MemberStore } from "../../../engine/stores/member-store";
import { NoticeStore } from "../../../engine/stores/notice-store";
import { SessionStore } from "../../../engine/stores/session-store";
import { TrackingStore } from "../../../engine/tracking/tracking-store";
import { testConfig } from "../test-stores";

/** The platform calls as plain fakes: each answers what the test tells it to. */
export function fakeIdentityApi() {
  return {
    login: vi.fn<IdentityApi["login"]>(),
    verifyLogin: vi.fn<IdentityApi["verifyLogin"]>(),
    logout: vi.fn<IdentityApi["logout"]>(),
    registerByUsername: vi.fn<IdentityApi["registerByUsername"]>(),
    registerByMobile: vi.fn<IdentityApi["registerByMobile"]>(),
    autoUsername: vi.fn<IdentityApi["autoUsername"]>(),
  } satisfies IdentityApi;
}

/** Identity's dependencies over fakes and memory storage: a browser, no landing codes. */
export function fakeIdentityDeps(overrides: Partial<IdentityDeps> = {}): IdentityDeps {
  const sessionStorage = memoryStorage();
  const session = overrides.session ?? new SessionStore(sessionStorage, testConfig.code);
  return {
    api: fakeIdentityApi(),
    state: new IdentityState(),
    session,
    passwordChange: new PasswordChangeHold(sessionStorage, session),
    member: { load: async () => undefined, info: null } as unknown as MemberStore,
    remembered: new RememberedLoginStore(memoryStorage()),
    config: () => testConfig,
    feature: () => false,
    environment: readEnvironment(""),
    deviceId: () => "d".repeat(36),
    device: () => undefined,
    navigate: vi.fn(),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    notices: new NoticeStore(),
    tracking: new TrackingStore(() => ({})),
    registrationContext: () => ({
      affiliateCode: null,
      referralCode: null,
      domain: null,
      pixelTrack: {},
      registerUrl: "http://acme.localhost/m/register",
    }),
    ...overrides,
  };
}
