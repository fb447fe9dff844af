// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import accountActions from "../../widgets/account-actions/register";
import languagePicker from "../../widgets/language-picker/register";
import { fireEvent, renderWidget, screen, waitFor, within } from "./harness";

async function choose(name: string) {
  fireEvent.click(screen.getByRole("button", { name: /^Language: / }));
  // The sheet is its own chunk, fetched when the member reaches for the globe.
  const sheet = await screen.findByRole("dialog", { name: "Choose a language" });
  fireEvent.click(within(sheet).getByRole("button", { name }));
}

describe("the language picker", () => {
  it("lists the merchant's languages in their own names, the current one marked", async () => {
    await renderWidget(languagePicker, { config: "royal" });
    fireEvent.click(screen.getByRole("button", { name: "Language: English" }));
    const sheet = await screen.findByRole("dialog", { name: "Choose a language" });
    const options = within(sheet).getAllByRole("button");
    expect(options.map((option) => option.textContent)).toEqual(["简体中文", "繁體中文", "English"]);
    expect(within(sheet).getByRole("button", { name: "English" }).getAttribute("aria-current")).toBe("true");
    // Each name is read in its own language.
    expect(within(sheet).getByText("简体中文").closest("[lang]")?.getAttribute("lang")).toBe("zh-Hans");
  });

  it("switches the page's texts at once and remembers the choice on this device", async () => {
    await renderWidget(languagePicker, { config: "royal", with: [accountActions] });
    await choose("简体中文");
    expect(await screen.findByRole("button", { name: "语言: 简体中文" })).toBeTruthy();
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "登录" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(window.localStorage.getItem("MC_LANGUAGE")).toBe("CN");
  });

  it("tells the platform a member's new language", async () => {
    const page = await renderWidget(languagePicker, {
      config: "sunrise",
      session: {},
      responses: { "/wps/member/language": null },
    });
    await choose("ไทย");
    await waitFor(() => expect(page.requestsTo("/wps/member/language")).toHaveLength(1));
    expect(page.requestsTo("/wps/member/language")[0]).toMatchObject({
      method: "PUT",
      body: { language: "TH" },
    });
  });

  it.each([
    ["a visitor", undefined],
    ["a type-4 member, excluded from language sync", { type: 4 }],
  ])("keeps the choice on the device only for %s", async (_who, session) => {
    const page = await renderWidget(languagePicker, { config: "sunrise", session });
    await choose("Tiếng Việt");
    expect(await screen.findByRole("button", { name: "Ngôn ngữ: Tiếng Việt" })).toBeTruthy();
    expect(page.requestsTo("/wps/member/language")).toHaveLength(0);
  });

  it("is not there for a merchant with one language", async () => {
    await renderWidget(languagePicker, { config: { languages: { supported: ["EN"], default: "EN" } } });
    expect(screen.queryByRole("button", { name: /^Language/ })).toBeNull();
    expect(screen.getByRole("banner")).toBeTruthy();
  });
});
