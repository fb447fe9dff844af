// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ASSET_HASH_FIRST_CHECK_MS } from "../../engine/constants";
import { AssetHashCheck } from "../../engine/pwa/asset-hash-check";
import { UpdateStore } from "../../engine/pwa/update-store";
import { dirtyFormCount } from "../../engine/ui/dirty-forms";
import { useForm } from "../../engine/ui/use-form";
import updateNotice from "../../widgets/update-notice/register";
import { testStores } from "./test-stores";

/** A form as the screens build theirs: a username typed by the member, a dialling code the app fills. */
function Form({ remembered = "" }: { remembered?: string }) {
  const form = useForm({ username: remembered, countryDialingCode: "" });
  const username = form.field("username", "Username");
  return (
    <>
      <input
        aria-label="Username"
        value={username.value}
        onChange={(e) => username.onChange(e.target.value)}
      />
      <button type="button" onClick={() => form.fill("countryDialingCode", "63")}>
        default code
      </button>
      <button type="button" onClick={() => form.replace({ username: "from-native-shell" })}>
        prefill
      </button>
    </>
  );
}

const show = (ui: React.ReactNode) =>
  render(
    <IntlProvider locale="en" messages={{}}>
      {ui}
    </IntlProvider>,
  );

/** The update store of a page on /m/register and its update check; a deploy is out from the start. */
function deployedPage() {
  const reloads: string[] = [];
  const update = new UpdateStore({
    pathname: () => "/m/register",
    reload: () => reloads.push("reload"),
    assign: (path) => reloads.push(path),
  });
  const check = new AssetHashCheck({
    runningHash: "build-1",
    fetchHash: async () => "build-2",
    onUpdate: () => update.reportUpdate(),
    visibility: { isVisible: () => true, subscribe: () => () => undefined },
    timers: { setTimeout, clearTimeout, setInterval, clearInterval },
  });
  return { update, check, reloads };
}

const typeName = (text: string) =>
  fireEvent.change(screen.getByLabelText("Username"), { target: { value: text } });

describe("a deploy while a member is mid-form", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("keeps the notice back while the form holds typed input, and shows it once the input is gone", async () => {
    const { update, check, reloads } = deployedPage();
    show(<Form />);
    typeName("alice");
    expect(dirtyFormCount.get()).toBe(1);

    check.start();
    await act(() => vi.advanceTimersByTimeAsync(ASSET_HASH_FIRST_CHECK_MS));
    expect(update.available).toBe(true);
    expect(update.noticeDue).toBe(false);
    // Even a Refresh that slipped through (the notice was up before they typed) waits.
    await update.refresh();
    expect(reloads).toEqual([]);

    typeName("");
    expect(update.noticeDue).toBe(true);
    await update.refresh();
    expect(reloads).toEqual(["reload"]);
  });

  it("shows the notice once the form is gone (sent, the member moved on)", async () => {
    const { update, check } = deployedPage();
    const { unmount } = show(<Form />);
    typeName("bob");
    check.start();
    await act(() => vi.advanceTimersByTimeAsync(ASSET_HASH_FIRST_CHECK_MS));
    expect(update.noticeDue).toBe(false);
    unmount();
    expect(dirtyFormCount.get()).toBe(0);
    expect(update.noticeDue).toBe(true);
  });

  it("does not count what the app filled in: a remembered login, a default code, a prefill", async () => {
    const { update, check } = deployedPage();
    show(<Form remembered="remembered-user" />);
    fireEvent.click(screen.getByText("default code"));
    fireEvent.click(screen.getByText("prefill"));
    check.start();
    await act(() => vi.advanceTimersByTimeAsync(ASSET_HASH_FIRST_CHECK_MS));
    expect(dirtyFormCount.get()).toBe(0);
    expect(update.noticeDue).toBe(true);

    typeName("from-native-shell!");
    expect(update.noticeDue).toBe(false);
  });

  it("the update notice overlay follows the same rule", () => {
    const stores = testStores();
    show(<Form />);
    stores.update.reportUpdate();
    expect(updateNotice.when?.(stores)).toBe(true);
    typeName("carol");
    expect(updateNotice.when?.(stores)).toBe(false);
  });
});
