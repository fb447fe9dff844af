/**
 * The one way the app adds a third party's script (the captcha, the mini-game, a chat provider,
 * an ad network, Google's one-tap): once per address, through the Trusted Types policy, one retry
 * after a failed fetch, and an optional time limit. Each loader keeps its own timings
 * (engine/constants.ts) and says what a failure means to it.
 */
import { scriptUrl } from "../security/trusted-types";

/** Why a script is not there: its fetch failed twice, it took too long, or it ran without its API. */
export type ScriptFailure = "load" | "timeout" | "not-ready";

export class ScriptLoadError extends Error {
  constructor(
    readonly url: string,
    readonly reason: ScriptFailure,
    message: string,
  ) {
    super(message);
    this.name = "ScriptLoadError";
  }
}

/** The clock the time limit runs on; tests pass fake timers. */
export interface ScriptTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: never): void;
}

// Looked up on every call, so vi.useFakeTimers() installed after this module loaded still applies.
const pageTimers: ScriptTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

export interface LoadScriptOptions {
  document?: Document;
  /** The longest the script may take, its retry included; without one, as long as the browser takes. */
  timeoutMs?: number;
  timers?: ScriptTimers;
  /** Attributes for the element (a `data-` mark the loader finds its script by). */
  attributes?: Readonly<Record<string, string>>;
  /** Whether the loaded script set up what it should; when not, the load counts as failed. */
  ready?: () => boolean;
}

interface Load {
  promise: Promise<void>;
  loaded: boolean;
}

/** One load per address per document: a second caller gets the same promise. */
const loads = new WeakMap<Document, Map<string, Load>>();

/**
 * Adds the script at `url` once and resolves when it has run. A failure rejects with a
 * ScriptLoadError, takes the element away and is forgotten, so a later call tries afresh; so is
 * a script that ran once but whose API is no longer there (`ready` says so).
 */
export function loadScript(url: string, options: LoadScriptOptions = {}): Promise<void> {
  const doc = options.document ?? document;
  let byUrl = loads.get(doc);
  if (!byUrl) {
    byUrl = new Map();
    loads.set(doc, byUrl);
  }
  const known = byUrl.get(url);
  if (known && !(known.loaded && options.ready && !options.ready())) return known.promise;
  const load: Load = { promise: inject(url, doc, options), loaded: false };
  byUrl.set(url, load);
  load.promise.then(
    () => {
      load.loaded = true;
    },
    () => {
      if (byUrl.get(url) === load) byUrl.delete(url);
    },
  );
  return load.promise;
}

function inject(url: string, doc: Document, options: LoadScriptOptions): Promise<void> {
  const timers = options.timers ?? pageTimers;
  const { timeoutMs } = options;
  return new Promise<void>((resolve, reject) => {
    let current: HTMLScriptElement | null = null;
    let retried = false;
    let done = false;
    let timer: unknown;
    const finish = (failure: ScriptFailure | null, message = "") => {
      if (done) return;
      done = true;
      if (timer !== undefined) timers.clearTimeout(timer as never);
      if (failure === null) return resolve();
      current?.remove();
      reject(new ScriptLoadError(url, failure, message));
    };
    const attempt = () => {
      const script = doc.createElement("script");
      current = script;
      script.async = true;
      for (const [name, value] of Object.entries(options.attributes ?? {})) script.setAttribute(name, value);
      script.addEventListener("load", () => {
        if (script !== current) return;
        if (!options.ready || options.ready()) finish(null);
        else finish("not-ready", `${url} loaded without setting up what it should`);
      });
      script.addEventListener("error", () => {
        if (script !== current || done) return;
        // A fetch that failed ran nothing, so trying again cannot run the script twice; a script
        // that is only late is not tried again, as a removed element still runs when it arrives.
        if (retried) return finish("load", `${url} did not load (failed on its retry too)`);
        retried = true;
        script.remove();
        attempt();
      });
      script.src = scriptUrl(url);
      doc.head.append(script);
    };
    if (timeoutMs !== undefined)
      timer = timers.setTimeout(
        () => finish("timeout", `${url} did not load within ${timeoutMs} ms`),
        timeoutMs,
      );
    try {
      attempt();
    } catch (error) {
      // An address the policy refuses (not http or https): nothing was added.
      if (timer !== undefined) timers.clearTimeout(timer as never);
      done = true;
      reject(error);
    }
  });
}
