import { observable } from "mobx";

/**
 * How many mounted forms hold input the member typed and has not sent (engine/ui/use-form.ts
 * counts them): the update notice waits while any does, so a Refresh never drops what they
 * typed (engine/pwa/update-store.ts). Its own module, free of React, like modal-stack.ts, so the
 * update store's read of it pulls no form code into the first page.
 */
export const dirtyFormCount = observable.box(0);

/**
 * How many times a form has turned dirty since the app opened: the engagement conductor opens no
 * overlay on a page whose form the member has started (engine/engagement/turn-rules.ts), even once
 * the focus has left it or the field was emptied again.
 */
export const formsStartedCount = observable.box(0);

export const anyFormDirty = (): boolean => dirtyFormCount.get() > 0;
