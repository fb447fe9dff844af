/**
 * The point market and missions every merchant gets, named in the merchant's own language
 * (its languages.default; English where no names are written for it), as its back office
 * would have entered them. Costs, stock, targets and rewards are points and counts, the same
 * everywhere. The seeded members' points and progress give each state a screen shows: items
 * the demo member can afford, one it cannot, one out of stock; missions in progress, complete
 * and waiting to be claimed, and claimed.
 */

type Names = Readonly<Record<"EN" | "PT-BR" | "CN" | "AR", string>>;

export interface SeedItem {
  code: string;
  cost: number;
  stock: number;
  name: Names;
}

export interface SeedMission {
  code: string;
  target: number;
  reward: number;
  title: Names;
}

export const MARKET_ITEMS: readonly SeedItem[] = [
  {
    code: "DRAW_TICKET",
    cost: 100,
    stock: 200,
    name: {
      EN: "Lucky draw ticket",
      "PT-BR": "Bilhete do sorteio",
      CN: "幸运抽奖券",
      AR: "تذكرة السحب المحظوظ",
    },
  },
  {
    code: "FREE_SPINS",
    cost: 300,
    stock: 50,
    name: { EN: "10 free spins", "PT-BR": "10 giros grátis", CN: "10次免费旋转", AR: "10 دورات مجانية" },
  },
  {
    code: "BONUS_VOUCHER",
    cost: 800,
    stock: 25,
    name: {
      EN: "Deposit bonus voucher",
      "PT-BR": "Cupom de bônus de depósito",
      CN: "存款红利券",
      AR: "قسيمة مكافأة الإيداع",
    },
  },
  {
    code: "HEADSET",
    cost: 1_000,
    stock: 0,
    name: { EN: "Wireless headset", "PT-BR": "Fone sem fio", CN: "无线耳机", AR: "سماعة لاسلكية" },
  },
  {
    code: "CASHBACK_WEEK",
    cost: 1_500,
    stock: 15,
    name: {
      EN: "5% cashback for a week",
      "PT-BR": "5% de cashback por uma semana",
      CN: "一周5%返水",
      AR: "استرداد نقدي 5% لمدة أسبوع",
    },
  },
  {
    code: "VIP_PASS",
    cost: 2_500,
    stock: 10,
    name: {
      EN: "VIP lounge pass (7 days)",
      "PT-BR": "Passe VIP (7 dias)",
      CN: "VIP贵宾通行证（7天）",
      AR: "تصريح صالة كبار الشخصيات (7 أيام)",
    },
  },
];

export const MISSIONS: readonly SeedMission[] = [
  {
    code: "LOGIN_7",
    target: 7,
    reward: 50,
    title: { EN: "Log in on 7 days", "PT-BR": "Entre em 7 dias", CN: "登录7天", AR: "سجّل الدخول في 7 أيام" },
  },
  {
    code: "DEPOSIT_3",
    target: 3,
    reward: 200,
    title: { EN: "Make 3 deposits", "PT-BR": "Faça 3 depósitos", CN: "完成3次存款", AR: "أجرِ 3 إيداعات" },
  },
  {
    code: "PLAY_20",
    target: 20,
    reward: 100,
    title: { EN: "Play 20 game rounds", "PT-BR": "Jogue 20 rodadas", CN: "玩20局游戏", AR: "العب 20 جولة" },
  },
  {
    code: "INVITE_1",
    target: 1,
    reward: 300,
    title: {
      EN: "Invite a friend who deposits",
      "PT-BR": "Convide um amigo que deposite",
      CN: "邀请一位存款的好友",
      AR: "ادعُ صديقًا يقوم بالإيداع",
    },
  },
];

/** Seeded points per member; the ranks they make: agent1, expired, demo, agent2, guest4, weak. */
export const SEED_POINTS: Readonly<Record<string, number>> = {
  demo: 1_200,
  agent1: 3_400,
  agent2: 650,
  guest4: 150,
  weak: 0,
  expired: 2_100,
};

/** The demo member's progress per mission code; `claimed` marks a reward already paid. */
export const DEMO_PROGRESS: Readonly<Record<string, { progress: number; claimed?: boolean }>> = {
  LOGIN_7: { progress: 7 },
  DEPOSIT_3: { progress: 3, claimed: true },
  PLAY_20: { progress: 8 },
  INVITE_1: { progress: 0 },
};

/** The name in the merchant's language, else English. */
export function inLanguage(names: Names, language: string): string {
  return names[language as keyof Names] ?? names.EN;
}
