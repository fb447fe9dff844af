/**
 * Which of the spec's tracked events (section 3) each ad network hears, and under which of its own
 * event names: the one table the adapters of engine/tracking/networks/ read (docs/tracking-networks.md).
 *
 * The rules behind it:
 * - A network's standard event wherever it has one, because standard events are what its
 *   optimiser and reports understand without the merchant defining anything.
 * - Money: `deposit` (a deposit that arrived, docs/decisions.md "When the deposit events of §3
 *   fire") is the purchase everywhere, since only then has the member paid. `depositSubmit` is the
 *   checkout. `firstDeposit` and `redeposit` fire at the same submit as `depositSubmit`, so they
 *   are never a second standard checkout or purchase (that would count one order twice); networks
 *   that take custom events get them under their own names.
 * - `firstDepositArrival` fires together with the member's first `deposit`; it gets its own name
 *   (a custom event, or the network's first-deposit event where one exists) so it never doubles
 *   the purchase count.
 * - Networks with free event names (Facebook's trackCustom, TikTok, gtag) get every other event
 *   under a custom name; networks with a fixed vocabulary or a conversion postback get only what
 *   they can use: an event left out of a network's row is not sent to it.
 */
import type { AdNetwork } from "./network";
import type { TrackedEventName } from "./tracking-store";

export type NetworkEventTable = {
  readonly [network in AdNetwork]: Readonly<Partial<Record<TrackedEventName, string>>>;
};

export const NETWORK_EVENTS: NetworkEventTable = {
  facebook: {
    // No firstOpen: the PageView the pixel sends on start already marks the visit.
    // A filled-in registration form is what Facebook's standard Lead stands for.
    registerSubmit: "Lead",
    register: "CompleteRegistration",
    login: "Login",
    depositSubmit: "InitiateCheckout",
    firstDeposit: "FirstDeposit",
    redeposit: "Redeposit",
    deposit: "Purchase",
    firstDepositArrival: "FirstDepositArrival",
    withdraw: "Withdraw",
    startTrial: "StartTrial",
    viewContent: "ViewContent",
    downloadApp: "DownloadApp",
    gameLaunch: "GameLaunch",
    a2hsInstalled: "A2hsInstalled",
    a2hsFirstOpen: "A2hsFirstOpen",
  },
  tiktok: {
    // No firstOpen: ttq.page() on start marks the visit.
    registerSubmit: "SubmitForm",
    register: "CompleteRegistration",
    login: "Login",
    depositSubmit: "InitiateCheckout",
    firstDeposit: "FirstDeposit",
    redeposit: "Redeposit",
    deposit: "CompletePayment",
    firstDepositArrival: "FirstDepositArrival",
    withdraw: "Withdraw",
    // TikTok's web pixel has no trial event of its own.
    startTrial: "StartTrial",
    viewContent: "ViewContent",
    downloadApp: "Download",
    gameLaunch: "GameLaunch",
    a2hsInstalled: "A2hsInstalled",
    a2hsFirstOpen: "A2hsFirstOpen",
  },
  kwai: {
    // Kwai's pixel takes its EVENT_* names only; events without one are left out.
    registerSubmit: "EVENT_FORM_SUBMIT",
    register: "EVENT_COMPLETE_REGISTRATION",
    depositSubmit: "EVENT_INITIATED_CHECKOUT",
    deposit: "EVENT_PURCHASE",
    // Kwai has a first-deposit event for gaming advertisers: the member's first money in.
    firstDepositArrival: "EVENT_FIRST_DEPOSIT",
    viewContent: "EVENT_CONTENT_VIEW",
    downloadApp: "EVENT_DOWNLOAD",
  },
  gtag: {
    // No firstOpen: Google records first_visit itself and first_open is a reserved name.
    registerSubmit: "register_submit",
    register: "sign_up",
    login: "login",
    depositSubmit: "begin_checkout",
    firstDeposit: "first_deposit",
    redeposit: "redeposit",
    deposit: "purchase",
    firstDepositArrival: "first_deposit_arrival",
    withdraw: "withdraw",
    startTrial: "start_trial",
    viewContent: "view_item",
    downloadApp: "download_app",
    gameLaunch: "game_launch",
    a2hsInstalled: "a2hs_installed",
    a2hsFirstOpen: "a2hs_first_open",
  },
  twitter: {
    // The pixel id alone only reaches the website tag's named events (twq track); the newer
    // per-event ids (tw-<pixel>-<event>) are made in the Ads manager and are not in the config.
    register: "SignUp",
    deposit: "Purchase",
    downloadApp: "Download",
  },
  bigo: {
    // Bigo's web events: a submitted form, registration, login and purchase.
    registerSubmit: "form",
    register: "ec_register",
    login: "ec_login",
    deposit: "ec_purchase",
  },
  kadam: {
    // Kadam counts conversions by name; the merchant creates goals with these names.
    register: "registration",
    firstDepositArrival: "first_deposit",
    deposit: "deposit",
  },
  voluum: {
    // Sent as the postback's `et` (Voluum's custom conversion type).
    register: "registration",
    firstDepositArrival: "first_deposit",
    deposit: "deposit",
  },
  propeller: {
    // A conversion postback per paying or registering visitor, told apart by `goal`.
    register: "registration",
    firstDepositArrival: "first_deposit",
    deposit: "deposit",
  },
  okspider: {
    register: "registration",
    firstDepositArrival: "first_deposit",
    deposit: "deposit",
  },
  outbrain: {
    // Outbrain conversions are named by the marketer; these are the names to create there.
    register: "Registration",
    depositSubmit: "Checkout",
    firstDepositArrival: "FirstDeposit",
    deposit: "Purchase",
  },
};

/** The network's name for a tracked event, or undefined when that network is not told about it. */
export function networkEventName(network: AdNetwork, event: TrackedEventName): string | undefined {
  return NETWORK_EVENTS[network][event];
}
