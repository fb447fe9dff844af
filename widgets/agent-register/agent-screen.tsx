import { observer } from "mobx-react-lite";
import { type FormEvent, useRef, useState } from "react";
import { useIntl } from "react-intl";
import {
  AGENT_CHANNELS,
  AGENT_FIELD_LIMITS,
  type AgentApplication,
  type AgentChannel,
  getAgentApplication,
  submitAgentApplication,
} from "../../engine/api/referral";
import { useContactCustomerService } from "../../engine/customer-service/use-contact-customer-service";
import { ApiError } from "../../engine/http/envelope";
import { isAgent } from "../../engine/promotions/referral-rule";
import { HOME_PATH } from "../../engine/routing/aliases";
import { space } from "../../engine/theme/scales";
import { Button, ButtonLink } from "../../engine/ui/button";
import { Card } from "../../engine/ui/card";
import { Chips } from "../../engine/ui/chips";
import { FormSubmit } from "../../engine/ui/form-submit";
import { Page } from "../../engine/ui/page";
import { Skeleton } from "../../engine/ui/skeleton";
import { stack } from "../../engine/ui/stack";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text, textStyle } from "../../engine/ui/text";
import { TextArea, TextField } from "../../engine/ui/text-field";
import { useForm } from "../../engine/ui/use-form";
import { useServerData } from "../../engine/ui/use-server-data";

type Field = "contactName" | "contact" | "audience" | "description";
const REQUIRED: readonly Field[] = ["contactName", "contact", "description"];

// Message descriptors written out, so the catalogue check sees every id (docs/i18n.md).
const FIELD_LABELS: Record<Field, { id: string }> = {
  contactName: { id: "agent_name" },
  contact: { id: "agent_contact" },
  audience: { id: "agent_audience" },
  description: { id: "agent_description" },
};
const CHANNEL_LABELS: Record<AgentChannel, { id: string }> = {
  SOCIAL: { id: "agent_channel_social" },
  WEBSITE: { id: "agent_channel_website" },
  COMMUNITY: { id: "agent_channel_community" },
  OFFLINE: { id: "agent_channel_offline" },
  OTHER: { id: "agent_channel_other" },
};
const STATE_TEXTS: Record<AgentApplication["state"], { id: string }> = {
  PENDING: { id: "agent_state_pending" },
  APPROVED: { id: "agent_state_approved" },
  REJECTED: { id: "agent_state_rejected" },
};

/** Where the application stands, as the member reads it. */
function Status({ application }: { application: AgentApplication }) {
  const intl = useIntl();
  const tone =
    application.state === "APPROVED" ? "brand" : application.state === "REJECTED" ? "danger" : "default";
  return (
    <Card raised gap="sm" data-testid="agent-status" data-state={application.state}>
      <Text size="lead" weight="bold" tone={tone} role="status">
        {intl.formatMessage(STATE_TEXTS[application.state])}
      </Text>
      <Text size="small" tone="muted">
        {intl.formatMessage(
          { id: "agent_sent_on" },
          { date: intl.formatDate(application.createdAt, { dateStyle: "medium" }) },
        )}
      </Text>
    </Card>
  );
}

/** The application form: contact, where the agent will promote, audience, plan. */
function ApplicationForm({
  previous,
  onSent,
}: {
  previous: AgentApplication | null;
  onSent: (application: AgentApplication) => void;
}) {
  const intl = useIntl();
  const stores = useStores();
  const form = useForm<Field>({
    contactName: previous?.contactName ?? stores.member.displayName ?? "",
    contact: previous?.contact ?? "",
    audience: previous?.audience ?? "",
    description: previous?.description ?? "",
  });
  const [channel, setChannel] = useState<AgentChannel>(previous?.channel ?? "SOCIAL");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A ref, not state: a second tap in the same frame must already see the first.
  const sending = useRef(false);
  const label = (field: Field) => intl.formatMessage(FIELD_LABELS[field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || !form.requireFilled(REQUIRED)) return;
    for (const field of Object.keys(AGENT_FIELD_LIMITS) as Field[]) {
      const max = AGENT_FIELD_LIMITS[field];
      if (form.values[field].trim().length > max) return form.flag(field, "agent_too_long", { max });
    }
    sending.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const sent = await submitAgentApplication(stores.http, {
        contactName: form.values.contactName.trim(),
        contact: form.values.contact.trim(),
        channel,
        audience: form.values.audience.trim(),
        description: form.values.description.trim(),
      });
      onSent(sent);
    } catch (error) {
      // The form keeps what was typed; the server's own words when it has some.
      const message = error instanceof ApiError ? error.serverMessage : null;
      setProblem(message ?? intl.formatMessage({ id: "agent_submit_failed" }));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const description = form.field("description", label("description"));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate css={stack("md")} data-testid="agent-form">
      <Text tone="muted">{intl.formatMessage({ id: "agent_intro" })}</Text>
      <TextField {...form.field("contactName", label("contactName"))} autoComplete="name" />
      <TextField
        {...form.field("contact", label("contact"))}
        autoComplete="tel"
        hint={intl.formatMessage({ id: "agent_contact_hint" })}
      />
      <div css={stack("xs")}>
        <span css={textStyle({ weight: "medium" })}>{intl.formatMessage({ id: "agent_channel" })}</span>
        <Chips
          label={intl.formatMessage({ id: "agent_channel" })}
          options={AGENT_CHANNELS.map((value) => ({
            value,
            label: intl.formatMessage(CHANNEL_LABELS[value]),
          }))}
          selected={channel}
          onSelect={setChannel}
        />
      </div>
      <TextField {...form.field("audience", label("audience"))} inputMode="numeric" autoComplete="off" />
      <TextArea
        {...description}
        hint={intl.formatMessage(
          { id: "agent_description_hint" },
          { count: description.value.trim().length, max: AGENT_FIELD_LIMITS.description },
        )}
      />
      <FormSubmit label={intl.formatMessage({ id: "agent_submit" })} busy={busy} problem={problem} />
    </form>
  );
}

/**
 * /m/agentRegister (spec section 2) for agents, member types 1 and 2 (spec section 6): the
 * application form, sent to the platform and kept there; coming back shows where it stands
 * (pending, approved, or rejected with the form to send again). Any other member is told that
 * agent registration is for agent accounts, with customer service one tap away.
 */
export default observer(function AgentScreen() {
  const stores = useStores();
  const intl = useIntl();
  const contact = useContactCustomerService();
  const agent = isAgent(stores.session.customerType);
  // Only an agent has an application to ask for.
  const { data, reload, update } = useServerData(agent ? "agent/application" : null, () =>
    getAgentApplication(stores.http),
  );

  const title = intl.formatMessage({ id: "agent_title" });
  if (!agent) {
    return (
      <Page title={title} back>
        <EmptyState
          message={intl.formatMessage({ id: "agent_not_eligible" })}
          action={
            <div css={[stack("sm"), { justifyItems: "center" }]}>
              <Button onClick={contact.open} busy={contact.busy}>
                {intl.formatMessage({ id: "in_customer_services" })}
              </Button>
              <ButtonLink to={HOME_PATH} variant="ghost">
                {intl.formatMessage({ id: "nav_home" })}
              </ButtonLink>
            </div>
          }
        />
      </Page>
    );
  }
  return (
    <Page title={title} back>
      <LoadableView data={data} onRetry={reload} loading={<Skeleton className="wl-lane" />}>
        {({ application }) => (
          <div css={stack("lg")}>
            {application && <Status application={application} />}
            {(!application || application.state === "REJECTED") && (
              <ApplicationForm
                previous={application}
                onSent={(sent) => update((shown) => ({ ...shown, application: sent }))}
              />
            )}
            {application?.state === "APPROVED" && (
              <Text tone="muted" css={{ marginBlockStart: space.sm }}>
                {intl.formatMessage({ id: "agent_approved_next" })}
              </Text>
            )}
          </div>
        )}
      </LoadableView>
    </Page>
  );
});
