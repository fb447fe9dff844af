import { autorun, makeAutoObservable } from "mobx";
import type { Engage } from "../../engine/engagement/engage";
import { shouldOfferOneTap } from "../../engine/firebase/one-tap-offer";
import { perEngine } from "../../engine/registry/per-engine";
import type { EngineStores } from "../../engine/root/engine";
import { isHomePath, LOGIN_PATH } from "../../engine/routing/aliases";

type OneTapStores = Pick<EngineStores, "config" | "environment" | "route" | "session" | "feature">;

/** Where the spec's one-tap belongs: the login page and home. */
export function isOneTapPage(pathname: string): boolean {
  return pathname === LOGIN_PATH || isHomePath(pathname);
}

/**
 * GOOGLELOGIN3: due to a visitor in a browser on login or home, where Google sign-in has a web
 * client id, until the prompt has closed once on this visit (the member closed it, chose an
 * account, or Google had nothing to show), as Google itself waits before prompting again. The
 * view (./one-tap.tsx) closes it; it lives here with the rules so the first page names one chunk
 * for both.
 */
export class OneTapModel {
  closed = false;

  constructor(private readonly stores: OneTapStores) {
    makeAutoObservable<this, "stores">(this, { stores: false });
  }

  get due(): boolean {
    const { config, environment, route, session } = this.stores;
    return (
      !this.closed &&
      isOneTapPage(route.pathname) &&
      shouldOfferOneTap({
        featureOn: this.stores.feature("GOOGLELOGIN3"),
        nativeApp: environment.nativeApp,
        loggedIn: session.isLoggedIn,
        channels: config.auth?.socialChannels ?? [],
        clientId: config.firebase?.googleWebClientId,
      })
    );
  }

  close(): void {
    this.closed = true;
  }
}

export const oneTapModel = perEngine((stores: OneTapStores) => new OneTapModel(stores));

/**
 * Asks for a turn while one-tap is due, and gives it back once it is not. Exempt from the page's
 * one unrequested overlay: Google shows its prompt to few visitors (those signed in to Google), so
 * a turn that showed nothing must not cost the page its welcome or install prompt
 * (docs/decisions.md, "Google one-tap takes a turn like an overlay").
 */
const engage: Engage = ({ stores, turn }) => {
  const model = oneTapModel(stores);
  return autorun(() => {
    if (model.due) turn.request({ exempt: true });
    else turn.release();
  });
};

export default engage;
