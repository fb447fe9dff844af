import type { MemberServiceSources } from "../customer-service/request";
import type { AppDownloadRequests } from "../engagement/app-download-requests";
import { appDownloadUrl } from "../platform/app-download";
import type { AppEnvironment } from "../platform/environment";
import type { LinkRules } from "../routing/link-rules";
import type { SystemStore } from "../stores/system-store";

/** What a tap elsewhere in the app may open: customer service, the app download, a new window. */
export interface FeatureOpeners {
  /** Customer service for this member (engine/customer-service/, docs/customer-service.md). */
  openCustomerService(): Promise<boolean>;
  /**
   * The app-download modal when its widget is there (spec §2), else the native download link
   * directly: the shortcut button's APP_DOWNLOAD and the in-app-only game message.
   */
  openAppDownload(): void;
  /** Opens an address in a new window (a chat whose launch answer asks for one). */
  openWindow(url: string): void;
}

export function createFeatureOpeners(deps: {
  /** Read on each open: the member, the live settings and the language of that moment. */
  customerService: MemberServiceSources;
  appDownload: Pick<AppDownloadRequests, "open">;
  system: Pick<SystemStore, "resources">;
  environment: Pick<AppEnvironment, "ios">;
  links: Pick<LinkRules, "openExternal">;
  openWindow: (url: string) => void;
}): FeatureOpeners {
  return {
    async openCustomerService() {
      // Loaded on the first tap: none of it is needed to show the first page.
      const { openForMember } = await import("../customer-service/request");
      return openForMember(deps.customerService, deps.openWindow);
    },
    openAppDownload() {
      if (deps.appDownload.open()) return;
      const url = appDownloadUrl(deps.system.resources, deps.environment.ios);
      if (url) deps.links.openExternal(url);
      else console.warn("[app-download] the merchant lists no app download for this phone");
    },
    openWindow: (url) => deps.openWindow(url),
  };
}
