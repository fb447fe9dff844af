import { useCallback, useEffect, useRef, useState } from "react";
import { LOADING, type Loadable } from "../stores/loadable";

/**
 * Calls under way, by key: a screen that mounts while another asks the same thing waits on the
 * same answer instead of sending a second request. A call leaves the map once it has answered.
 */
const underWay = new Map<string, Promise<unknown>>();

/** `ask()` under `key`, joining a call already under way when `join` says so. */
function call<T>(key: string, ask: () => Promise<T>, join: boolean): Promise<T> {
  const known = underWay.get(key);
  if (join && known) return known as Promise<T>;
  const made = ask();
  underWay.set(key, made);
  const leave = () => {
    if (underWay.get(key) === made) underWay.delete(key);
  };
  made.then(leave, leave);
  return made;
}

const FAILED: Loadable<never> = { state: "failed" };

export interface ServerData<T> {
  /** For LoadableView: loading, the answer, or failed (the failure itself is already told). */
  data: Loadable<T>;
  /** Asks again showing the loading state: the retry, or after an action that changes the answer. */
  reload: () => void;
  /**
   * Asks again under what is shown (fresh points under an open dialog): the answer replaces it, a
   * failure leaves it. Resolves with the answer, or null when there was none.
   */
  refresh: () => Promise<T | null>;
  /** Changes a shown answer with what an action told (a redemption's new points); a later answer wins. */
  update: (change: (shown: T) => T) => void;
}

export interface ServerDataOptions {
  /** When the key changes, the last answer stays until the new one comes (a list after a new order). */
  keep?: boolean;
}

/**
 * Server data for a screen, the one way screens load it. `key` names what `ask` fetches, inputs
 * included (`news/12`): a new key asks again, and two screens asking one key at once share one
 * request (so one key must always mean one answer); null asks nothing. An answer that comes after
 * the screen has left, after the key changed, or after a newer ask or update, is dropped.
 */
export function useServerData<T>(
  key: string | null,
  ask: () => Promise<T>,
  { keep = false }: ServerDataOptions = {},
): ServerData<T> {
  const [data, setData] = useState<Loadable<T>>(LOADING);
  // The latest render's `ask`, so a screen's inline function does not ask again on every render.
  const latestAsk = useRef(ask);
  latestAsk.current = ask;
  // Bumped by every ask, update and unmount: an answer applies only while its turn is current.
  const turn = useRef(0);
  const shown = useRef(data);
  shown.current = data;

  const start = useCallback(
    (how: "mount" | "reload" | "refresh"): Promise<T | null> => {
      if (key === null) return Promise.resolve(null);
      const mine = ++turn.current;
      if (how === "reload" || (how === "mount" && !keep)) setData(LOADING);
      return call(key, latestAsk.current, how === "mount").then(
        (value) => {
          if (turn.current === mine) setData({ state: "ready", value });
          return value;
        },
        () => {
          if (turn.current === mine)
            setData((now) => (how === "refresh" && now.state === "ready" ? now : FAILED));
          return null;
        },
      );
    },
    [key, keep],
  );

  useEffect(() => {
    if (key === null) setData(LOADING);
    else void start("mount");
    return () => {
      turn.current++;
    };
  }, [key, start]);

  const reload = useCallback(() => void start("reload"), [start]);
  const refresh = useCallback(() => start("refresh"), [start]);
  const update = useCallback((change: (shown: T) => T) => {
    // Only over an answer: while loading, the coming answer must still land.
    if (shown.current.state !== "ready") return;
    turn.current++;
    setData((now) => (now.state === "ready" ? { state: "ready", value: change(now.value) } : now));
  }, []);
  return { data, reload, refresh, update };
}
