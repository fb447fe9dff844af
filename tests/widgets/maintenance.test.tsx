// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import accessDenied from "../../widgets/access-denied/register";
import home from "../../widgets/home/register";
import maintenance from "../../widgets/maintenance/register";
import { CUSTOMER_SERVICE_URL, fireEvent, renderWidget, screen, waitFor, within } from "./harness";

/** Noon UTC: the same calendar day in every time zone the tests may run in. */
const END = Date.UTC(2030, 0, 2, 12, 0);

describe("the maintenance screen (spec section 2)", () => {
  it("replaces the whole page while the status call says maintenance", async () => {
    const page = await renderWidget(maintenance, {
      with: [home],
      status: {
        maintenance: true,
        maintenanceEnd: END,
        description: "Back after the upgrade",
        ip: "198.51.100.4",
      },
    });
    expect(screen.getByRole("heading", { level: 1, name: "Under maintenance" })).toBeTruthy();
    expect(screen.getByText(/^Expected end: Jan 2, 2030/)).toBeTruthy();
    expect(
      screen.getByText("We are upgrading our service to serve you better. Please come back soon."),
    ).toBeTruthy();
    expect(screen.getByText("Back after the upgrade")).toBeTruthy();
    expect(screen.getByText("Your IP: 198.51.100.4")).toBeTruthy();
    // Exclusive: no top bar, no home screen, and home's calls never go out.
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("heading", { name: /^Home/ })).toBeNull();
    expect(page.requestsTo("/wps/relay/MCSFE_getListAnnouncements")).toHaveLength(0);
  });

  it("gives no end time when the platform names none", async () => {
    await renderWidget(maintenance, { status: { maintenance: true } });
    expect(screen.getByRole("heading", { name: "Under maintenance" })).toBeTruthy();
    expect(screen.queryByText(/Expected end/)).toBeNull();
  });

  it("shows title and description in English too for a member reading another language", async () => {
    await renderWidget(maintenance, { config: "sunrise", language: "TH", status: { maintenance: true } });
    const heading = screen.getByRole("heading", { level: 1, name: /ปิดปรับปรุงระบบ/ });
    // English is fetched when the screen first shows.
    expect((await within(heading).findByText("Under maintenance")).getAttribute("lang")).toBe("en");
    const description = "We are upgrading our service to serve you better. Please come back soon.";
    expect(screen.getByText(description).getAttribute("lang")).toBe("en");
  });

  it("opens the merchant's customer service from Contact us", async () => {
    const page = await renderWidget(maintenance, { status: { maintenance: true } });
    fireEvent.click(screen.getByRole("button", { name: "Contact us" }));
    await waitFor(() => expect(page.opened).toEqual([CUSTOMER_SERVICE_URL]));
  });

  it("wins over the access-denied screen when both apply", async () => {
    await renderWidget(maintenance, {
      with: [accessDenied],
      status: { maintenance: true, regionRestriction: true },
    });
    expect(screen.getByRole("heading", { name: "Under maintenance" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Access denied" })).toBeNull();
  });

  it("is not there while the site is open", async () => {
    await renderWidget(maintenance, { with: [home] });
    expect(screen.queryByRole("heading", { name: "Under maintenance" })).toBeNull();
    expect(await screen.findByRole("heading", { name: "Home · Acme Games" })).toBeTruthy();
  });
});
