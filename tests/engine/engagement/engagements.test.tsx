// @vitest-environment jsdom
/**
 * The conductor in the page: engagement overlays registered through the blueprint, their rules
 * started by the engine, shown by the overlay slot one at a time. The two overlays here are
 * stand-ins (the real ones have their own tests); what is tested is the engine's part.
 */
import { describe, expect, it } from "vitest";
import type { Engage } from "../../../engine/engagement/engage";
import { ENGAGEMENT_PRIORITY } from "../../../engine/engagement/turn-rules";
import { defineEngagement, defineScreen } from "../../../engine/registry/blueprints";
import { ModalLayer } from "../../../engine/ui/modal-layer";
import { useStores } from "../../../engine/ui/stores-context";
import { act, fireEvent, renderWidget, screen } from "../../widgets/harness";

/** An overlay due as soon as its rules start, closed by its button. */
function standIn(name: string, priority: number) {
  const engage: Engage = ({ turn }) => {
    turn.request();
    return () => turn.release();
  };
  function View() {
    const stores = useStores();
    return (
      <ModalLayer labelledBy={`${name}-title`} zIndex={10} align="center" panelCss={{}}>
        <h2 id={`${name}-title`}>{name}</h2>
        <button type="button" onClick={() => stores.engagement.release(`overlay:${name}`)}>
          close {name}
        </button>
      </ModalLayer>
    );
  }
  return defineEngagement({
    name,
    priority,
    engage: async () => ({ default: engage }),
    view: async () => ({ default: View }),
  });
}

const form = defineScreen({
  name: "form",
  path: "/m/form",
  view: async () => ({
    default: () => (
      <label>
        Your name
        <input type="text" />
      </label>
    ),
  }),
});

const dialogs = () => screen.queryAllByRole("dialog").map((dialog) => dialog.textContent);

describe("engagement overlays on the page", () => {
  it("several due while the member types: none shows, then one at a time, the highest first", async () => {
    const page = await renderWidget(form, { with: [] });
    const field = screen.getByLabelText("Your name");
    field.focus();
    await page.settle();
    // Registered and started the way the app does it, while the focus is in the field.
    for (const overlay of [
      standIn("welcome", ENGAGEMENT_PRIORITY.welcome),
      standIn("announcement", ENGAGEMENT_PRIORITY.announcement),
    ]) {
      page.stores.engagement.request(overlay.id, overlay.engagement?.priority ?? 0);
    }
    await page.settle();
    expect(dialogs()).toEqual([]);
    field.blur();
    await page.settle();
    expect(page.stores.engagement.holder).toBe("overlay:announcement");
    page.stores.engagement.release("overlay:announcement");
    await page.settle();
    // One unrequested overlay a page view: the welcome popup waits for the member's next page.
    expect(page.stores.engagement.holder).toBeNull();
    act(() => page.stores.navigate("/m/home"));
    await page.settle();
    expect(page.stores.engagement.holder).toBe("overlay:welcome");
  });

  it("two overlays registered and due: the page never shows both, and shows the second on the next page", async () => {
    const page = await renderWidget(form, {
      with: [
        standIn("welcome", ENGAGEMENT_PRIORITY.welcome),
        standIn("announcement", ENGAGEMENT_PRIORITY.announcement),
      ],
    });
    await page.settle();
    expect(dialogs()).toHaveLength(1);
    const first = dialogs()[0]?.startsWith("welcome") ? "welcome" : "announcement";
    const second = first === "welcome" ? "announcement" : "welcome";
    fireEvent.click(screen.getByRole("button", { name: `close ${first}` }));
    await page.settle();
    expect(dialogs()).toEqual([]);
    act(() => page.stores.navigate("/m/home"));
    await page.settle();
    expect(dialogs()).toEqual([`${second}close ${second}`]);
    fireEvent.click(screen.getByRole("button", { name: `close ${second}` }));
    await page.settle();
    expect(dialogs()).toEqual([]);
  });

  it("waits while the member types into a form, and shows once the field is left", async () => {
    const page = await renderWidget(form, { with: [] });
    const field = screen.getByLabelText("Your name");
    field.focus();
    await page.settle();
    const overlay = standIn("install", ENGAGEMENT_PRIORITY.install);
    page.stores.engagement.request(overlay.id, ENGAGEMENT_PRIORITY.install);
    await page.settle();
    expect(page.stores.engagement.holder).toBeNull();
    field.blur();
    await page.settle();
    expect(page.stores.engagement.holder).toBe("overlay:install");
  });
});
