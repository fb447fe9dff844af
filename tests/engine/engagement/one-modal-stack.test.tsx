// @vitest-environment jsdom
/**
 * One modal stack in the page (engine/ui/modal-stack.ts, modal-layer.tsx): an engagement overlay,
 * the notices of the error catalogue, a sheet the member opens and a form they start meet in one
 * page, and exactly one dialog is ever visible. The overlay here is a stand-in registered through
 * the blueprint (the real ones have their own tests); the notices, the sheet, the form and the
 * conductor are the app's own.
 */
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { Engage } from "../../../engine/engagement/engage";
import { ENGAGEMENT_PRIORITY } from "../../../engine/engagement/turn-rules";
import { defineEngagement, defineScreen } from "../../../engine/registry/blueprints";
import { BottomSheet } from "../../../engine/ui/bottom-sheet";
import { ModalLayer } from "../../../engine/ui/modal-layer";
import { modalStack } from "../../../engine/ui/modal-stack";
import { useStores } from "../../../engine/ui/stores-context";
import { useForm } from "../../../engine/ui/use-form";
import { act, fireEvent, renderWidget, screen, waitFor } from "../../widgets/harness";

/** An unrequested overlay due as soon as its rules start, answered by its button. */
function standIn(name: string, options: { due?: boolean; view?: "ok" | "fails" } = {}) {
  const engage: Engage = ({ turn }) => {
    if (options.due !== false) turn.request();
    return () => turn.release();
  };
  function View() {
    const stores = useStores();
    return (
      <ModalLayer kind="engagement" labelledBy={`${name}-title`} zIndex={10} align="center" panelCss={{}}>
        <h2 id={`${name}-title`}>{name}</h2>
        <button type="button" onClick={() => stores.engagement.release(`overlay:${name}`)}>
          close {name}
        </button>
      </ModalLayer>
    );
  }
  // A failing view loads for the harness's warm-up and fails when the page asks for it, as a
  // chunk does when the network drops after the first page.
  let loads = 0;
  return defineEngagement({
    name,
    priority: ENGAGEMENT_PRIORITY.announcement,
    engage: async () => ({ default: engage }),
    view: async () => {
      if (options.view === "fails" && loads++ > 0) throw new Error("chunk failed to load");
      return { default: View };
    },
  });
}

/** A page with a field (on the app's form state) and a button that opens a sheet. */
const page = defineScreen({
  name: "page",
  path: "/m/page",
  view: async () => ({
    default: function Page() {
      const form = useForm({ name: "" });
      const [sheet, setSheet] = useState(false);
      return (
        <main>
          <label>
            Your name
            <input type="text" value={form.values.name} onChange={(e) => form.set("name", e.target.value)} />
          </label>
          <button type="button" onClick={() => setSheet(true)}>
            open sheet
          </button>
          {sheet && (
            <BottomSheet title="Languages" onClose={() => setSheet(false)}>
              <button type="button" onClick={() => setSheet(false)}>
                pick
              </button>
            </BottomSheet>
          )}
        </main>
      );
    },
  }),
});

/** The dialogs a member can see (hidden ones are out of the accessibility tree). */
const visibleDialogs = () =>
  [...screen.queryAllByRole("dialog"), ...screen.queryAllByRole("alertdialog")].map(
    (dialog) => dialog.querySelector("h2")?.textContent,
  );

describe("one modal stack", () => {
  it("a notice arriving over an overlay takes its place; the overlay comes back once it is answered", async () => {
    const app = await renderWidget(page, { with: [standIn("popup")] });
    // The overlays' rules start after the page, from their own lazy module.
    await waitFor(() => expect(visibleDialogs()).toEqual(["popup"]));
    act(() => void app.stores.notices.show({ message: { raw: "Server says no" } }));
    await app.settle();
    expect(visibleDialogs()).toEqual(["Notice"]);
    expect(modalStack.count).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await app.settle();
    expect(visibleDialogs()).toEqual(["popup"]);
    // The focus is back inside the overlay, not left on the page behind it.
    expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true);
  });

  it("ten identical failures at once ask once, and answering it answers all ten", async () => {
    const app = await renderWidget(page, { with: [] });
    let answered = 0;
    act(() => {
      for (let i = 0; i < 10; i++)
        void app.stores.notices.show({ message: { raw: "Network down" } }).then(() => answered++);
    });
    await app.settle();
    expect(visibleDialogs()).toEqual(["Notice"]);
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await app.settle();
    expect(visibleDialogs()).toEqual([]);
    expect(answered).toBe(10);
  });

  it("an overlay due while the member has a sheet open waits for it to close", async () => {
    const app = await renderWidget(page, { with: [standIn("popup", { due: false })] });
    fireEvent.click(screen.getByRole("button", { name: "open sheet" }));
    await app.settle();
    // Asked for while the sheet is open: it waits.
    act(() => app.stores.engagement.request("overlay:popup", ENGAGEMENT_PRIORITY.announcement));
    await app.settle();
    expect(visibleDialogs()).toEqual(["Languages"]);
    fireEvent.click(screen.getByRole("button", { name: "pick" }));
    await app.settle();
    expect(visibleDialogs()).toEqual(["popup"]);
  });

  it("an overlay whose view fails to load gives its turn back", async () => {
    const app = await renderWidget(page, { with: [standIn("broken", { view: "fails" })] });
    await app.settle();
    expect(visibleDialogs()).toEqual([]);
    expect(app.stores.engagement.holder).toBeNull();
    expect(modalStack.count).toBe(0);
  });

  it("no overlay opens on a page whose form the member started, even once the field is left", async () => {
    const app = await renderWidget(page, { with: [standIn("popup", { due: false })] });
    const field = screen.getByLabelText("Your name");
    field.focus();
    fireEvent.change(field, { target: { value: "Ann" } });
    field.blur();
    await app.settle();
    act(() => app.stores.engagement.request("overlay:popup", ENGAGEMENT_PRIORITY.announcement));
    await app.settle();
    expect(visibleDialogs()).toEqual([]);
    // Emptying the field does not make the page fresh again.
    fireEvent.change(field, { target: { value: "" } });
    await app.settle();
    expect(visibleDialogs()).toEqual([]);
    act(() => app.stores.navigate("/m/home"));
    await app.settle();
    expect(visibleDialogs()).toEqual(["popup"]);
  });
});
