import { getCustomerServiceScript } from "../api/promotions";
import type { MerchantConfig } from "../config/merchant-config";
import type { HttpClient } from "../http/client";
import { chatUserLanguage } from "../i18n/purpose-languages";
import type { LinkRules } from "../routing/link-rules";
import type { I18nStore } from "../stores/i18n-store";
import type { MemberStore } from "../stores/member-store";
import type { NoticeStore } from "../stores/notice-store";
import type { SystemStore } from "../stores/system-store";
import type { ProviderScript } from "./adapters/types";
import { type CustomerServiceRequest, openCustomerService } from "./open-customer-service";

/** What opening a member's customer service reads of the app (engine/root/feature-openers.ts hands it). */
export interface MemberServiceSources {
  readonly config: MerchantConfig;
  readonly member: Pick<MemberStore, "info" | "displayName">;
  readonly system: Pick<SystemStore, "status" | "unavailable">;
  readonly i18n: Pick<I18nStore, "language" | "loadParts">;
  readonly links: Pick<LinkRules, "origin">;
  readonly notices: Pick<NoticeStore, "show">;
  readonly http: HttpClient;
}

/**
 * What the opener is handed: the entries, the member's label and identity (spec section 9: the
 * customer name, merchant plus id, the chat-user language), and how to tell the member (the
 * `chat` catalogue part, loaded first: this can run from any screen).
 */
export function customerServiceRequest(
  sources: MemberServiceSources,
  open: (url: string) => void,
): CustomerServiceRequest {
  const { member, system, config, i18n } = sources;
  const info = member.info;
  return {
    // On a domain that is not available the failed status call's value brings them (docs/domains.md).
    fromStatus: system.status?.info?.customerService ?? system.unavailable?.customerService,
    fromConfig: config.customerService,
    labelId: info?.clubLabel?.labelId ?? null,
    identity: {
      name: member.displayName,
      id: info ? `${config.code}${info.id}` : null,
      language: chatUserLanguage(i18n.language),
    },
    origin: sources.links.origin,
    open,
    scripts: async () => (await getCustomerServiceScript(sources.http)).scripts as ProviderScript[],
    tell: (messageId, openPage) => {
      void i18n.loadParts(["chat"]).then(() =>
        sources.notices.show({
          message: { id: messageId },
          ...(openPage ? { action: { label: { id: "chat_open_page" }, run: openPage } } : {}),
        }),
      );
    },
  };
}

/** Opens the member's customer service (loaded on demand by engine/root/feature-openers.ts). */
export function openForMember(sources: MemberServiceSources, open: (url: string) => void): Promise<boolean> {
  return openCustomerService(customerServiceRequest(sources, open));
}
