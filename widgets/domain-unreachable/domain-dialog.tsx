import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { DOMAIN_CHECK_LOADING_VALUE } from "../../engine/constants";
import { useContactCustomerService } from "../../engine/customer-service/use-contact-customer-service";
import { browserImageLoad } from "../../engine/domains/probe-image";
import { Button } from "../../engine/ui/button";
import { Dialog } from "../../engine/ui/dialog";
import { ProgressBar } from "../../engine/ui/progress-bar";
import { stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { type DomainDialogDeps, modelFor } from "./model";

/** The browser's network, image loader, timers and dice, and its address. */
const browserDeps = (): DomainDialogDeps => ({
  fetch: (url, init) => window.fetch(url, init),
  loadImage: browserImageLoad,
  clock: {
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (id) => window.clearTimeout(id as number),
    now: () => Date.now(),
  },
  random: Math.random,
  page: { protocol: window.location.protocol, host: window.location.host, search: window.location.search },
  go: (url) => window.location.assign(url),
});

/**
 * Spec §2, §4: the status call said this domain is not available. The member reads why (the
 * server's message, or 'Error'), waits while the race looks for another domain, then retries
 * there or contacts customer service. The member must answer: there is no app behind it.
 */
export default observer(function DomainDialog() {
  const stores = useStores();
  const intl = useIntl();
  const contact = useContactCustomerService();
  const model = modelFor(stores, browserDeps);
  useEffect(() => {
    void model.race();
    return () => model.stop();
  }, [model]);
  const loading = model.phase === "loading";
  const checking = intl.formatMessage({ id: "domain_checking" });
  return (
    <Dialog title={intl.formatMessage({ id: "domain_title" })} initialFocus="button:not([disabled])">
      <div css={stack("md")} data-testid="domain-dialog">
        <Text data-testid="domain-error">{stores.system.unavailable?.message || "Error"}</Text>
        <div
          css={stack("sm")}
          aria-live="polite"
          data-testid="domain-state"
          data-phase={model.phase}
          data-raced={model.raced ?? undefined}
          data-outcome={model.winner ? "won" : (model.failure ?? undefined)}
        >
          {loading && (
            <>
              <ProgressBar value={DOMAIN_CHECK_LOADING_VALUE} max={100} label={checking} />
              <Text tone="muted">{checking}</Text>
            </>
          )}
          {!loading && model.winner && <Text>{intl.formatMessage({ id: "domain_found" })}</Text>}
          {!loading && model.failure && (
            <Text tone="danger" role="alert">
              {intl.formatMessage({
                id: model.failure === "empty" ? "domain_none_listed" : "domain_none_alive",
              })}
            </Text>
          )}
        </div>
        <Button
          block
          onClick={() => model.retry()}
          busy={loading}
          disabled={loading}
          data-testid="domain-retry"
        >
          {intl.formatMessage({ id: "retry_once" })}
        </Button>
        <Button block variant="ghost" onClick={contact.open} busy={contact.busy} data-testid="domain-cs">
          {intl.formatMessage({ id: "contact_cs" })}
        </Button>
      </div>
    </Dialog>
  );
});
