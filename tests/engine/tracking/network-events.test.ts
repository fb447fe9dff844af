import { describe, expect, it } from "vitest";
import { AD_NETWORKS, type AdNetwork } from "../../../engine/tracking/network";
import { NETWORK_EVENTS, networkEventName } from "../../../engine/tracking/network-events";
import { TRACKED_EVENTS, type TrackedEventName } from "../../../engine/tracking/tracking-store";

const EVENTS: readonly TrackedEventName[] = TRACKED_EVENTS;

describe("the event-to-network table", () => {
  it.each<[AdNetwork, TrackedEventName, string | undefined]>([
    ["facebook", "register", "CompleteRegistration"],
    ["facebook", "registerSubmit", "Lead"],
    ["facebook", "depositSubmit", "InitiateCheckout"],
    ["facebook", "deposit", "Purchase"],
    ["facebook", "viewContent", "ViewContent"],
    ["facebook", "startTrial", "StartTrial"],
    ["facebook", "firstDepositArrival", "FirstDepositArrival"],
    ["facebook", "firstOpen", undefined],
    ["tiktok", "register", "CompleteRegistration"],
    ["tiktok", "depositSubmit", "InitiateCheckout"],
    ["tiktok", "deposit", "CompletePayment"],
    ["tiktok", "viewContent", "ViewContent"],
    ["tiktok", "downloadApp", "Download"],
    ["kwai", "register", "EVENT_COMPLETE_REGISTRATION"],
    ["kwai", "deposit", "EVENT_PURCHASE"],
    ["kwai", "firstDepositArrival", "EVENT_FIRST_DEPOSIT"],
    ["kwai", "login", undefined],
    ["gtag", "register", "sign_up"],
    ["gtag", "login", "login"],
    ["gtag", "depositSubmit", "begin_checkout"],
    ["gtag", "deposit", "purchase"],
    ["gtag", "viewContent", "view_item"],
    ["gtag", "firstOpen", undefined],
    ["twitter", "register", "SignUp"],
    ["twitter", "deposit", "Purchase"],
    ["twitter", "gameLaunch", undefined],
    ["bigo", "register", "ec_register"],
    ["bigo", "deposit", "ec_purchase"],
    ["voluum", "register", "registration"],
    ["voluum", "deposit", "deposit"],
    ["voluum", "viewContent", undefined],
    ["propeller", "firstDepositArrival", "first_deposit"],
    ["okspider", "register", "registration"],
    ["outbrain", "deposit", "Purchase"],
    ["kadam", "deposit", "deposit"],
  ])("%s hears %s as %s", (network, event, expected) => {
    expect(networkEventName(network, event)).toBe(expected);
  });

  it("has a row for every network and names only the spec's events", () => {
    expect(Object.keys(NETWORK_EVENTS).sort()).toEqual([...AD_NETWORKS].sort());
    for (const network of AD_NETWORKS) {
      for (const [event, name] of Object.entries(NETWORK_EVENTS[network])) {
        expect(EVENTS).toContain(event);
        expect(name, `${network}.${event}`).toMatch(/^\S+$/);
      }
    }
  });

  // The money rule of the table: one order or one arrival is never two purchases or checkouts.
  it.each(AD_NETWORKS)("%s never hears one deposit under two names that count the same", (network) => {
    const name = (event: TrackedEventName) => networkEventName(network, event);
    if (name("deposit")) expect(name("firstDepositArrival")).not.toBe(name("deposit"));
    for (const atSubmit of ["firstDeposit", "redeposit"] as const) {
      if (name(atSubmit)) {
        expect(name(atSubmit)).not.toBe(name("depositSubmit"));
        expect(name(atSubmit)).not.toBe(name("deposit"));
      }
    }
  });

  it("tells every network about registrations and deposits", () => {
    for (const network of AD_NETWORKS) {
      expect(networkEventName(network, "register"), network).toBeTruthy();
      expect(networkEventName(network, "deposit"), network).toBeTruthy();
    }
  });
});
