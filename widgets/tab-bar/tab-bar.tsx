import { observer } from "mobx-react-lite";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { useContactCustomerService } from "../../engine/customer-service/use-contact-customer-service";
import { useRegistry } from "../../engine/registry/registry-context";
import { AppNavLink } from "../../engine/routing/navigation";
import { LAYOUT } from "../../engine/theme/layout";
import { color, space, text, weight } from "../../engine/theme/scales";
import { useStores } from "../../engine/ui/stores-context";

interface Tab {
  path: string;
  label: string;
  icon: ReactNode;
}

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const TABS: Tab[] = [
  {
    path: "/m/home",
    label: "nav_home",
    icon: icon("M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z"),
  },
  {
    path: "/m/rewardCenter",
    label: "nav_promotions",
    icon: icon("M4 8h16v4H4zM6 12v8h12v-8M12 8v12M12 8c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1"),
  },
  { path: "/m/voucherCenter", label: "nav_deposit", icon: icon("M3 7h18v12H3zM3 11h18M7 15h4") },
  {
    path: "/m/member/home",
    label: "nav_member",
    icon: icon("M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6"),
  },
];

const itemCss = {
  flex: 1,
  minWidth: LAYOUT.minTouch,
  height: LAYOUT.tabBarHeight,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: space.xs / 2,
  paddingInline: space.xs / 2,
  font: "inherit",
  ...text.caption,
  color: color.textMuted,
  textDecoration: "none",
  background: "none",
  border: 0,
  "&.active": { color: color.primaryText, fontWeight: weight.bold },
} as const;

/** Five labels share a small phone's width: a long translation ends in an ellipsis, not a second line. */
const labelCss = {
  maxWidth: "100%",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
} as const;

/**
 * The bottom tabs. A tab shows only while its screen is available (registered, and its feature
 * on: no reward centre tab where REWCEN3 is off), so none leads nowhere.
 */
export default observer(function TabBar() {
  const intl = useIntl();
  const stores = useStores();
  const contact = useContactCustomerService();
  const registry = useRegistry();
  const tabs = TABS.filter((tab) => registry.isAvailable(tab.path, stores));
  return (
    <nav className="wl-tab-bar" aria-label={intl.formatMessage({ id: "nav_main" })} css={{ display: "flex" }}>
      {tabs.map((tab) => (
        <AppNavLink key={tab.path} to={tab.path} showing={stores.route.screen === tab.path} css={itemCss}>
          {tab.icon}
          <span css={labelCss}>{intl.formatMessage({ id: tab.label })}</span>
        </AppNavLink>
      ))}
      <button type="button" onClick={contact.open} aria-busy={contact.busy || undefined} css={itemCss}>
        {icon("M4 13a8 8 0 0 1 16 0v4a2 2 0 0 1-2 2h-2v-6h4M4 13v4a2 2 0 0 0 2 2h2v-6H4")}
        <span css={labelCss}>{intl.formatMessage({ id: "nav_service" })}</span>
      </button>
    </nav>
  );
});
