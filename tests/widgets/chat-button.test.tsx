// @vitest-environment jsdom
/**
 * The floating chat button (spec sections 2, 6, 7 and 9) over the fake backend, with the fake
 * clock for the unread poll: the badge, the launch query and where its answer opens, and the
 * type 4 and type -1 rules.
 */
import { describe, expect, it } from "vitest";
import type { LanguageCode } from "../../engine/config/merchant-config";
import { CHAT_UNREAD_POLL_MS, FLOATING_WIDGETS_DELAY_MS } from "../../engine/constants";
import chatButton from "../../widgets/chat-button/register";
import { fail, fireEvent, renderWidget, screen, waitFor } from "./harness";

const UNREAD = "/wps/relay/CBS_unreadCount";
const LAUNCH = "/wps/relay/CBS_launchChat";
const CBS3_ON = { features: { CBS3: true } };

const BUTTON_NAME = /^(Chat with customer service|聯繫線上客服)/;

async function mount(options: Parameters<typeof renderWidget>[1] = {}) {
  const page = await renderWidget(chatButton, { config: CBS3_ON, ...options });
  if (options.fakeClock) {
    // The floating slot waits for the page's load; then the lazy view and its first answers.
    await page.advance(FLOATING_WIDGETS_DELAY_MS);
    await page.settle();
    return { page, button: screen.getByRole("button", { name: BUTTON_NAME }) };
  }
  const button = await screen.findByRole(
    "button",
    { name: BUTTON_NAME },
    { timeout: FLOATING_WIDGETS_DELAY_MS * 3 },
  );
  return { page, button };
}

describe("the chat button", () => {
  it("is not there without CBS3", async () => {
    const page = await renderWidget(chatButton, { config: { features: { CBS3: false } }, fakeClock: true });
    await page.advance(FLOATING_WIDGETS_DELAY_MS * 2);
    expect(screen.queryByRole("button", { name: /customer service/ })).toBeNull();
  });

  it("shows the unread count and polls it every CHAT_UNREAD_POLL_MS", async () => {
    let count = 2;
    const { page, button } = await mount({
      session: {},
      fakeClock: true,
      responses: { [UNREAD]: () => ({ unReadCount: count }) },
    });
    expect(button.getAttribute("aria-label")).toBe("Chat with customer service, 2 unread");
    expect(screen.getByTestId("chat-unread").textContent).toBe("2");
    const asked = page.requestsTo(UNREAD).length;
    count = 120;
    await page.advance(CHAT_UNREAD_POLL_MS - 1);
    expect(page.requestsTo(UNREAD)).toHaveLength(asked);
    await page.advance(1);
    await page.settle();
    expect(page.requestsTo(UNREAD)).toHaveLength(asked + 1);
    expect(screen.getByTestId("chat-unread").textContent).toBe("99+");
    count = 0;
    await page.advance(CHAT_UNREAD_POLL_MS);
    await page.settle();
    expect(screen.queryByTestId("chat-unread")).toBeNull();
  });

  it("stops polling while the page is hidden and asks again when it shows", async () => {
    const { page } = await mount({
      session: {},
      fakeClock: true,
      responses: { [UNREAD]: { unReadCount: 1 } },
    });
    const asked = page.requestsTo(UNREAD).length;
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
      document.dispatchEvent(new Event("visibilitychange"));
    };
    try {
      setVisibility("hidden");
      await page.advance(CHAT_UNREAD_POLL_MS * 3);
      expect(page.requestsTo(UNREAD)).toHaveLength(asked);
      setVisibility("visible");
      await page.settle();
      expect(page.requestsTo(UNREAD)).toHaveLength(asked + 1);
    } finally {
      Reflect.deleteProperty(document, "visibilityState");
    }
  });

  it("keeps the last count quietly when the poll fails", async () => {
    let answer: unknown = { unReadCount: 3 };
    const { page } = await mount({ session: {}, fakeClock: true, responses: { [UNREAD]: () => answer } });
    expect(screen.getByTestId("chat-unread").textContent).toBe("3");
    answer = fail("system.busy");
    await page.advance(CHAT_UNREAD_POLL_MS);
    await page.settle();
    expect(screen.getByTestId("chat-unread").textContent).toBe("3");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("never asks for type 4, and tells them chat is not for their account", async () => {
    const { page, button } = await mount({
      session: { type: 4 },
      fakeClock: true,
      responses: { [UNREAD]: { unReadCount: 5 } },
    });
    await page.advance(CHAT_UNREAD_POLL_MS * 2);
    expect(page.requestsTo(UNREAD)).toHaveLength(0);
    fireEvent.click(button);
    await page.settle();
    expect(screen.getByRole("alertdialog").textContent).toContain("Your account cannot use online chat.");
    expect(page.requestsTo(LAUNCH)).toHaveLength(0);
  });

  it("sends a visitor (type -1) to /m/login, without asking for a count", async () => {
    const { page, button } = await mount({ fakeClock: true });
    expect(page.requestsTo(UNREAD)).toHaveLength(0);
    fireEvent.click(button);
    await page.settle();
    expect(page.location().pathname).toBe("/m/login");
    expect(page.requestsTo(LAUNCH)).toHaveLength(0);
  });

  it.each([
    ["EN", "EN"],
    ["TW", "CN"],
  ] as const)(
    "launches with b2c, title, backUrl and the chat language (%s → %s), in the app's viewer",
    async (app, sent) => {
      const { page, button } = await mount({
        config: {
          ...CBS3_ON,
          languages: { default: "EN", supported: ["EN", "TW"] as [LanguageCode, ...LanguageCode[]] },
        },
        language: app,
        session: {},
        responses: { [UNREAD]: { unReadCount: 1 }, [LAUNCH]: { chatUrl: "/wps/demo/chat?member=7" } },
      });
      fireEvent.click(button);
      const viewer = await screen.findByRole("dialog");
      const [request] = page.requestsTo(LAUNCH);
      expect(request?.query).toMatchObject({ b2c: "1", language: sent });
      expect(request?.query.title).toBeTruthy();
      expect(request?.query.backUrl).toMatch(/^https?:\/\//);
      expect(viewer.querySelector("iframe")?.getAttribute("src")).toMatch(/\/wps\/demo\/chat\?member=7$/);
      expect(viewer.querySelector("iframe")?.getAttribute("referrerpolicy")).toBe("no-referrer");
      expect(page.opened).toEqual([]);
      // Closing it asks for the count again: what was read there is read.
      const before = page.requestsTo(UNREAD).length;
      fireEvent.click(screen.getByRole("button", { name: { EN: "Close chat", TW: "關閉聊天" }[app] }));
      await page.settle();
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(page.requestsTo(UNREAD).length).toBe(before + 1);
    },
  );

  it("opens a new tab when the answer says so", async () => {
    const { page, button } = await mount({
      session: {},
      responses: { [LAUNCH]: { chatUrl: "https://chat.example/room", newWindow: true } },
    });
    fireEvent.click(button);
    await waitFor(() => expect(page.opened).toEqual(["https://chat.example/room"]));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it.each([{}, { chatUrl: "" }, { chatUrl: "javascript:alert(1)" }])(
    "explains an answer without a usable chatUrl (%j)",
    async (answer) => {
      const { page, button } = await mount({ session: {}, responses: { [LAUNCH]: answer } });
      fireEvent.click(button);
      expect((await screen.findByRole("alertdialog")).textContent).toContain("The chat could not be opened.");
      expect(page.opened).toEqual([]);
      expect(screen.queryByRole("dialog")).toBeNull();
    },
  );
});
