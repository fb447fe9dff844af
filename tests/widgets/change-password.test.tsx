// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import changePassword from "../../widgets/change-password/register";
import {
  fail,
  fireEvent,
  flagOf,
  renderWidget,
  screen,
  typedIn,
  type WidgetTestOptions,
  within,
} from "./harness";

const MEMBER: WidgetTestOptions = {
  session: { firstTimeLogin: true },
  config: { auth: { weakPasswords: ["123456"] } },
  responses: { "/wps/member/password": null },
};
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save new password" }));

describe("the forced password change (/m/changePsw)", () => {
  it("is for members only: a visitor goes to the login page", async () => {
    const page = await renderWidget(changePassword);
    expect(page.location().pathname).toBe("/m/login");
    expect(screen.queryByRole("heading", { name: "Change password" })).toBeNull();
  });

  it("says why, and asks for the current password first, sending nothing", async () => {
    const page = await renderWidget(changePassword, MEMBER);
    expect(screen.getByRole("main", { name: "Change password" }).textContent).toContain(
      "For your account's safety, choose a new password before you continue.",
    );
    save();
    await page.settle();
    expect(flagOf("Current password")).toEqual({
      invalid: true,
      focused: true,
      message: "Please fill in Current password.",
    });
    expect(page.requestsTo("/wps/member/password")).toHaveLength(0);
  });

  it.each([
    ["too short", "Ab1", "Ab1", "New password", "New password needs at least 6 characters."],
    [
      "on the merchant's weak list",
      "123456",
      "123456",
      "New password",
      "This password is too easy to guess. Choose another.",
    ],
    [
      "not repeated the same",
      "Better#2024",
      "Better#2025",
      "Confirm password",
      "The passwords do not match.",
    ],
  ])("flags a new password %s on its field", async (_case, fresh, repeated, field, message) => {
    const page = await renderWidget(changePassword, MEMBER);
    page.fill({ "Current password": "Old#2020", "New password": fresh, "Confirm password": repeated });
    save();
    await page.settle();
    expect(flagOf(field)).toEqual({ invalid: true, focused: true, message });
    expect(page.requestsTo("/wps/member/password")).toHaveLength(0);
  });

  it("changes it, says so for 1.5 s and goes home with the member's info fresh", async () => {
    const page = await renderWidget(changePassword, { ...MEMBER, fakeClock: true });
    page.fill({
      "Current password": "Old#2020",
      "New password": "Better#2024",
      "Confirm password": "Better#2024",
    });
    save();
    await page.settle();
    const [sent] = page.requestsTo("/wps/member/password");
    expect(sent).toMatchObject({
      method: "POST",
      body: { oldPassword: "Old#2020", newPassword: "Better#2024" },
    });
    expect(sent?.headers.moduleid).toBe("PASS3");
    expect(page.requestsTo("/wps/member/info")).toHaveLength(2);
    expect(page.location().pathname).toBe("/m/home");
    const toast = () => within(screen.getByRole("status")).queryByText("Password changed");
    expect(toast()).toBeTruthy();
    await page.advance(1_499);
    expect(toast()).toBeTruthy();
    await page.advance(1);
    expect(toast()).toBeNull();
  });

  it("shows the platform's refusal in a notice and keeps what was typed", async () => {
    const page = await renderWidget(changePassword, {
      ...MEMBER,
      responses: { "/wps/member/password": fail("password.old.err", "The current password is not correct") },
    });
    page.fill({
      "Current password": "Wrong#2020",
      "New password": "Better#2024",
      "Confirm password": "Better#2024",
    });
    save();
    const notice = await screen.findByRole("alertdialog", { name: "Notice" });
    expect(within(notice).getByText("The current password is not correct")).toBeTruthy();
    expect(typedIn("Current password")).toBe("Wrong#2020");
    expect(typedIn("New password")).toBe("Better#2024");
    expect(page.location().pathname).toBe("/m/changePsw");
    fireEvent.click(within(notice).getByRole("button", { name: "Confirm" }));
    expect(screen.getByRole("button", { name: "Save new password" }).hasAttribute("disabled")).toBe(false);
  });
});
