import { availableParallelism } from "node:os";

/**
 * Runs `work` over `items`, at most `limit` at a time, and settles every item: one failure
 * does not stop the others (an invalid or broken merchant must not stop the rest).
 */
export async function settleEach<T, R>(
  items: readonly T[],
  work: (item: T) => Promise<R>,
  limit = availableParallelism(),
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: "fulfilled", value: await work(items[index] as T) };
      } catch (reason) {
        results[index] = { status: "rejected", reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}
