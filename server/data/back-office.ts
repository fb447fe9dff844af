/**
 * The back office's settings the status call carries besides the feature flags and the download
 * bar: gw.PROFILE_ICON_COUNT, the SMS provider (smsProvider: flag, apiKey, appId, authDomain,
 * projectId, messagingSenderId) and the push settings (pushSettings: appId, apiKey, authDomain,
 * projectId, messagingSenderId, vapidKey, googleWebClientId, facebookAppId). Each starts from the
 * merchant file; POST /__dev/back-office lays an operator's change over it (in memory, per
 * merchant; reset forgets them). docs/dev-controls.md, "Back-office settings".
 */
import type { Merchant } from "../merchants";

export const BACK_OFFICE_BLOCKS = ["gw", "smsProvider", "pushSettings"] as const;
export type BackOfficeBlock = (typeof BACK_OFFICE_BLOCKS)[number];

const SMS_PROVIDER_FIELDS = ["apiKey", "appId", "authDomain", "projectId", "messagingSenderId"];
const PUSH_FIELDS = [...SMS_PROVIDER_FIELDS, "vapidKey", "googleWebClientId", "facebookAppId"];

const pick = (source: Record<string, string>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((field) => field in source).map((field) => [field, source[field]]));

export class BackOfficeOverrides {
  private readonly byMerchant = new Map<string, Partial<Record<BackOfficeBlock, Record<string, unknown>>>>();

  /** Lays `fields` over the block (values as given, so a test can hand the app a bad one); null gives the block back to the file. */
  change(merchant: string, block: BackOfficeBlock, fields: Record<string, unknown> | null): void {
    const current = this.byMerchant.get(merchant) ?? {};
    if (fields === null) delete current[block];
    else current[block] = { ...current[block], ...fields };
    this.byMerchant.set(merchant, current);
  }

  of(merchant: string): Partial<Record<BackOfficeBlock, Record<string, unknown>>> {
    return this.byMerchant.get(merchant) ?? {};
  }

  clear(): void {
    this.byMerchant.clear();
  }

  /** The three blocks as the status call answers them now. */
  statusFields(merchant: Merchant): Record<BackOfficeBlock, Record<string, unknown>> {
    const changed = this.of(merchant.code);
    const seed = merchant.backOffice;
    return {
      gw: {
        GEETEST_ID: merchant.geetest.id,
        GEETEST_VERSION: merchant.geetest.version,
        PROFILE_ICON_COUNT: seed.profileIconCount,
        ...changed.gw,
      },
      smsProvider: {
        flag: seed.smsLogin === "firebase",
        ...pick(seed.firebase, SMS_PROVIDER_FIELDS),
        ...changed.smsProvider,
      },
      pushSettings: { ...pick(seed.firebase, PUSH_FIELDS), ...changed.pushSettings },
    };
  }
}
