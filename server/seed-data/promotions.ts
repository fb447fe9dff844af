/**
 * Popups and promotions every merchant gets. Popups: one per audience (execution A logged-in,
 * B visitors, F first-time login), promotionType NOTICE for a plain announcement and PROMOTION
 * for one the client gives "go to activity" buttons. Dates are fixed so screenshots stay stable.
 */

export const POPUPS: ReadonlyArray<{
  title: string;
  content: (name: string) => string;
  promotionType: "NOTICE" | "PROMOTION";
  execution: "A" | "B" | "F";
}> = [
  {
    title: "Weekend reload bonus",
    content: (name) =>
      `<p>Members of <b>${name}</b> get a 20% reload bonus every Saturday and Sunday.</p><p>Open the reward centre to claim it.</p>`,
    promotionType: "PROMOTION",
    execution: "A",
  },
  {
    title: "Join today",
    content: (name) =>
      `<p>New to <b>${name}</b>? Register in one minute and receive a welcome bonus on your first deposit.</p>`,
    promotionType: "PROMOTION",
    execution: "B",
  },
  {
    title: "Welcome aboard",
    content: (name) =>
      `<p>Thank you for joining ${name}. Set a strong password and keep your account details private.</p>`,
    promotionType: "NOTICE",
    execution: "F",
  },
];

export const CATEGORIES = ["Deposit bonus", "Daily events", "VIP club"];

const START = Date.UTC(2025, 0, 1);
const END = Date.UTC(2030, 11, 31, 23, 59, 59);
/** A promotion that has run its course: still listed, no longer claimable. */
const ENDED = Date.UTC(2025, 2, 31, 23, 59, 59);

/**
 * How a member takes a promotion up in the reward centre: CLAIM credits the bonus at once, APPLY
 * sends a request the back office reviews, NONE is credited without asking (nothing to tap).
 */
export type ClaimMode = "CLAIM" | "APPLY" | "NONE";

export const PROMOTIONS: ReadonlyArray<{
  title: string;
  /** Index into CATEGORIES. */
  category: number;
  startDate: number;
  endDate: number | null;
  images: number;
  summary: string;
  claimMode: ClaimMode;
  /** The bonus in major units of the merchant's currency; null where the rules say it in words. */
  reward: number | null;
  /** The rules, as the back office writes them: HTML. */
  content: (name: string) => string;
}> = [
  {
    title: "First deposit 100%",
    category: 0,
    startDate: START,
    endDate: END,
    images: 2,
    summary: "Double your first deposit, up to 1,000.",
    claimMode: "APPLY",
    reward: null,
    content: (name) =>
      `<p>Double your first deposit at ${name}, up to 1,000.</p>
<h3>How it works</h3>
<ol><li>Apply here before your first deposit.</li><li>Deposit at least 50.</li><li>The bonus is credited within 24 hours of review.</li></ol>
<p><b>Turnover:</b> 10× the deposit plus the bonus before a withdrawal.</p>`,
  },
  {
    title: "Daily lucky draw",
    category: 1,
    startDate: START,
    endDate: null,
    images: 1,
    summary: "Ten winners a day among the members who played.",
    claimMode: "NONE",
    reward: null,
    content: (name) =>
      `<p>Every day ${name} draws ten winners among the members who played.</p>
<table><thead><tr><th>Place</th><th>Prize</th></tr></thead><tbody><tr><td>1</td><td>888</td></tr><tr><td>2–3</td><td>188</td></tr><tr><td>4–10</td><td>28</td></tr></tbody></table>
<p>Entry is automatic; prizes are credited the next morning.</p>`,
  },
  {
    title: "VIP birthday gift",
    category: 2,
    startDate: START,
    endDate: END,
    images: 1,
    summary: "A gift in your birthday month for VIP members.",
    claimMode: "CLAIM",
    reward: 88,
    content: (name) =>
      `<p>${name} VIP members receive a gift in their birthday month.</p>
<ul><li>Claim once a year, in your birthday month.</li><li>Turnover: 1× the gift.</li></ul>`,
  },
  {
    title: "Weekend reload 20%",
    category: 0,
    startDate: START,
    endDate: END,
    images: 1,
    summary: "A 20% reload every Saturday and Sunday.",
    claimMode: "CLAIM",
    reward: 50,
    content: (name) =>
      `<p>Reload at ${name} on Saturday or Sunday and claim a 20% bonus, up to 50.</p>
<ul><li>One claim per member.</li><li>Turnover: 5× the bonus.</li><li>Not combined with other deposit bonuses.</li></ul>`,
  },
  {
    title: "Daily check-in bonus",
    category: 1,
    startDate: START,
    endDate: END,
    images: 1,
    summary: "Check in and collect a small bonus.",
    claimMode: "CLAIM",
    reward: 5,
    content: (name) =>
      `<p>Check in at ${name} and collect 5 in bonus.</p>
<p>The bonus has no turnover requirement. <a href="https://help.example/check-in">Full terms</a>.</p>`,
  },
  {
    title: "New Year red packet",
    category: 1,
    startDate: START,
    endDate: ENDED,
    images: 1,
    summary: "Red packets for the New Year season.",
    claimMode: "CLAIM",
    reward: 18,
    content: (name) =>
      `<p>${name} handed out red packets for the New Year season until 31 March 2025.</p>
<p>This event has ended; thank you to everyone who joined.</p>`,
  },
];
