import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/** A call an ad-network stand-in recorded (server/dev/ad-network-controls.ts). */
export interface RecordedCall {
  network: string;
  call: unknown;
  /** What the page let the network see with it: address, referrer, cookies (null when unsaid). */
  seen: Record<string, string | null> | null;
  createdAt: number;
}

/**
 * What the stand-ins recorded for the merchant since `since` (ms): every journey of the worker's
 * scope tracks, so a test reads only what came after it started.
 */
export async function networkCalls(
  request: APIRequestContext,
  merchant: string,
  since: number,
  network?: string,
): Promise<RecordedCall[]> {
  const query = new URLSearchParams({ merchant, ...(network ? { network } : {}) });
  const response = await request.get(`/__dev/ad-networks/calls?${query}`);
  expect(response.ok()).toBe(true);
  return (((await response.json()).value ?? []) as RecordedCall[]).filter((call) => call.createdAt >= since);
}
