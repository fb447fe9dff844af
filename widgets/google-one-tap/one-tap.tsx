import { useEffect } from "react";
import { useIntl } from "react-intl";
import { firebaseAuth } from "../../engine/firebase/firebase-loader";
import {
  GOOGLE_IDENTITY_SCRIPT,
  loadGoogleIdentityServices,
  openOneTap,
} from "../../engine/firebase/one-tap";
import { safeStorage } from "../../engine/platform/storage";
import { useStores } from "../../engine/ui/stores-context";
import { oneTapModel } from "./engage";
import { signInWithOneTap } from "./sign-in";

/**
 * Google's prompt while one-tap holds the turn: Google draws it, so this view draws nothing. Losing
 * the turn (a form started before the prompt came, a game) takes the prompt away, or keeps it from
 * opening once Google's script arrives.
 */
export default function GoogleOneTap() {
  const stores = useStores();
  const intl = useIntl();

  // biome-ignore lint/correctness/useExhaustiveDependencies: one prompt per turn; the texts are read when needed.
  useEffect(() => {
    const firebase = stores.config.firebase;
    const clientId = firebase?.googleWebClientId;
    const model = oneTapModel(stores);
    if (!clientId) return;
    const controller = new AbortController();
    const src = firebase.googleIdentityScriptUrl ?? GOOGLE_IDENTITY_SCRIPT;
    openOneTap({
      clientId,
      signal: controller.signal,
      load: () => loadGoogleIdentityServices(document, src),
      onClosed: () => model.close(),
      onCredential: (credential) => {
        model.close();
        void signInWithOneTap(credential, {
          identity: stores.identity,
          notices: stores.notices,
          translate: (id) => intl.formatMessage({ id }),
          client: () => {
            const client = firebaseAuth(
              firebase,
              safeStorage(() => window.sessionStorage),
            );
            if (!client) throw new Error("firebase has no apiKey");
            return client;
          },
        });
      },
    }).catch((error: unknown) => console.warn("[one-tap] Google's prompt did not open", error));
    return () => controller.abort();
  }, [stores]);

  return null;
}
