import { aicanAdapter } from "./aican";
import { comm100Adapter } from "./comm100";
import { liveChatAdapter } from "./livechat";
import { miduokeAdapter } from "./miduoke";
import type { ChatAdapter } from "./types";

const ADAPTERS: Record<string, ChatAdapter> = {
  AICAN: aicanAdapter,
  MIDUOKE: miduokeAdapter,
  LIVECHAT: liveChatAdapter,
  COMM100: comm100Adapter,
  COMM100VIP: comm100Adapter,
};

/** The adapter of a csType, or null for a type this app has none for (its entry's page opens). */
export function adapterFor(csType: string): ChatAdapter | null {
  return ADAPTERS[csType] ?? null;
}
