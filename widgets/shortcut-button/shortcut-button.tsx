import { observer } from "mobx-react-lite";
import { useEffect, useId, useState } from "react";
import { useIntl } from "react-intl";
import { isReferralShown } from "../../engine/promotions/referral-rule";
import { readReferralFacts } from "../../engine/promotions/use-referral-action";
import type { EngineStores } from "../../engine/root/engine";
import { LOGIN_PATH } from "../../engine/routing/aliases";
import { useAppNavigate } from "../../engine/routing/navigation";
import { LAYOUT } from "../../engine/theme/layout";
import { color, elevation, focusRing, radius, space, text, weight } from "../../engine/theme/scales";
import { Icon } from "../../engine/ui/icon";
import { useStores } from "../../engine/ui/stores-context";
import {
  SHORTCUT_LABEL_IDS,
  type ShortcutContext,
  type ShortcutItem,
  shortcutAction,
  visibleShortcuts,
} from "./shortcut-rules";

function contextOf(
  stores: Pick<EngineStores, "session" | "environment" | "member">,
  referralEnabled: boolean,
): ShortcutContext {
  return {
    loggedIn: stores.session.isLoggedIn,
    customerType: stores.session.customerType,
    inApp: stores.environment.nativeApp !== null,
    // The `homescreen` query of the first address, read at boot (it is not kept across navigation).
    homeScreen: stores.environment.homeScreenLaunch,
    pwa: stores.environment.standalone,
    referralEnabled,
    vipBenefits: stores.member.hasBenefits,
  };
}

/**
 * The floating 'go activity' button: it opens a short menu of the merchant's shortcut items that
 * the rules let this member see, and hides itself when none does. The floating layer places it;
 * the menu opens upwards over what rests above it, so its place in the corner stays the button's.
 */
export default observer(function ShortcutButton() {
  const stores = useStores();
  const intl = useIntl();
  const navigate = useAppNavigate();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  // Referral decides INVITE_FRIENDS only, by the same rule as every referral entry (site-wide,
  // then the member's own answer); until the answers come it counts as off.
  const [referral, setReferral] = useState(false);
  const wantsReferral = Boolean(stores.config.shortcuts?.some((item) => item.redirect === "INVITE_FRIENDS"));
  const { isLoggedIn, customerType } = stores.session;
  useEffect(() => {
    if (!wantsReferral) return;
    let live = true;
    void readReferralFacts(stores.http, { isLoggedIn, customerType }).then((facts) => {
      if (live) setReferral(isReferralShown(facts));
    });
    return () => {
      live = false;
    };
  }, [stores, wantsReferral, isLoggedIn, customerType]);

  const context = contextOf(stores, referral);
  const items = visibleShortcuts<ShortcutItem>(stores.config.shortcuts, context);
  if (items.length === 0) return null;

  // The config's label (a message id or plain text), else the kind's own text.
  const labelOf = (item: ShortcutItem) => {
    const id = item.label && intl.messages[item.label] ? item.label : SHORTCUT_LABEL_IDS[item.redirect];
    return id ? intl.formatMessage({ id }) : (item.label ?? item.redirect);
  };

  const run = (item: ShortcutItem) => {
    setOpen(false);
    const action = shortcutAction(item, context);
    switch (action.kind) {
      case "navigate":
        return navigate(action.path);
      case "login-first":
        return void stores.notices.show({
          message: { id: "shortcut_login_first" },
          confirm: { id: "close" },
          action: {
            label: { id: "login" },
            run: () => navigate(LOGIN_PATH, { state: { from: action.path } }),
          },
        });
      case "external":
        return void stores.links.openExternal(action.url);
      case "app-download":
        // The app-download modal (or, without it, the native download link).
        return stores.openAppDownload();
      case "warn":
        return console.warn(`[shortcut] ${action.message}`);
    }
  };

  return (
    <div data-testid="shortcut-button" css={{ position: "relative", display: "flex" }}>
      {open && (
        <ul
          id={menuId}
          aria-label={intl.formatMessage({ id: "shortcut_menu" })}
          css={{
            position: "absolute",
            insetBlockEnd: `calc(100% + ${space.sm}px)`,
            insetInlineEnd: 0,
            minWidth: "100%",
            whiteSpace: "nowrap",
            listStyle: "none",
            margin: 0,
            padding: space.xs,
            background: color.surface,
            border: `1px solid ${color.border}`,
            borderRadius: radius.lg,
            boxShadow: elevation.floating,
          }}
        >
          {items.map((item) => (
            // The config's items are fixed for the page's life: kind and link name one uniquely enough.
            <li key={`${item.redirect} ${item.externalLink ?? ""} ${item.label ?? ""}`}>
              <button
                type="button"
                onClick={() => run(item)}
                css={{
                  display: "block",
                  width: "100%",
                  minHeight: LAYOUT.minTouch,
                  paddingInline: space.md,
                  textAlign: "start",
                  font: "inherit",
                  ...text.body,
                  color: color.text,
                  background: "none",
                  border: 0,
                  borderRadius: radius.md,
                  cursor: "pointer",
                  ...focusRing(-2),
                }}
              >
                {labelOf(item)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        css={{
          minHeight: LAYOUT.minTouch,
          paddingInline: space.lg,
          display: "inline-flex",
          alignItems: "center",
          gap: space.xs,
          font: "inherit",
          ...text.small,
          fontWeight: weight.bold,
          color: color.onPrimary,
          background: color.primary,
          border: 0,
          borderRadius: radius.pill,
          boxShadow: elevation.floating,
          cursor: "pointer",
          ...focusRing(2),
        }}
      >
        {intl.formatMessage({ id: "shortcut_open" })}
        <Icon name={open ? "collapse" : "expand"} size={18} />
      </button>
    </div>
  );
});
