import type { DeviceKind, LoginRequest } from "../../api/session";
import type { MerchantConfig } from "../../config/merchant-config";
import type { PasswordChangeHold } from "../../identity/password-change-hold";
import type { RememberedLoginStore } from "../../identity/remembered-login";
import type { AppEnvironment } from "../../platform/environment";
import type { TrackingStore } from "../../tracking/tracking-store";
import type { MemberStore } from "../member-store";
import type { NoticeStore } from "../notice-store";
import type { SessionStore } from "../session-store";
import type { IdentityApi } from "./identity-api";
import type { IdentityState } from "./identity-state";

/** Everything sign-in and registration reach outside themselves through, so tests pass fakes. */
export interface IdentityDeps {
  api: IdentityApi;
  /** The observable part screens watch (busy, the two-factor prompt, the bind choice). */
  state: IdentityState;
  session: SessionStore;
  /** The forced password change a sign-in may leave due (spec section 4). */
  passwordChange: Pick<PasswordChangeHold, "require" | "clear">;
  member: MemberStore;
  remembered: RememberedLoginStore;
  config: () => MerchantConfig;
  feature: (key: "MOBILEAUTOLOGIN3" | "PWDEXPFORCECHANGE3" | "FIREBASECREATEACC3") => boolean;
  environment: AppEnvironment;
  /** The device id sent as loginDeviceId (resolved on first use: it writes a cookie). */
  deviceId: () => string;
  /** Login and registration `device` (IPAD, PWA, WEBCLIP) when one applies. */
  device: () => LoginRequest["device"];
  navigate: (path: string, options?: { replace?: boolean }) => void;
  /** Where the login page was asked to return to (its checked `from` query), or null. */
  returnPath?: () => string | null;
  /** Where the member is now (path and query): where auto-login leaves them. */
  currentPath?: () => string;
  wait: (ms: number) => Promise<void>;
  now?: () => number;
  notices: NoticeStore;
  /** Registration and login events for the ad networks (spec section 3). */
  tracking: Pick<TrackingStore, "track">;
  /** Codes and tracking kept from the landing link, and the page's address. */
  registrationContext: () => {
    affiliateCode: string | null;
    referralCode: string | null;
    domain: string | null;
    pixelTrack: Record<string, string>;
    registerUrl: string;
  };
}

/** What every login and registration request says about the device (spec section 3). */
export function deviceFields(deps: Pick<IdentityDeps, "deviceId" | "environment" | "device">): {
  loginDeviceId: string;
  isOfficialAppLogin: boolean;
  device: DeviceKind | undefined;
} {
  return {
    loginDeviceId: deps.deviceId(),
    isOfficialAppLogin: deps.environment.nativeApp !== null,
    device: deps.device(),
  };
}
