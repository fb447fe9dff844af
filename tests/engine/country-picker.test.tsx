// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { IntlProvider } from "react-intl";
import { afterEach, describe, expect, it } from "vitest";
import english from "../../engine/i18n/messages/en.json";
import type { Country } from "../../engine/stores/country-store";
import { CountryPicker } from "../../engine/ui/country-picker";

const countries: Country[] = [
  { countryCode: "TH", countryDialingCode: "66" },
  { countryCode: "CN", countryDialingCode: "86" },
];

function Harness({ imageCdn }: { imageCdn: string | null }) {
  const [value, setValue] = useState(countries[0] as Country);
  return (
    <IntlProvider locale="en" messages={english}>
      <CountryPicker
        countries={countries}
        value={value}
        onChange={setValue}
        imageCdn={imageCdn}
        locale="en"
      />
    </IntlProvider>
  );
}

afterEach(cleanup);

describe("the country dialling-code picker", () => {
  it("shows the chosen +code and opens a slide-up list of countries by name", () => {
    render(<Harness imageCdn={null} />);
    const opener = screen.getByRole("button", { name: "Country code: Thailand +66" });
    expect(opener.textContent).toContain("+66");
    fireEvent.click(opener);
    const sheet = screen.getByRole("dialog", { name: "Country or region" });
    expect(within(sheet).getByRole("button", { name: /China\s*\+86/ })).toBeTruthy();
    expect(
      within(sheet)
        .getByRole("button", { name: /Thailand\s*\+66/ })
        .getAttribute("aria-current"),
    ).toBe("true");
  });

  it("closes on a choice and shows the new code", () => {
    render(<Harness imageCdn={null} />);
    fireEvent.click(screen.getByRole("button", { name: /Country code/ }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: /China\s*\+86/ }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Country code: China +86" })).toBeTruthy();
  });

  it("draws flags from the image CDN, named by the country code", () => {
    const { container } = render(<Harness imageCdn="https://cdn.example.com" />);
    fireEvent.click(screen.getByRole("button", { name: /Country code/ }));
    const sources = [...document.querySelectorAll("img")].map((img) => img.getAttribute("src"));
    expect(sources).toContain("https://cdn.example.com/flags/cn.png");
    expect(container.querySelector("img")?.getAttribute("src")).toBe("https://cdn.example.com/flags/th.png");
  });

  it("shows the country code instead of a broken image", () => {
    const { container } = render(<Harness imageCdn="https://cdn.example.com" />);
    const flag = container.querySelector("img");
    if (!flag) throw new Error("no flag image");
    fireEvent.error(flag);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("button", { name: /Country code/ }).textContent).toContain("TH");
  });
});
