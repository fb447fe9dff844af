// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import home from "../../widgets/home/register";
import { Reply } from "./fake-transport";
import { fireEvent, httpStatus, renderWidget, screen, within } from "./harness";

const BANNERS = [
  {
    title: "Weekend bonus",
    url: "https://cdn.example/banners/weekend.png",
    linkageType: "P",
    linkage: "101",
  },
  {
    title: "Brand news",
    url: "https://cdn.example/banners/news.png",
    linkageType: "URL",
    linkage: "https://www.acme.example/news",
  },
  {
    title: "Ad partner",
    url: "https://cdn.example/banners/ad.png",
    linkageType: "URL",
    linkage: "https://advertiser.example/offer",
  },
  { title: "Welcome picture", url: "https://cdn.example/banners/w.png", groupName: "m_popup1" },
  { title: "Odd one", url: "https://cdn.example/banners/odd.png", linkageType: "Q", linkage: "x" },
];
const ANNOUNCEMENTS = {
  banners: BANNERS,
  player: [
    { id: 1, title: "Deposits are instant today", content: "" },
    { id: 2, title: "New lottery draw at 9 pm", content: "" },
  ],
};
const GAMES = {
  matches: [
    { gameCode: "S2", gameName: "Second Slot", vendor: "PG", category: "SLOT", ordinal: 101, trial: true },
    {
      gameCode: "L1",
      gameName: "Fast Three",
      vendor: "GD",
      gameType: "LOTTERY",
      category: "LOTTERY",
      ordinal: 0,
      hot: true,
    },
    {
      gameCode: "S1",
      gameName: "First Slot",
      vendor: "PG",
      category: "SLOT",
      ordinal: 100,
      hot: true,
      trial: true,
    },
  ],
};
const LANES = {
  data: {
    lanes: [
      {
        title: "Slots",
        gameClassify: "SLOT",
        gameCount: 1,
        cards: [
          { accountTypeName: "PG", displayName: "PG Soft", icon: "https://cdn.example/pg.png" },
          { accountTypeName: "RNG", displayName: "RNG Games" },
          { accountTypeName: "PVP", displayName: "PVP Games" },
        ],
      },
      { title: "Empty lane", cards: [] },
      { title: "Live casino", gameCount: 12, cards: [{ accountTypeName: "EVO", displayName: "Evolution" }] },
    ],
  },
};
const PICTURE = new Reply(200, "<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml");
const CONTENT = {
  "/wps/relay/MCSFE_getListAnnouncements": ANNOUNCEMENTS,
  "/wps/relay/GCSGAME_getGameMatchV2": GAMES,
  "/wps/relay/GCSGAME_newGameVendor": LANES,
  "/banners/weekend.png": PICTURE,
  "/banners/news.png": PICTURE,
};

async function openHome(options: Parameters<typeof renderWidget>[1] = {}) {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  URL.createObjectURL ??= () => "blob:picture";
  URL.revokeObjectURL ??= () => undefined;
  // The part below the fold is its own lazy chunk: loaded ahead, as the harness does for the view.
  await import("../../widgets/home/below-fold");
  const page = await renderWidget(home, { responses: CONTENT, ...options });
  await page.settle();
  return page;
}

describe("the home screen", () => {
  it("shows the banners, the announcement line, hot games, games by category and the vendor lanes", async () => {
    await openHome();
    const main = screen.getByRole("main", { name: "Home · Acme Games" });
    const banners = within(main).getByRole("region", { name: "Promotions" });
    // The welcome picture belongs to the popups.
    expect(
      within(banners)
        .getAllByRole("button", { name: /^(?!Banner|Pause|Play)/ })
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Weekend bonus", "Brand news", "Ad partner", "Odd one"]);
    expect(within(main).getByRole("region", { name: "Announcements" }).textContent).toBe(
      "Deposits are instant today   ·   New lottery draw at 9 pm",
    );
    const hot = within(main).getByRole("region", { name: "Hot games" });
    expect(
      within(hot)
        .getAllByRole("listitem")
        .map((card) => card.querySelector("button")?.textContent),
    ).toEqual(["Fast Three", "First Slot"]);
    const categories = within(main).getByRole("region", { name: "Games" });
    expect(
      within(categories)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Lottery", "Slots"]);
    fireEvent.click(within(categories).getByRole("tab", { name: "Slots" }));
    expect(
      within(within(categories).getByRole("tabpanel"))
        .getAllByRole("listitem")
        .map((li) => li.textContent?.replace("Try free", "")),
    ).toEqual(["First Slot", "Second Slot"]);
    const slots = within(main).getByRole("region", { name: "Slots" });
    expect(within(slots).getByText("1 game")).toBeTruthy();
    // Spec section 5: RNG and PVP show as one TCG card.
    expect(
      within(slots)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Open PG Soft", "Open TCG"]);
    expect(within(main).queryByRole("region", { name: "Empty lane" })).toBeNull();
    expect(within(main).getByRole("region", { name: "Live casino" }).textContent).toContain("12 games");
  });

  it("fetches banner pictures as blobs and keeps the skeleton for one that fails", async () => {
    const page = await openHome();
    expect(page.requestsTo("/banners/weekend.png")).toHaveLength(1);
    const banners = screen.getByRole("region", { name: "Promotions" });
    expect(
      within(screen.getByRole("button", { name: "Weekend bonus" }))
        .getByRole("presentation")
        .getAttribute("src"),
    ).toMatch(/^blob:/);
    expect(within(banners).getByRole("button", { name: "Ad partner" }).querySelector("img")).toBeNull();
  });

  it("a banner opens its promotion, its page with the token only on the merchant's domain, or nothing", async () => {
    const page = await openHome({
      session: { token: "member-token" },
      config: { api: { allowedExternalDomains: ["acme.example"] } },
    });
    fireEvent.click(screen.getByRole("button", { name: "Weekend bonus" }));
    await page.settle();
    expect(page.location().pathname).toBe("/m/activity");
    expect(page.location().search).toBe("?id=101");
  });

  it("sends the merchant's own page the token and merchant, an advertiser's page neither", async () => {
    const page = await openHome({
      session: { token: "member-token" },
      config: { api: { allowedExternalDomains: ["acme.example"] } },
    });
    fireEvent.click(screen.getByRole("button", { name: "Brand news" }));
    fireEvent.click(screen.getByRole("button", { name: "Ad partner" }));
    fireEvent.click(screen.getByRole("button", { name: "Odd one" }));
    expect(page.opened).toEqual([
      "https://www.acme.example/news?token=member-token&merchant=acme",
      "https://advertiser.example/offer",
    ]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('unknown linkageType "Q"'));
  });

  it("a visitor's tap on a game goes to log in, and trial games offer a free try", async () => {
    const page = await openHome();
    const hot = screen.getByRole("region", { name: "Hot games" });
    expect(within(hot).getByRole("button", { name: "Try First Slot for free" })).toBeTruthy();
    expect(within(hot).queryByRole("button", { name: "Try Fast Three for free" })).toBeNull();
    fireEvent.click(within(hot).getByRole("button", { name: "First Slot" }));
    await page.settle();
    expect(page.location().pathname).toBe("/m/login");
  });

  it("asks for announcements without the member's token and for the html5 vendor lanes (spec sections 6, 7)", async () => {
    const page = await openHome({ session: { token: "member-token" } });
    const [announcements] = page.requestsTo("/wps/relay/MCSFE_getListAnnouncements");
    expect(announcements?.query).toEqual({ types: "PR", platform: "M" });
    expect(announcements?.headers.authorization).toBeUndefined();
    const [lanes] = page.requestsTo("/wps/relay/GCSGAME_newGameVendor");
    expect(lanes?.query).toEqual({ platform: "html5" });
    expect(lanes?.headers.authorization).toBe("member-token");
    // Each list is asked for once, however often React renders the screen.
    for (const path of [
      "/wps/relay/MCSFE_getListAnnouncements",
      "/wps/relay/GCSGAME_getGameMatchV2",
      "/wps/relay/GCSGAME_newGameVendor",
    ]) {
      expect(page.requestsTo(path)).toHaveLength(1);
    }
  });

  it("reaches the landing page by its aliases too", async () => {
    await openHome({ path: "/m/index.html" });
    expect(screen.getByRole("main", { name: "Home · Acme Games" })).toBeTruthy();
  });

  it("leaves out what the platform has none of, without an empty box", async () => {
    await openHome({
      responses: {
        "/wps/relay/MCSFE_getListAnnouncements": {},
        "/wps/relay/GCSGAME_getGameMatchV2": {},
        "/wps/relay/GCSGAME_newGameVendor": { data: {} },
      },
    });
    for (const name of ["Promotions", "Announcements", "Hot games", "Games"]) {
      expect(screen.queryByRole("region", { name })).toBeNull();
    }
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says when the lanes could not load and loads them again on Retry", async () => {
    let calls = 0;
    const page = await openHome({
      responses: {
        ...CONTENT,
        "/wps/relay/GCSGAME_newGameVendor": () => (++calls === 1 ? httpStatus(502) : LANES),
      },
    });
    const failure = screen.getByRole("alert");
    expect(failure.textContent).toContain("This could not be loaded.");
    // A 502 is rejected quietly (spec section 8): no notice on top of the inline message.
    expect(screen.queryByRole("alertdialog")).toBeNull();
    fireEvent.click(within(failure).getByRole("button", { name: "Retry" }));
    await page.settle();
    expect(screen.getByRole("region", { name: "Slots" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
