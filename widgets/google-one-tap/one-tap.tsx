import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { firebaseAuth } from "../../engine/firebase/firebase-loader";
import {
  GOOGLE_IDENTITY_SCRIPT,
  loadGoogleIdentityServices,
  openOneTap,
} from "../../engine/firebase/one-tap";
import { safeStorage } from "../../engine/platform/storage";
import { modalStack } from "../../engine/ui/modal-stack";
import { useStores } from "../../engine/ui/stores-context";
import { oneTapModel } from "./engage";
import { signInWithOneTap } from "./sign-in";

/**
 * Google's prompt while one-tap holds the turn: Google draws it, so this view draws nothing. Losing
 * the turn (a form started before the prompt came, a game) takes the prompt away, or keeps it from
 * opening once Google's script arrives. Google's prompt is not in the app's modal stack, so the
 * view also steps aside for any dialog that opens meanwhile (a notice, a sheet the member opened)
 * and prompts again once it has closed: one dialog at a time.
 */
export default observer(function GoogleOneTap() {
  const stores = useStores();
  const intl = useIntl();
  const otherDialog = modalStack.count > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one prompt per turn; the texts are read when needed.
  useEffect(() => {
    const firebase = stores.config.firebase;
    const clientId = firebase?.googleWebClientId;
    const model = oneTapModel(stores);
    if (!clientId || otherDialog) return;
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
  }, [stores, otherDialog]);

  return null;
});
