import { observable } from "mobx";

/**
 * How many modals are open (engine/ui/modal-layer.tsx counts them): the engagement conductor opens
 * none of its overlays over another. Its own module, so the conductor's watch does not pull the
 * modal layer's code into the first page.
 */
export const openModalCount = observable.box(0);
