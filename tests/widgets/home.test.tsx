// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import home from "../../widgets/home/register";
import { fireEvent, httpStatus, renderWidget, screen, within } from "./harness";

const ANNOUNCEMENTS = {
  banners: [
    { title: "Weekend bonus", url: "https://cdn.example/banners/weekend.png" },
    { title: "Lucky draw", url: "https://cdn.example/banners/draw.png" },
  ],
  player: [
    { id: 1, title: "Deposits are instant today", content: "" },
    { id: 2, title: "New lottery draw at 9 pm", content: "" },
  ],
};
const LANES = {
  data: {
    lanes: [
      {
        title: "Slots",
        gameCount: 1,
        cards: [{ accountTypeName: "PG", displayName: "PG Soft", icon: "https://cdn.example/pg.png" }],
      },
      { title: "Live casino", gameCount: 12, cards: [{ accountTypeName: "EVO", displayName: "Evolution" }] },
    ],
  },
};
const CONTENT = {
  "/wps/relay/MCSFE_getListAnnouncements": ANNOUNCEMENTS,
  "/wps/relay/GCSGAME_newGameVendor": LANES,
};

describe("the home screen", () => {
  it("shows the banners, the announcement line and a row of cards per vendor lane", async () => {
    await renderWidget(home, { responses: CONTENT });
    const main = screen.getByRole("main", { name: "Home · Acme Games" });
    const banners = within(main).getByRole("region", { name: "Promotions" });
    expect(
      within(banners)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(["Weekend bonus", "Lucky draw"]);
    expect(within(main).getByRole("region", { name: "Announcements" }).textContent).toBe(
      "Deposits are instant today   ·   New lottery draw at 9 pm",
    );
    const slots = within(main).getByRole("region", { name: "Slots" });
    expect(within(slots).getByRole("heading", { name: "Slots" })).toBeTruthy();
    expect(within(slots).getByText("1 game")).toBeTruthy();
    expect(within(slots).getByRole("listitem").textContent).toBe("PG Soft");
    expect(within(main).getByRole("region", { name: "Live casino" }).textContent).toContain("12 games");
  });

  it("reaches the landing page by its aliases too", async () => {
    await renderWidget(home, { path: "/m/index.html", responses: CONTENT });
    expect(screen.getByRole("main", { name: "Home · Acme Games" })).toBeTruthy();
  });

  it("asks for announcements without the member's token and for the html5 vendor lanes (spec sections 6, 7)", async () => {
    const page = await renderWidget(home, { session: { token: "member-token" }, responses: CONTENT });
    const [announcements] = page.requestsTo("/wps/relay/MCSFE_getListAnnouncements");
    expect(announcements?.query).toEqual({ types: "PR", platform: "M" });
    expect(announcements?.headers.authorization).toBeUndefined();
    const [lanes] = page.requestsTo("/wps/relay/GCSGAME_newGameVendor");
    expect(lanes?.query).toEqual({ platform: "html5" });
    expect(lanes?.headers.authorization).toBe("member-token");
  });

  it("leaves out what the platform has none of, without an empty box", async () => {
    await renderWidget(home, {
      responses: {
        "/wps/relay/MCSFE_getListAnnouncements": {},
        "/wps/relay/GCSGAME_newGameVendor": { data: {} },
      },
    });
    expect(screen.queryByRole("region", { name: "Promotions" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Announcements" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says when the lanes could not load and loads them again on Retry", async () => {
    let calls = 0;
    const page = await renderWidget(home, {
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
