import type { FeatureKey, MerchantConfig } from "../config/merchant-config";
import type { HttpClient } from "../http/client";
import type { PasswordChangeHold } from "../identity/password-change-hold";
import { pixelTrackBundle } from "../identity/pixel-track";
import { readRegistrationInfo } from "../identity/registration-info";
import type { RememberedLoginStore } from "../identity/remembered-login";
import type { CookieJar } from "../platform/cookies";
import { type AppEnvironment, deviceKind } from "../platform/environment";
import type { KeyValueStorage } from "../platform/storage";
import { returnPathOf } from "../routing/return-path";
import type { RouteStore } from "../routing/route-store";
import { type IdentityApi, identityApi } from "../stores/identity/identity-api";
import type { IdentityState } from "../stores/identity/identity-state";
import { IdentityStore } from "../stores/identity-store";
import type { MemberStore } from "../stores/member-store";
import type { NoticeStore } from "../stores/notice-store";
import type { SessionStore } from "../stores/session-store";
import type { PageLocation } from "../stores/system-store";
import type { TrackingStore } from "../tracking/tracking-store";
import type { Navigate } from "./navigator";

export interface IdentityFlowParts {
  http: HttpClient;
  identityApi?: IdentityApi;
  state: IdentityState;
  remembered: RememberedLoginStore;
  session: SessionStore;
  passwordChange: PasswordChangeHold;
  member: MemberStore;
  config: () => MerchantConfig;
  feature: (key: FeatureKey) => boolean;
  environment: AppEnvironment;
  deviceId: () => string;
  userAgent: string;
  navigate: Navigate;
  route: RouteStore;
  wait?: (ms: number) => Promise<void>;
  notices: NoticeStore;
  tracking: TrackingStore;
  localStorage: KeyValueStorage;
  cookies: CookieJar;
  location: PageLocation;
  registerUrl?: () => string;
}

/**
 * The sign-in flows (engine/stores/identity-facade.ts): this module and what it imports load on
 * first use, none of it on the first page.
 */
export function createIdentityFlows(parts: IdentityFlowParts): IdentityStore {
  const { route, localStorage, location } = parts;
  return new IdentityStore({
    api: parts.identityApi ?? identityApi(parts.http),
    state: parts.state,
    session: parts.session,
    passwordChange: parts.passwordChange,
    member: parts.member,
    remembered: parts.remembered,
    config: parts.config,
    feature: parts.feature,
    environment: parts.environment,
    deviceId: parts.deviceId,
    device: () => deviceKind(parts.environment, parts.userAgent),
    navigate: parts.navigate,
    returnPath: () => returnPathOf(route.search),
    currentPath: () => `${route.pathname}${route.search}`,
    wait: parts.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    notices: parts.notices,
    tracking: parts.tracking,
    registrationContext: () => {
      const info = readRegistrationInfo(localStorage);
      return {
        affiliateCode: info.affiliateCode,
        referralCode: info.referralCode,
        domain: info.originalDomain ?? location.host.split(":")[0] ?? null,
        pixelTrack: pixelTrackBundle(parts.config(), localStorage, parts.cookies),
        registerUrl: parts.registerUrl?.() ?? `${location.protocol}//${location.host}/m/register`,
      };
    },
  });
}
