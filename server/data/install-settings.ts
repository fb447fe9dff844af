/**
 * The install-prompt settings each merchant's back office would set (spec §3, each {enabled,
 * value}): the merchant file's `installPrompt.settings`, with changes made by
 * POST /__dev/install-settings laid over them. Kept in memory; POST /__dev/reset and a restart
 * forget the changes.
 */

export interface InstallToggle {
  enabled: boolean;
  value: string | number | boolean | null;
}

export type InstallSettingsMap = Record<string, InstallToggle>;

export class InstallSettingsOverrides {
  private readonly changes = new Map<string, InstallSettingsMap>();

  /** `null` for a setting gives it back to the merchant file. */
  change(merchant: string, settings: Record<string, InstallToggle | null>): void {
    const own = { ...(this.changes.get(merchant) ?? {}) };
    for (const [name, toggle] of Object.entries(settings)) {
      if (toggle === null) delete own[name];
      else own[name] = toggle;
    }
    this.changes.set(merchant, own);
  }

  /** The merchant file's settings with this merchant's changes over them. */
  of(merchant: string, base: InstallSettingsMap): InstallSettingsMap {
    return { ...base, ...(this.changes.get(merchant) ?? {}) };
  }

  clear(): void {
    this.changes.clear();
  }
}
