import { observable, runInAction } from "mobx";
import { openModalCount } from "../ui/open-modals";
import type { PageSignals } from "./conductor";

/** Fields a member types into; a focused one means a form is being filled in. */
const TEXT_INPUT_TYPES = new Set(["text", "password", "email", "tel", "number", "search", "url", ""]);

export function isTypingTarget(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly;
  if (element instanceof HTMLInputElement) return !element.readOnly && TEXT_INPUT_TYPES.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * What the page is doing, for the conductor: another modal open (engine/ui/open-modals.ts counts
 * them), the focus in a text field, a game running full-screen. Returns the signals and a stop.
 */
export function watchPage(
  document: Document,
  gameRunning: () => boolean,
): { signals: PageSignals; stop: () => void } {
  const typing = observable.box(isTypingTarget(document.activeElement));
  // focusout fires before the focus lands elsewhere: read where it went once it has.
  const update = () =>
    queueMicrotask(() => runInAction(() => typing.set(isTypingTarget(document.activeElement))));
  document.addEventListener("focusin", update);
  document.addEventListener("focusout", update);
  return {
    signals: {
      // Read only while no engagement overlay holds the screen, so any open modal is another's (or
      // the last overlay's, still fading out: the next waits for it to be gone).
      otherModalOpen: () => openModalCount.get() > 0,
      typing: () => typing.get(),
      gameRunning,
    },
    stop: () => {
      document.removeEventListener("focusin", update);
      document.removeEventListener("focusout", update);
    },
  };
}
