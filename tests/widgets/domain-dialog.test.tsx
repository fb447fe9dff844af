// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { encodeCustomerServicePath } from "../../server/legacy-cipher";
import domainDialog from "../../widgets/domain-unreachable/register";
import home from "../../widgets/home/register";
import { fail, fireEvent, renderWidget, screen, waitFor, within } from "./harness";

const CS_URL = "https://chat.example/closed-domain";
/** The status call on a domain that is not available: the bootstrap value, no other domain listed. */
const unavailable = (message: string) =>
  fail("domain_not_available", message, {
    status: 200,
    value: {
      customerService: [{ title: "Chat", path: encodeCustomerServicePath(CS_URL), csType: "LIVECHAT" }],
      domainList: [],
    },
  });

describe("the domain-unreachable dialog (spec §2, §4, §8)", () => {
  it("replaces the page with the server's message; nothing listed → says so; customer service from the bootstrap value", async () => {
    const page = await renderWidget(domainDialog, {
      with: [home],
      responses: {
        "/wps/system/status": unavailable("This address is closed"),
        "/wps/system/domainRoute": { domains: [] },
      },
    });
    const dialog = await screen.findByRole("dialog", { name: "This address is not available" });
    expect(within(dialog).getByText("This address is closed")).toBeTruthy();
    expect(
      await within(dialog).findByText("There is no other address to try. Please contact customer service."),
    ).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Home · Acme Games" })).toBeNull();
    // No notice on top: domain_not_available has its own handler.
    expect(screen.queryByRole("alertdialog")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Contact customer service" }));
    await waitFor(() => expect(page.opened).toEqual([CS_URL]));
  });

  it("shows 'Error' when the answer has no message", async () => {
    await renderWidget(domainDialog, {
      responses: { "/wps/system/status": unavailable(""), "/wps/system/domainRoute": fail("system.busy") },
    });
    const dialog = await screen.findByRole("dialog", { name: "This address is not available" });
    expect(within(dialog).getByText("Error")).toBeTruthy();
  });

  it("is not there when the status call answers", async () => {
    await renderWidget(domainDialog, { with: [home] });
    expect(await screen.findByRole("heading", { name: "Home · Acme Games" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
