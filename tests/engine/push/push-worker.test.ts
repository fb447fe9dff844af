/**
 * The service worker's push handlers, driven with stand-ins for the worker's registration,
 * clients and events (no real service worker, and no push from FCM: its servers are outside
 * this machine). The payloads are FCM's web-push shape: `notification`, `data`, `fcmOptions`.
 */
import { describe, expect, it, vi } from "vitest";
import {
  notificationFromPush,
  notificationTarget,
  readPushData,
  type WindowClientLike,
} from "../../../engine/push/push-notification";
import { onNotificationClick, onPush, type PushWorkerScope } from "../../../engine/push/push-worker";

const ORIGIN = "https://sunrise.example";
const ICON = `${ORIGIN}/m/icons/icon-192.png`;

describe("notificationTarget: a tap opens only the app's own pages", () => {
  it.each([
    [undefined, `${ORIGIN}/m/`],
    ["", `${ORIGIN}/m/`],
    [42, `${ORIGIN}/m/`],
    ["/m/deposit", `${ORIGIN}/m/deposit`],
    ["/m/activity/7?from=push", `${ORIGIN}/m/activity/7?from=push`],
    [`${ORIGIN}/m/news`, `${ORIGIN}/m/news`],
    ["deposit", `${ORIGIN}/m/deposit`],
    ["/wps/relay/x", `${ORIGIN}/m/`],
    ["/", `${ORIGIN}/m/`],
    ["https://elsewhere.example/m/home", `${ORIGIN}/m/`],
    ["javascript:alert(1)", `${ORIGIN}/m/`],
    ["//elsewhere.example/m/", `${ORIGIN}/m/`],
    ["http://[bad", `${ORIGIN}/m/`],
  ])("%j → %s", (url, expected) => {
    expect(notificationTarget(url, ORIGIN)).toBe(expected);
  });
});

describe("notificationFromPush", () => {
  it.each<[string, unknown, ReturnType<typeof notificationFromPush>]>([
    [
      "FCM notification with a link in data",
      {
        notification: { title: "Bonus", body: "10 free spins", icon: "/m/brand/bell.png" },
        data: { url: "/m/reward" },
      },
      {
        title: "Bonus",
        options: {
          body: "10 free spins",
          icon: `${ORIGIN}/m/brand/bell.png`,
          data: { url: `${ORIGIN}/m/reward` },
        },
      },
    ],
    [
      "data-only message (title and body in data), fcmOptions link",
      { data: { title: "Deposit arrived", body: "$50", tag: "deposit" }, fcmOptions: { link: "/m/member" } },
      {
        title: "Deposit arrived",
        options: { body: "$50", icon: ICON, tag: "deposit", data: { url: `${ORIGIN}/m/member` } },
      },
    ],
    [
      "click_action and an https image",
      {
        notification: {
          title: "News",
          click_action: "/m/news",
          image: "https://cdn.example/p.png",
          icon: "http://insecure.example/i.png",
        },
      },
      {
        title: "News",
        options: { icon: ICON, image: "https://cdn.example/p.png", data: { url: `${ORIGIN}/m/news` } },
      },
    ],
    [
      "a link to another site opens the app",
      { notification: { body: "Hello" }, data: { url: "https://phish.example/login" } },
      { title: "", options: { body: "Hello", icon: ICON, data: { url: `${ORIGIN}/m/` } } },
    ],
    ["nothing to show", { notification: {}, data: { url: "/m/" } }, null],
    ["blank title and body", { notification: { title: "  ", body: "" } }, null],
    ["not an object", "hello", null],
    ["an array", [1], null],
    ["null", null, null],
  ])("%s", (_, payload, expected) => {
    expect(notificationFromPush(payload, ORIGIN)).toEqual(expected);
  });
});

describe("readPushData", () => {
  it("JSON, text that is not JSON, and no data", () => {
    expect(readPushData({ json: () => ({ a: 1 }) })).toEqual({ a: 1 });
    expect(
      readPushData({
        json: () => {
          throw new SyntaxError("not JSON");
        },
      }),
    ).toBeNull();
    expect(readPushData(null)).toBeNull();
  });
});

function scope(open: WindowClientLike[] = []) {
  const shown: Array<{ title: string; options: object }> = [];
  const opened: string[] = [];
  const worker: PushWorkerScope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => open,
      openWindow: async (url) => {
        opened.push(url);
        return null;
      },
    },
  };
  return { worker, shown, opened };
}

function event<T extends object>(fields: T) {
  const waits: Promise<unknown>[] = [];
  return { ...fields, waitUntil: (promise: Promise<unknown>) => void waits.push(promise), waits };
}

describe("onPush", () => {
  it("shows FCM's notification and keeps the worker alive until it shows", async () => {
    const { worker, shown } = scope();
    const push = event({ data: { json: () => ({ notification: { title: "Hi", body: "There" } }) } });
    onPush(push, worker);
    expect(push.waits).toHaveLength(1);
    await Promise.all(push.waits);
    expect(shown).toEqual([
      { title: "Hi", options: { body: "There", icon: ICON, data: { url: `${ORIGIN}/m/` } } },
    ]);
  });

  it("shows nothing for an empty push or one that is not JSON", () => {
    const { worker, shown } = scope();
    onPush(event({ data: null }), worker);
    onPush(
      event({
        data: {
          json: () => {
            throw new SyntaxError("x");
          },
        },
      }),
      worker,
    );
    expect(shown).toEqual([]);
  });
});

describe("onNotificationClick", () => {
  const click = (data: unknown) => event({ notification: { data, close: vi.fn() } });

  it("with no tab of the app open, opens one on the notification's page", async () => {
    const { worker, opened } = scope([
      { url: "https://elsewhere.example/m/", focus: vi.fn(async () => undefined) },
    ]);
    const tap = click({ url: `${ORIGIN}/m/deposit` });
    onNotificationClick(tap, worker);
    await Promise.all(tap.waits);
    expect(tap.notification.close).toHaveBeenCalled();
    expect(opened).toEqual([`${ORIGIN}/m/deposit`]);
  });

  it("focuses an open tab of the app and takes it to the page", async () => {
    const app = {
      url: `${ORIGIN}/m/home`,
      focus: vi.fn(async () => undefined),
      navigate: vi.fn(async () => null),
    };
    const { worker, opened } = scope([app]);
    const tap = click({ url: `${ORIGIN}/m/news` });
    onNotificationClick(tap, worker);
    await Promise.all(tap.waits);
    expect(app.focus).toHaveBeenCalled();
    expect(app.navigate).toHaveBeenCalledWith(`${ORIGIN}/m/news`);
    expect(opened).toEqual([]);
  });

  it("a tab already on the page is only focused", async () => {
    const app = {
      url: `${ORIGIN}/m/news`,
      focus: vi.fn(async () => undefined),
      navigate: vi.fn(async () => null),
    };
    const { worker } = scope([app]);
    const tap = click({ url: `${ORIGIN}/m/news` });
    onNotificationClick(tap, worker);
    await Promise.all(tap.waits);
    expect(app.focus).toHaveBeenCalled();
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it.each([[undefined], [{ url: "https://phish.example/" }], ["just text"]])(
    "a notification carrying %j opens the app's start",
    async (data) => {
      const { worker, opened } = scope();
      const tap = click(data);
      onNotificationClick(tap, worker);
      await Promise.all(tap.waits);
      expect(opened).toEqual([`${ORIGIN}/m/`]);
    },
  );
});
