import { getCustomerServiceScript } from "../api/promotions";
import { chatUserLanguage } from "../i18n/purpose-languages";
import type { RootStore } from "../stores/root-store";
import type { ProviderScript } from "./adapters/types";
import { type CustomerServiceRequest, openCustomerService } from "./open-customer-service";

/**
 * What RootStore.openCustomerService hands the opener: the entries, the member's label and
 * identity (spec section 9: the customer name, merchant plus id, the chat-user language), and how
 * to tell the member (the `chat` catalogue part, loaded first: this can run from any screen).
 */
export function customerServiceRequest(
  stores: RootStore,
  open: (url: string) => void,
): CustomerServiceRequest {
  const info = stores.member.info;
  return {
    // On a domain that is not available the failed status call's value brings them (docs/domains.md).
    fromStatus: stores.system.status?.info?.customerService ?? stores.system.unavailable?.customerService,
    fromConfig: stores.config.customerService,
    labelId: info?.clubLabel?.labelId ?? null,
    identity: {
      name: stores.member.displayName,
      id: info ? `${stores.config.code}${info.id}` : null,
      language: chatUserLanguage(stores.i18n.language),
    },
    origin: stores.links.origin,
    open,
    scripts: async () => (await getCustomerServiceScript(stores.http)).scripts as ProviderScript[],
    tell: (messageId, openPage) => {
      void stores.i18n.loadParts(["chat"]).then(() =>
        stores.notices.show({
          message: { id: messageId },
          ...(openPage ? { action: { label: { id: "chat_open_page" }, run: openPage } } : {}),
        }),
      );
    },
  };
}

/** Opens the member's customer service (RootStore.openCustomerService loads this module on demand). */
export function openForMember(stores: RootStore, open: (url: string) => void): Promise<boolean> {
  return openCustomerService(customerServiceRequest(stores, open));
}
