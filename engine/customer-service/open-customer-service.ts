import type { CustomerServiceEntry } from "../api/system";
import type { MerchantConfig } from "../config/merchant-config";
import { httpUrl } from "../routing/external-links";
import type { ChatIdentity, ProviderScript } from "./adapters/types";
import { customerServiceEntries, entryAddress } from "./cs-entries";
import type { ProviderPage } from "./provider-chat";

/**
 * Entries for a member: those matching the VIP label first, else those with no label
 * restriction (spec section 6), ordered by their position.
 */
export function entriesFor<T extends CustomerServiceEntry>(
  entries: T[],
  labelId: string | number | null,
): T[] {
  const byPosition = [...entries].sort((a, b) => (a.csPosition ?? 0) - (b.csPosition ?? 0));
  const labelled =
    labelId == null ? [] : byPosition.filter((e) => e.labelIds?.map(String).includes(String(labelId)));
  return labelled.length ? labelled : byPosition.filter((e) => !e.labelIds?.length);
}

/** What opening customer service needs from the app (engine/customer-service/request.ts builds it). */
export interface CustomerServiceRequest {
  /** The status call's `info.customerService`, unchecked. */
  fromStatus: unknown;
  /** The merchant config's entries, used when the platform sends none. */
  fromConfig: MerchantConfig["customerService"];
  labelId: string | number | null;
  identity: ChatIdentity;
  /** The page's origin: entry paths may be site paths. */
  origin: string;
  /** Opens an entry's page (a new window). */
  open: (url: string) => void;
  /** The providers' scripts (`WPSCORE_getCustomerServiceScript`); a failure counts as none. */
  scripts: () => Promise<ProviderScript[]>;
  /** Tells the member something (a `chat_` message id), optionally offering the entry's page. */
  tell: (messageId: string, openPage?: () => void) => void;
  /** The page provider scripts run in; the browser's by default. */
  page?: ProviderPage;
}

/** Stops the provider chat started last (its timers); a new open replaces it. */
let stopLast: (() => void) | null = null;

/**
 * Opens the member's customer service: the entry for their VIP label (else an unrestricted one);
 * with a script for its provider, the provider's widget (engine/customer-service/provider-chat.ts),
 * else the entry's own page. Resolves false only when the merchant has no entry; every other
 * problem (an undecodable path, a provider that never loads) is told to the member here.
 */
export async function openCustomerService(request: CustomerServiceRequest): Promise<boolean> {
  const entry = entriesFor(
    customerServiceEntries(request.fromStatus, request.fromConfig),
    request.labelId,
  )[0];
  if (!entry) return false;
  // All at once: the member's tap is waiting, and a new window opened late may be blocked.
  const [{ decodeCustomerServicePath }, scripts, { adapterFor }, { browserPage, startProviderChat }] =
    await Promise.all([
      import("../http/legacy-cipher"),
      request.scripts().catch(() => []),
      import("./adapters/index"),
      import("./provider-chat"),
    ]);
  const url = entryAddress(entry, request.origin, decodeCustomerServicePath);
  if (!url) {
    console.warn(`[customer service] the ${entry.csType} entry's path is not an address: ${entry.path}`);
    request.tell("chat_cs_path_invalid");
    return true;
  }
  const script = Array.isArray(scripts)
    ? scripts.find((candidate) => candidate?.csType === entry.csType)
    : undefined;
  const adapter = adapterFor(entry.csType);
  // The provider's script runs in the page: only an http(s) address from the platform is taken.
  const src = typeof script?.src === "string" ? httpUrl(script.src, request.origin)?.href : undefined;
  if (!script || !src || !adapter) {
    request.open(url);
    return true;
  }
  stopLast?.();
  stopLast = startProviderChat(
    adapter,
    { csType: script.csType, src, settings: script.settings ?? {} },
    request.identity,
    request.page ?? browserPage(),
    (reason) => {
      console.warn(`[customer service] ${entry.csType} script: ${reason}`);
      request.tell("chat_provider_failed", () => request.open(url));
    },
  );
  return true;
}
