/**
 * Whitelabel flags and the registration captcha switch as the platform's operators would flip
 * them, set by POST /__dev/state: kept in memory over the merchant file's features, so a test
 * can turn GEETEST3 on without a rebuild. POST /__dev/reset and a restart forget them.
 */
import type { Merchant } from "../merchants";

export interface LiveFlagOverrides {
  whitelabel: Record<string, boolean>;
  registerCaptcha: boolean;
}

export class LiveFlags {
  private readonly overrides = new Map<string, LiveFlagOverrides>();

  of(merchant: string): LiveFlagOverrides {
    const own = this.overrides.get(merchant);
    return { whitelabel: { ...own?.whitelabel }, registerCaptcha: own?.registerCaptcha ?? false };
  }

  change(
    merchant: string,
    change: { whitelabel?: Record<string, boolean>; registerCaptcha?: boolean },
  ): void {
    const now = this.of(merchant);
    this.overrides.set(merchant, {
      whitelabel: { ...now.whitelabel, ...change.whitelabel },
      registerCaptcha: change.registerCaptcha ?? now.registerCaptcha,
    });
  }

  forget(merchant: string): void {
    this.overrides.delete(merchant);
  }

  clear(): void {
    this.overrides.clear();
  }

  /** The status call's `whitelabel`: the merchant file's features with the live changes over them. */
  features(merchant: Merchant): Record<string, boolean> {
    return { ...merchant.features, ...this.of(merchant.code).whitelabel };
  }
}
