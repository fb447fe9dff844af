// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useServerData } from "../../engine/ui/use-server-data";

/** A request the test answers when it chooses, as a slow server would. */
function later<T>() {
  let answer!: (value: T) => void;
  let refuse!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { promise, answer, refuse };
}

/** A server whose every request waits for the test: `asked` lists them in order. */
function slowServer<T>() {
  const asked: Array<ReturnType<typeof later<T>>> = [];
  const ask = vi.fn(() => {
    const request = later<T>();
    asked.push(request);
    return request.promise;
  });
  return { ask, asked };
}

afterEach(cleanup);

describe("server data on a screen", () => {
  it("shows loading, then the answer", async () => {
    const server = slowServer<string[]>();
    const { result } = renderHook(() => useServerData("news", server.ask));
    expect(result.current.data).toEqual({ state: "loading" });
    await act(async () => server.asked[0]?.answer(["first"]));
    expect(result.current.data).toEqual({ state: "ready", value: ["first"] });
    expect(server.ask).toHaveBeenCalledTimes(1);
  });

  it("offers a retry after a failure, which shows loading and asks again", async () => {
    const server = slowServer<string>();
    const { result } = renderHook(() => useServerData("help", server.ask));
    await act(async () => server.asked[0]?.refuse(new Error("502")));
    expect(result.current.data).toEqual({ state: "failed" });
    act(() => result.current.reload());
    expect(result.current.data).toEqual({ state: "loading" });
    await act(async () => server.asked[1]?.answer("topics"));
    expect(result.current.data).toEqual({ state: "ready", value: "topics" });
    expect(server.ask).toHaveBeenCalledTimes(2);
  });

  it("drops a late answer to inputs the screen has left (a new key)", async () => {
    const server = slowServer<string>();
    const { result, rerender } = renderHook(({ id }) => useServerData(`news/${id}`, server.ask), {
      initialProps: { id: 1 },
    });
    rerender({ id: 2 });
    await act(async () => server.asked[1]?.answer("item 2"));
    await act(async () => server.asked[0]?.answer("item 1"));
    expect(result.current.data).toEqual({ state: "ready", value: "item 2" });
  });

  it("drops an earlier request's answer that comes after a reload's", async () => {
    const server = slowServer<number>();
    const { result } = renderHook(() => useServerData("orders", server.ask));
    act(() => result.current.reload());
    await act(async () => server.asked[1]?.answer(2));
    await act(async () => server.asked[0]?.answer(1));
    expect(result.current.data).toEqual({ state: "ready", value: 2 });
  });

  it("drops an answer that comes after the screen has left", async () => {
    const server = slowServer<string>();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const seen: unknown[] = [];
    const { unmount } = renderHook(() => {
      const loaded = useServerData("missions", server.ask);
      seen.push(loaded.data);
      return loaded;
    });
    const rendered = seen.length;
    unmount();
    await act(async () => server.asked[0]?.answer("late"));
    expect(seen).toHaveLength(rendered);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("shares a call under way: two screens asking one key send one request", async () => {
    const server = slowServer<string>();
    const first = renderHook(() => useServerData("deposit/settings", server.ask));
    const second = renderHook(() => useServerData("deposit/settings", server.ask));
    expect(server.ask).toHaveBeenCalledTimes(1);
    await act(async () => server.asked[0]?.answer("channels"));
    expect(first.result.current.data).toEqual({ state: "ready", value: "channels" });
    expect(second.result.current.data).toEqual({ state: "ready", value: "channels" });
    // Once answered, the call is no longer shared: a later screen asks afresh.
    renderHook(() => useServerData("deposit/settings", server.ask));
    expect(server.ask).toHaveBeenCalledTimes(2);
  });

  it("a screen left and opened again while its call is under way waits on that call", async () => {
    const server = slowServer<string>();
    renderHook(() => useServerData("agent", server.ask)).unmount();
    const again = renderHook(() => useServerData("agent", server.ask));
    await act(async () => server.asked[0]?.answer("application"));
    expect(server.ask).toHaveBeenCalledTimes(1);
    expect(again.result.current.data).toEqual({ state: "ready", value: "application" });
  });

  it("a reload does not join an older call: the answer after an action is asked after it", async () => {
    const server = slowServer<string>();
    renderHook(() => useServerData("market", server.ask));
    const other = renderHook(() => useServerData("market", server.ask));
    act(() => other.result.current.reload());
    expect(server.ask).toHaveBeenCalledTimes(2);
  });

  it("asks nothing under a null key", () => {
    const server = slowServer<string>();
    const { result } = renderHook(() => useServerData(null, server.ask));
    expect(server.ask).not.toHaveBeenCalled();
    expect(result.current.data).toEqual({ state: "loading" });
  });

  it("refreshes under what is shown: the answer replaces it, a failure leaves it", async () => {
    const server = slowServer<number>();
    const { result } = renderHook(() => useServerData("points", server.ask));
    await act(async () => server.asked[0]?.answer(10));
    let fresh: Promise<number | null> = Promise.resolve(null);
    act(() => {
      fresh = result.current.refresh();
    });
    expect(result.current.data).toEqual({ state: "ready", value: 10 });
    await act(async () => server.asked[1]?.answer(7));
    await expect(fresh).resolves.toBe(7);
    expect(result.current.data).toEqual({ state: "ready", value: 7 });
    act(() => {
      fresh = result.current.refresh();
    });
    await act(async () => server.asked[2]?.refuse(new Error("timeout")));
    await expect(fresh).resolves.toBeNull();
    expect(result.current.data).toEqual({ state: "ready", value: 7 });
  });

  it("keeps the last answer while a new key is asked, when told to", async () => {
    const server = slowServer<string[]>();
    const { result, rerender } = renderHook(
      ({ version }) => useServerData(`redemptions#${version}`, server.ask, { keep: true }),
      { initialProps: { version: 0 } },
    );
    await act(async () => server.asked[0]?.answer(["one"]));
    rerender({ version: 1 });
    expect(result.current.data).toEqual({ state: "ready", value: ["one"] });
    await act(async () => server.asked[1]?.answer(["two", "one"]));
    expect(result.current.data).toEqual({ state: "ready", value: ["two", "one"] });
  });

  it("an action's own answer wins over a refresh asked before it", async () => {
    const server = slowServer<number>();
    const { result } = renderHook(() => useServerData("market-points", server.ask));
    await act(async () => server.asked[0]?.answer(100));
    act(() => void result.current.refresh());
    act(() => result.current.update((points) => points - 30));
    expect(result.current.data).toEqual({ state: "ready", value: 70 });
    await act(async () => server.asked[1]?.answer(100));
    expect(result.current.data).toEqual({ state: "ready", value: 70 });
  });
});
