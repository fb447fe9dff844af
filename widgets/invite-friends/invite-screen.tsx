import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useIntl } from "react-intl";
import {
  getReferralInfo,
  getReferralProgram,
  type ReferralInfo,
  type ReferralProgram,
} from "../../engine/api/referral";
import { readRegistrationInfo } from "../../engine/identity/registration-info";
import { safeStorage } from "../../engine/platform/storage";
import { HOME_PATH, LOGIN_PATH, REGISTER_PATH } from "../../engine/routing/aliases";
import { space } from "../../engine/theme/scales";
import { Button, ButtonLink } from "../../engine/ui/button";
import { Card } from "../../engine/ui/card";
import { CopyButton } from "../../engine/ui/copy-button";
import { List, ListItem } from "../../engine/ui/list";
import { MoneyText } from "../../engine/ui/money-text";
import { Page } from "../../engine/ui/page";
import { QrCode } from "../../engine/ui/qr-code";
import { Section } from "../../engine/ui/section";
import { Skeleton } from "../../engine/ui/skeleton";
import { row, stack } from "../../engine/ui/stack";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { useServerData } from "../../engine/ui/use-server-data";
import { canShare, inviteLink } from "./invite-link";

/** The three steps of the programme, the reward named in the last. */
function HowItWorks({ reward }: { reward: number }) {
  const intl = useIntl();
  const steps = [
    intl.formatMessage({ id: "invite_step_share" }),
    intl.formatMessage({ id: "invite_step_register" }),
    intl.formatMessage({ id: "invite_step_reward" }, { amount: <MoneyText key="amount" minor={reward} /> }),
  ];
  return (
    <Section title={intl.formatMessage({ id: "invite_how_title" })}>
      <ol css={[stack("sm"), { margin: 0, paddingInlineStart: "1.4em" }]} data-testid="invite-steps">
        {steps.map((step, index) => (
          // The steps are fixed and never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: their place is their identity.
          <li key={index}>
            <Text as="span">{step}</Text>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** What a visitor sees: the reward, how it works, and the way to sign up (or log in). */
function VisitorOffer({ program }: { program: ReferralProgram }) {
  const intl = useIntl();
  return (
    <div css={stack("md")} data-testid="invite-offer">
      <Card raised gap="sm">
        <Text size="heading" weight="bold">
          {intl.formatMessage({ id: "invite_offer_title" })}
        </Text>
        <Text>
          {intl.formatMessage(
            { id: "invite_offer_reward" },
            { amount: <MoneyText key="amount" minor={program.rewardPerInvite} /> },
          )}
        </Text>
      </Card>
      <HowItWorks reward={program.rewardPerInvite} />
      <Text tone="muted" css={{ marginBlockStart: space.lg }}>
        {intl.formatMessage({ id: "invite_signup_hint" })}
      </Text>
      <ButtonLink to={REGISTER_PATH} block>
        {intl.formatMessage({ id: "sign_up_now" })}
      </ButtonLink>
      <ButtonLink to={LOGIN_PATH} variant="ghost" block>
        {intl.formatMessage({ id: "login" })}
      </ButtonLink>
    </div>
  );
}

/** A member's link: copy, share, QR code, code; then the count, rewards and friends. */
function MemberInvite({ info }: { info: ReferralInfo }) {
  const intl = useIntl();
  const stores = useStores();
  // Read once: the affiliate code this device keeps (engine/identity/registration-info.ts).
  const [affiliate] = useState(
    () => readRegistrationInfo(safeStorage(() => window.localStorage)).affiliateCode,
  );
  const link = inviteLink(window.location.origin, info.referralCode, affiliate);
  const shareable = canShare(typeof navigator === "undefined" ? undefined : navigator);
  const share = () => {
    navigator
      .share({
        title: stores.config.name,
        text: intl.formatMessage({ id: "invite_share_text" }, { name: stores.config.name }),
        url: link,
      })
      // The member closing the share sheet rejects too: nothing to tell them.
      .catch(() => undefined);
  };
  return (
    <div css={stack("md")}>
      <Card raised gap="md">
        <div css={row("md", { justify: "space-around" })}>
          <div css={{ display: "grid", justifyItems: "center", textAlign: "center" }}>
            <Text size="title" weight="bold" data-testid="invite-count">
              {intl.formatNumber(info.invitedCount)}
            </Text>
            <Text size="small" tone="muted">
              {intl.formatMessage({ id: "invite_count" })}
            </Text>
          </div>
          <div css={{ display: "grid", justifyItems: "center", textAlign: "center" }}>
            <Text size="title" weight="bold" tone="accent" data-testid="invite-rewards">
              <MoneyText minor={info.rewardTotal} />
            </Text>
            <Text size="small" tone="muted">
              {intl.formatMessage({ id: "invite_rewards" })}
            </Text>
          </div>
        </div>
      </Card>

      <Section title={intl.formatMessage({ id: "invite_link_title" })}>
        <Card gap="md" css={{ justifyItems: "center", textAlign: "center" }}>
          <QrCode value={link} label={intl.formatMessage({ id: "invite_qr_label" })} />
          <Text size="small" tone="muted">
            {intl.formatMessage({ id: "invite_scan_hint" })}
          </Text>
          {/* A link reads left to right in every language. */}
          <Text
            dir="ltr"
            data-testid="invite-link"
            css={{ overflowWrap: "anywhere", fontFamily: "monospace", textAlign: "start", width: "100%" }}
          >
            {link}
          </Text>
          <Text size="small" tone="muted" data-testid="invite-code">
            {intl.formatMessage({ id: "invite_code" }, { code: <bdi key="code">{info.referralCode}</bdi> })}
          </Text>
          <div css={[row("sm"), { width: "100%" }]}>
            <div css={{ flex: 1, display: "grid" }}>
              <CopyButton text={link} label={intl.formatMessage({ id: "invite_copy_label" })} block />
            </div>
            {shareable && (
              <Button css={{ flex: 1 }} onClick={share}>
                {intl.formatMessage({ id: "invite_share" })}
              </Button>
            )}
          </div>
        </Card>
      </Section>

      <HowItWorks reward={info.rewardPerInvite} />

      <Section title={intl.formatMessage({ id: "invite_friends_title" })}>
        {info.invites.length === 0 ? (
          <EmptyState message={intl.formatMessage({ id: "invite_friends_empty" })} />
        ) : (
          <List data-testid="invite-friends">
            {info.invites.map((friend) => (
              <ListItem
                key={`${friend.userName}-${friend.registeredAt}`}
                label={<bdi>{friend.userName}</bdi>}
                detail={intl.formatMessage(
                  { id: "invite_friend_joined" },
                  { date: intl.formatDate(friend.registeredAt, { dateStyle: "medium" }) },
                )}
                trailing={<MoneyText minor={friend.reward} />}
              />
            ))}
          </List>
        )}
      </Section>
    </div>
  );
}

/**
 * /m/inviteFriends (spec section 2, public). A member gets their invite link (this site's origin
 * + /m/register?r=<code>, with the kept affiliate code) to copy (the 1.5 s toast), share where
 * the browser can, or show as a QR code, and sees how many friends registered with it and what
 * it earned. A visitor sees what the programme offers and signs up; while the merchant's
 * programme is off, both are told so.
 */
export default observer(function InviteScreen() {
  const stores = useStores();
  const intl = useIntl();
  const program = useServerData("referral/program", () => getReferralProgram(stores.http));
  // Asked again when the session changes (the key names it): another member has another code.
  const token = stores.session.token;
  const info = useServerData(token ? `referral/info#${token}` : null, () => getReferralInfo(stores.http));

  const title = intl.formatMessage({ id: "invite_title" });
  const skeleton = <Skeleton className="wl-lane" />;
  const unavailable = (
    <EmptyState
      message={intl.formatMessage({ id: "invite_unavailable" })}
      action={<ButtonLink to={HOME_PATH}>{intl.formatMessage({ id: "nav_home" })}</ButtonLink>}
    />
  );
  return (
    <Page title={title} back>
      <LoadableView data={program.data} onRetry={program.reload} loading={skeleton}>
        {(offer) =>
          !offer.enabled ? (
            unavailable
          ) : token ? (
            <LoadableView data={info.data} onRetry={info.reload} loading={skeleton}>
              {(mine) => <MemberInvite info={mine} />}
            </LoadableView>
          ) : (
            <VisitorOffer program={offer} />
          )
        }
      </LoadableView>
    </Page>
  );
});
