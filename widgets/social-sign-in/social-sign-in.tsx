import { observer } from "mobx-react-lite";
import { useEffect, useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { firebaseAuth } from "../../engine/firebase/firebase-loader";
import { detectPrivateMode } from "../../engine/firebase/private-mode";
import { hasPendingRedirect } from "../../engine/firebase/redirect-channel";
import type { SocialChannel } from "../../engine/identity/types";
import { safeStorage } from "../../engine/platform/storage";
import { space } from "../../engine/theme/scales";
import { Button } from "../../engine/ui/button";
import { stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { PROVIDER_NAMES } from "./provider-names";
import { completeRedirectSignIn, type SocialFlowDeps, signInSocial } from "./social-flow";

/** One button per social channel the merchant offers; a redirect sign-in in progress finishes on mount. */
export default observer(function SocialSignIn() {
  const stores = useStores();
  const intl = useIntl();
  const [busy, setBusy] = useState<SocialChannel | null>(null);
  const sessionStorage = useMemo(() => safeStorage(() => window.sessionStorage), []);
  const channels = stores.config.auth?.socialChannels ?? [];

  const deps: SocialFlowDeps = {
    identity: stores.identity,
    notices: stores.notices,
    environment: stores.environment,
    detectPrivateMode: () => detectPrivateMode(),
    client: () => {
      const client = firebaseAuth(stores.config.firebase, sessionStorage);
      if (!client) throw new Error("firebase has no apiKey");
      return client;
    },
    translate: (id) => intl.formatMessage({ id }),
    nativeSignIn: async (call) => {
      const { callWithAlerts, nativeBridge } = await import("../../engine/platform/native-bridge");
      return callWithAlerts(nativeBridge(), stores.notices, call);
    },
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, as the spec says.
  useEffect(() => {
    if (hasPendingRedirect(sessionStorage)) void completeRedirectSignIn(deps);
  }, []);

  // Fetch firebase as soon as the member reaches for a button, so the popup opens within the tap's activation.
  const preload = () => void firebaseAuth(stores.config.firebase, sessionStorage)?.catch(() => undefined);

  const start = async (channel: SocialChannel) => {
    if (busy) return;
    setBusy(channel);
    try {
      await signInSocial(channel, deps);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-label={intl.formatMessage({ id: "sign_in_other_ways" })}
      css={[stack("md"), { marginBlockStart: space.xl }]}
    >
      <Text size="small" tone="muted" align="center">
        {intl.formatMessage({ id: "sign_in_other_ways" })}
      </Text>
      {channels.map((channel) => (
        <Button
          key={channel}
          variant="ghost"
          busy={busy === channel}
          disabled={busy !== null}
          onPointerDown={preload}
          onFocus={preload}
          onClick={() => void start(channel)}
          data-channel={channel}
          block
        >
          {intl.formatMessage({ id: "sign_in_with" }, { provider: PROVIDER_NAMES[channel] })}
        </Button>
      ))}
    </section>
  );
});
