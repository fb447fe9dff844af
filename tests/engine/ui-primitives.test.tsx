// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { useState } from "react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes, useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import english from "../../engine/i18n/messages/en.json";
import type { Loadable } from "../../engine/stores/loadable";
import { AmountField } from "../../engine/ui/amount-field";
import { BottomSheet } from "../../engine/ui/bottom-sheet";
import { Chips } from "../../engine/ui/chips";
import { Dialog } from "../../engine/ui/dialog";
import { HtmlBlock } from "../../engine/ui/html-block";
import { MoneyText } from "../../engine/ui/money-text";
import { Page } from "../../engine/ui/page";
import { LoadableView } from "../../engine/ui/states";
import { StoresContext } from "../../engine/ui/stores-context";
import { Tabs } from "../../engine/ui/tabs";
import { testConfig, testStores } from "./test-stores";

function Providers({ children, config = {} }: { children: ReactNode; config?: Partial<typeof testConfig> }) {
  const [stores] = useState(() => testStores({}, undefined, { config: { ...testConfig, ...config } }));
  return (
    <StoresContext.Provider value={stores}>
      <IntlProvider locale="en" messages={english}>
        {children}
      </IntlProvider>
    </StoresContext.Provider>
  );
}

const show = (ui: ReactNode, config?: Partial<typeof testConfig>) =>
  render(<Providers config={config}>{ui}</Providers>);

afterEach(cleanup);

describe("Page", () => {
  function Screen({ name }: { name: string }) {
    return (
      <Page title={name} back>
        <p>{name} content</p>
      </Page>
    );
  }
  function Opener() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate("/m/wallet")}>
        open wallet
      </button>
    );
  }

  it("names the page by its title and goes back where the member came from", () => {
    show(
      <MemoryRouter initialEntries={["/m/home"]}>
        <Routes>
          <Route path="/m/home" element={<Opener />} />
          <Route path="/m/wallet" element={<Screen name="Wallet" />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "open wallet" }));
    expect(screen.getByRole("main", { name: "Wallet" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("button", { name: "open wallet" })).toBeTruthy();
  });

  it("goes home from a page opened directly, instead of leaving the app", () => {
    show(
      <MemoryRouter initialEntries={["/m/wallet"]}>
        <Routes>
          <Route path="/m/home" element={<p>home page</p>} />
          <Route path="/m/wallet" element={<Screen name="Wallet" />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("home page")).toBeTruthy();
  });
});

describe("Dialog and BottomSheet", () => {
  function Opened({ alert = false, onClose }: { alert?: boolean; onClose: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          opener
        </button>
        {open && (
          <Dialog
            title="Title"
            description="What it is about"
            alert={alert}
            closeButton={!alert}
            onClose={() => {
              onClose();
              setOpen(false);
            }}
          >
            <input aria-label="first" />
            <button type="button">last</button>
          </Dialog>
        )}
      </>
    );
  }

  it("takes the focus, keeps Tab inside, closes on Escape and gives the focus back", () => {
    const onClose = vi.fn();
    show(<Opened onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "opener" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Title" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByRole("dialog", { description: "What it is about" })).toBe(dialog);
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "first" }));
    screen.getByRole("button", { name: "last" }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("as an alert, has no close button and ignores a tap beside it", () => {
    const onClose = vi.fn();
    show(<Opened alert onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "opener" }));
    const alert = screen.getByRole("alertdialog", { name: "Title" });
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    fireEvent.click(alert.previousElementSibling as Element);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole("textbox", { name: "first" }), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("a sheet closes on a tap on the dimmed page", () => {
    const onClose = vi.fn();
    show(
      <BottomSheet title="Pick one" onClose={onClose}>
        <button type="button">only</button>
      </BottomSheet>,
    );
    const sheet = screen.getByRole("dialog", { name: "Pick one" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "only" }));
    fireEvent.click(sheet.previousElementSibling as Element);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe("Tabs and Chips", () => {
  function TabRow() {
    const [selected, setSelected] = useState<"a" | "b" | "c">("a");
    return (
      <Tabs
        label="Ways"
        options={[
          { value: "a", label: "Alpha" },
          { value: "b", label: "Beta" },
          { value: "c", label: "Gamma" },
        ]}
        selected={selected}
        onSelect={setSelected}
        idOf={(value) => ({ tab: `t-${value}`, panel: `p-${value}` })}
      />
    );
  }

  it("arrow keys, Home and End move the selection; only the selected tab is in the Tab order", () => {
    show(<TabRow />);
    const tab = (name: string) => screen.getByRole("tab", { name });
    expect(tab("Alpha").getAttribute("aria-controls")).toBe("p-a");
    tab("Alpha").focus();
    fireEvent.keyDown(tab("Alpha"), { key: "ArrowRight" });
    expect(tab("Beta").getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(tab("Beta"));
    fireEvent.keyDown(tab("Beta"), { key: "End" });
    expect(tab("Gamma").getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(tab("Gamma"), { key: "ArrowRight" });
    expect(tab("Alpha").getAttribute("aria-selected")).toBe("true");
    expect([tab("Alpha"), tab("Beta"), tab("Gamma")].map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it("chips are one radio group: tapping one chooses it", () => {
    function Amounts() {
      const [amount, setAmount] = useState<number | null>(null);
      return (
        <Chips
          label="Amount"
          options={[100, 500, 1000].map((value) => ({ value, label: String(value) }))}
          selected={amount}
          onSelect={setAmount}
        />
      );
    }
    show(<Amounts />);
    expect(screen.getByRole("group", { name: "Amount" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "500" }));
    expect((screen.getByRole("radio", { name: "500" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "100" }) as HTMLInputElement).checked).toBe(false);
  });
});

describe("LoadableView", () => {
  const view = (data: Loadable<string[]>, onRetry = () => undefined) =>
    show(
      <LoadableView data={data} onRetry={onRetry} isEmpty={(items) => items.length === 0}>
        {(items) => <p>{items.join(", ")}</p>}
      </LoadableView>,
    );

  it("says it is loading, then shows the value", () => {
    view({ state: "loading" });
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    cleanup();
    view({ state: "ready", value: ["a", "b"] });
    expect(screen.getByText("a, b")).toBeTruthy();
  });

  it("offers a retry when loading failed, and says so when there is nothing", () => {
    const onRetry = vi.fn();
    view({ state: "failed" }, onRetry);
    expect(screen.getByRole("alert").textContent).toContain("This could not be loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    cleanup();
    view({ state: "ready", value: [] });
    expect(screen.getByText("Nothing here yet.")).toBeTruthy();
  });
});

describe("money", () => {
  it("MoneyText shows minor units in the merchant's currency", () => {
    show(<MoneyText minor={123450} />);
    expect(screen.getByText("$1,234.50")).toBeTruthy();
  });

  it("AmountField keeps what was typed and names the currency, its symbol on the currency's side", () => {
    function Field() {
      const [value, setValue] = useState("");
      return <AmountField name="amount" label="Amount" value={value} onChange={setValue} />;
    }
    show(<Field />, { currency: { code: "AED", symbol: "د.إ", position: "after" } });
    const input = screen.getByRole("textbox", { name: "Amount (د.إ)" }) as HTMLInputElement;
    expect(input.inputMode).toBe("decimal");
    fireEvent.change(input, { target: { value: "12.5x" } });
    expect(input.value).toBe("12.5x");
    expect(input.nextElementSibling?.textContent).toBe("د.إ");
  });
});

describe("HtmlBlock", () => {
  it("renders the server's HTML without what could run", async () => {
    const { container } = show(
      <HtmlBlock html={"<p>Bonus <b>50%</b></p><script>window.hacked = true</script>"} />,
    );
    await act(async () => undefined);
    expect(container.querySelector("b")?.textContent).toBe("50%");
    expect(container.querySelector("script")).toBeNull();
  });
});
