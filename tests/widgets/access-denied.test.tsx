// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import accessDenied from "../../widgets/access-denied/register";
import home from "../../widgets/home/register";
import { CUSTOMER_SERVICE_URL, fireEvent, renderWidget, screen, waitFor, within } from "./harness";

const RESTRICTED = { regionRestriction: true, ip: "198.51.100.23" };

describe("the access-denied screen (spec section 2)", () => {
  it("replaces the page for a visitor from a restricted region, with their IP", async () => {
    const page = await renderWidget(accessDenied, { with: [home], status: RESTRICTED });
    expect(screen.getByRole("heading", { level: 1, name: "Access denied" })).toBeTruthy();
    expect(screen.getByText("Your IP: 198.51.100.23")).toBeTruthy();
    expect(
      screen.getByText("Our service is not available in your region or from your network."),
    ).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(page.requestsTo("/wps/relay/GCSGAME_newGameVendor")).toHaveLength(0);
  });

  it("reads the IP from the status call's location when it is there", async () => {
    await renderWidget(accessDenied, { status: { ...RESTRICTED, location: { ip: "192.0.2.99" } } });
    expect(screen.getByText("Your IP: 192.0.2.99")).toBeTruthy();
  });

  it("adds the English heading and description under the member's language", async () => {
    await renderWidget(accessDenied, { config: "royal", language: "CN", status: RESTRICTED });
    const heading = screen.getByRole("heading", { level: 1, name: /访问被拒绝/ });
    // English is fetched when the screen first shows.
    expect((await within(heading).findByText("Access denied")).getAttribute("lang")).toBe("en");
    expect(screen.getByRole("button", { name: "重试" })).toBeTruthy();
  });

  it("asks the status call again on Retry, waits visibly, and lets the page in once the region is open", async () => {
    let calls = 0;
    let open = () => {};
    const page = await renderWidget(accessDenied, {
      with: [home],
      responses: {
        "/wps/system/status": () =>
          ++calls === 1
            ? RESTRICTED
            : new Promise((resolve) => (open = () => resolve({ regionRestriction: false }))),
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    const waiting = await screen.findByRole("button", { name: "Checking again…" });
    expect(waiting.hasAttribute("disabled")).toBe(true);
    const [first, second] = page.requestsTo("/wps/system/status");
    expect(second?.query).toEqual(first?.query);
    open();
    expect(await screen.findByRole("heading", { name: "Home · Acme Games" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Access denied" })).toBeNull();
  });

  it("opens the merchant's customer service", async () => {
    const page = await renderWidget(accessDenied, { status: RESTRICTED });
    fireEvent.click(screen.getByRole("button", { name: "Contact customer service" }));
    await waitFor(() => expect(page.opened).toEqual([CUSTOMER_SERVICE_URL]));
  });

  it("says so when the merchant has no customer service to open", async () => {
    const page = await renderWidget(accessDenied, {
      status: { ...RESTRICTED, info: { customerService: [] } },
    });
    fireEvent.click(screen.getByRole("button", { name: "Contact customer service" }));
    const notice = await screen.findByRole("alertdialog", { name: "Notice" });
    expect(
      within(notice).getByText("Customer service is not available right now. Please try again later."),
    ).toBeTruthy();
    expect(page.opened).toEqual([]);
  });

  it("is not there for a visitor from an open region", async () => {
    await renderWidget(accessDenied, { with: [home] });
    expect(screen.queryByRole("heading", { name: "Access denied" })).toBeNull();
    expect(await screen.findByRole("heading", { name: "Home · Acme Games" })).toBeTruthy();
  });
});
