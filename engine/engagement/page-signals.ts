import { observable, runInAction } from "mobx";
import { formsStartedCount } from "../ui/dirty-forms";
import { modalStack } from "../ui/modal-stack";
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
 * What the page is doing, for the conductor: a modal open (the app's one modal stack), the focus
 * in a text field, the forms started (engine/ui/dirty-forms.ts), a game running full-screen, a
 * page closed to overlays. Returns the signals and a stop.
 */
export function watchPage(
  document: Document,
  page: { gameRunning: () => boolean; closedPage: () => boolean },
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
      otherModalOpen: () => modalStack.count > 0,
      typing: () => typing.get(),
      formsStarted: () => formsStartedCount.get(),
      gameRunning: page.gameRunning,
      closedPage: page.closedPage,
      engagementOnScreen: () => modalStack.has("engagement"),
    },
    stop: () => {
      document.removeEventListener("focusin", update);
      document.removeEventListener("focusout", update);
    },
  };
}
