/**
 * The members every merchant gets: one of each customer type the front end treats differently
 * (0 player, 1 and 2 agents, 4 no-chat guest), plus the two password states that force a change
 * (first login with a weak password, expired password). Each has a mobile number, e-mail and
 * payee name, so any two-factor method can be forced on any of them.
 */

export interface SeedMember {
  username: string;
  password: string;
  type: 0 | 1 | 2 | 4;
  nickname: string;
  mobile: string;
  email: string;
  payeeName: string;
  /** VIP label id (see VIP_LABELS); null = no VIP. */
  labelId: number | null;
  /** AUTO: the label's benefits show (spec section 4); MANUAL: they do not. */
  labelType: "AUTO" | "MANUAL";
  rankLevel: number | null;
  rankCompleted: number;
  rankTotal: number;
  /** Arrived deposits, in minor units (cents), oldest first. */
  deposits: readonly number[];
  /** Paid withdrawals, in minor units, to a seeded bank account. */
  withdrawals: readonly number[];
  unread: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

const BASE = {
  labelId: null,
  labelType: "AUTO",
  rankLevel: null,
  rankCompleted: 0,
  rankTotal: 0,
  deposits: [],
  withdrawals: [],
  unread: 0,
  firstTimeLogin: false,
  passwordExpired: false,
} as const;

export const SEED_MEMBERS: readonly SeedMember[] = [
  {
    ...BASE,
    username: "demo",
    password: "Demo@1234",
    type: 0,
    nickname: "Demo player",
    mobile: "13800138000",
    email: "demo@example.com",
    payeeName: "Demo Player",
    labelId: 3,
    rankLevel: 3,
    rankCompleted: 4,
    rankTotal: 10,
    deposits: [50_000, 30_000, 20_000],
    withdrawals: [25_000],
    unread: 2,
  },
  {
    ...BASE,
    username: "agent1",
    password: "Agent@1234",
    type: 1,
    nickname: "Agent one",
    mobile: "13800138001",
    email: "agent1@example.com",
    payeeName: "Agent One",
    labelId: 1,
    labelType: "MANUAL",
    rankLevel: 1,
    rankCompleted: 7,
    rankTotal: 10,
    deposits: [10_000],
  },
  {
    ...BASE,
    username: "agent2",
    password: "Agent@1234",
    type: 2,
    nickname: "Agent two",
    mobile: "13800138002",
    email: "agent2@example.com",
    payeeName: "Agent Two",
  },
  {
    ...BASE,
    username: "guest4",
    password: "Guest@1234",
    type: 4,
    nickname: "Guest",
    mobile: "13800138004",
    email: "guest4@example.com",
    payeeName: "Guest Four",
  },
  {
    ...BASE,
    username: "weak",
    password: "123456",
    type: 0,
    nickname: "Weak password",
    mobile: "13800138005",
    email: "weak@example.com",
    payeeName: "Weak Password",
    firstTimeLogin: true,
  },
  {
    ...BASE,
    username: "expired",
    password: "Expired@1234",
    type: 0,
    nickname: "Expired password",
    mobile: "13800138006",
    email: "expired@example.com",
    payeeName: "Expired Password",
    labelId: 5,
    rankLevel: 5,
    rankCompleted: 10,
    rankTotal: 10,
    passwordExpired: true,
  },
];

/** Labels used when a merchant.json lists no vipLabels (the same ids as the sample that does). */
export const DEFAULT_VIP_LABELS: ReadonlyArray<{ id: number; name: string }> = [
  { id: 1, name: "Silver" },
  { id: 3, name: "Gold" },
  { id: 5, name: "Diamond" },
];
