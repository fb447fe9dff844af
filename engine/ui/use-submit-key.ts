import { useRef } from "react";
import { randomDeviceId } from "../identity/device-id";

/**
 * The key a money submit carries (`requestId`, docs/money.md): one per thing the member means to
 * send. A retry after a failure or a timeout sends the same key, so the backend answers the order
 * it may already have made instead of making a second one; once a submit succeeds, or the member
 * changes what they send (`intent`: the channel and amount, say), the next submit gets a new key.
 */
export function useSubmitKey(intent: string): { key: () => string; succeeded: () => void } {
  const current = useRef<{ intent: string; key: string } | null>(null);
  return {
    key: () => {
      if (current.current?.intent !== intent) current.current = { intent, key: randomDeviceId() };
      return current.current.key;
    },
    succeeded: () => {
      current.current = null;
    },
  };
}
