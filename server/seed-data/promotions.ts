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

export const PROMOTIONS: ReadonlyArray<{
  title: string;
  /** Index into CATEGORIES. */
  category: number;
  startDate: number;
  endDate: number | null;
  images: number;
  content: (name: string) => string;
}> = [
  {
    title: "First deposit 100%",
    category: 0,
    startDate: START,
    endDate: END,
    images: 2,
    content: (name) => `<p>Double your first deposit at ${name}, up to 1,000.</p>`,
  },
  {
    title: "Daily lucky draw",
    category: 1,
    startDate: START,
    endDate: null,
    images: 1,
    content: (name) => `<p>Every day ${name} draws ten winners among the members who played.</p>`,
  },
  {
    title: "VIP birthday gift",
    category: 2,
    startDate: START,
    endDate: END,
    images: 1,
    content: (name) => `<p>${name} VIP members receive a gift in their birthday month.</p>`,
  },
];
