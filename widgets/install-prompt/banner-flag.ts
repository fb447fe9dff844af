import { makeAutoObservable } from "mobx";

/**
 * Whether the install banner is due, set by the install rules (model.ts) once the settings say so.
 * The banner's registration reads this tiny flag, so the banner's code (and the rules it shares)
 * is fetched only when it shows, never on the first page.
 */
export const bannerFlag = makeAutoObservable({ wanted: false });
