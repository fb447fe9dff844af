import { observer } from "mobx-react-lite";
import { lazy, Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { LANGUAGES } from "../../engine/i18n/languages";
import { useReferralAction } from "../../engine/promotions/use-referral-action";
import { useRegistry } from "../../engine/registry/registry-context";
import {
  ADD_BANK_CARD_PATH,
  ADD_PIX_KEY_PATH,
  INVITE_FRIENDS_PATH,
  MEMBER_BENEFITS_PATH,
  MISSIONS_PATH,
  POINT_MARKET_PATH,
  REWARD_CENTER_PATH,
} from "../../engine/routing/aliases";
import { Icon } from "../../engine/ui/icon";
import { List, ListItem } from "../../engine/ui/list";
import { Section } from "../../engine/ui/section";
import { Spinner } from "../../engine/ui/spinner";
import { useStores } from "../../engine/ui/stores-context";

const LanguageSheet = lazy(() => import("../../engine/ui/language-sheet"));

/**
 * Where a member goes from their page. A shortcut shows only when its screen is there (a feature
 * the merchant has, a screen that has landed), so none leads nowhere; VIP benefits only for an
 * AUTO label (spec section 4); Pix keys only where the currency is reais. Invite friends is the
 * referral entry: it runs spec section 4's referral action (agents go to agent registration).
 */
export const Shortcuts = observer(function Shortcuts() {
  const stores = useStores();
  const intl = useIntl();
  const registry = useRegistry();
  const [choosingLanguage, setChoosingLanguage] = useState(false);
  const referral = useReferralAction();
  const links = [
    { path: ADD_BANK_CARD_PATH, label: "member_bank_cards" },
    ...(stores.config.currency.code === "BRL" ? [{ path: ADD_PIX_KEY_PATH, label: "member_pix_keys" }] : []),
    { path: REWARD_CENTER_PATH, label: "member_rewards" },
    // The same words as the floating shortcut's items (core texts).
    { path: POINT_MARKET_PATH, label: "shortcut_point_market" },
    { path: MISSIONS_PATH, label: "shortcut_mission" },
    ...(stores.member.hasBenefits ? [{ path: MEMBER_BENEFITS_PATH, label: "member_benefits" }] : []),
  ].filter((link) => registry.isAvailable(link.path, stores));
  const languages = stores.config.languages.supported;
  return (
    <Section title={intl.formatMessage({ id: "member_shortcuts" })}>
      <List>
        {links.map((link) => (
          <ListItem key={link.path} to={link.path} label={intl.formatMessage({ id: link.label })} />
        ))}
        {/* The referral entry: where it leads is spec section 4's rule (engine/promotions). */}
        {registry.routeFor(INVITE_FRIENDS_PATH) && (
          <ListItem
            label={intl.formatMessage({ id: "member_invite" })}
            trailing={referral.busy ? <Spinner size={16} /> : <Icon name="forward" size={18} />}
            onClick={referral.run}
          />
        )}
        {languages.length > 1 && (
          <ListItem
            label={intl.formatMessage({ id: "language" })}
            trailing={LANGUAGES[stores.i18n.language].nativeName}
            onClick={() => setChoosingLanguage(true)}
          />
        )}
      </List>
      {choosingLanguage && (
        <Suspense fallback={null}>
          <LanguageSheet onClose={() => setChoosingLanguage(false)} />
        </Suspense>
      )}
    </Section>
  );
});
