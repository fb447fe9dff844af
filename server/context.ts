/** What every route group needs, handed to each as its plugin options. */
import type { CaptchaBook } from "./captcha/captcha-book";
import type { BackOfficeOverrides } from "./data/back-office";
import type { ChatSettings } from "./data/chat-settings";
import type { ContentOverrides } from "./data/content-overrides";
import type { DomainHosts } from "./data/domain-hosts";
import type { MobileTemplateOverrides } from "./data/download-settings";
import type { InstallSettingsOverrides } from "./data/install-settings";
import type { LiveFlags } from "./data/live-flags";
import type { Database } from "./db";
import type { Merchant } from "./merchants";

export const MODES = ["production", "development", "test"] as const;
export type Mode = (typeof MODES)[number];

export interface ServerContext {
  db: Database;
  merchants: ReadonlyMap<string, Merchant>;
  /** Captcha challenges, passes and answers handed out (in memory). */
  captcha: CaptchaBook;
  /** Whitelabel flags and switches changed at run time (development controls). */
  liveFlags: LiveFlags;
  /** Banner, lane and game lists answered instead of the seed (development control). */
  contentOverrides: ContentOverrides;
  /** Install-prompt settings changed by POST /__dev/install-settings (development control). */
  installSettings: InstallSettingsOverrides;
  /** mobileTemplate fields of the status call changed at run time (development control). */
  mobileTemplate: MobileTemplateOverrides;
  /** gw, SMS provider and push settings of the status call changed at run time (POST /__dev/back-office). */
  backOffice: BackOfficeOverrides;
  /** Host names whose status call answers domain_not_available (POST /__dev/domains). */
  domainHosts: DomainHosts;
  /** Customer-service entries, provider scripts and chat launch answers (docs/customer-service.md). */
  chat: ChatSettings;
}
