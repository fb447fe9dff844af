/**
 * The catalogue is split into parts by message-id prefix, so the first page downloads only the
 * texts every page needs (the core) and a screen's texts arrive with the screen. A widget names
 * the parts it reads in its registration (`messages`); the registry loads them with its view.
 * The build (scripts/lib/i18n-compile.ts) splits every compiled catalogue with this same table.
 */
export const MESSAGE_PARTS = {
  /** Deposit, withdrawal, bank cards, Pix keys and the money errors they share. */
  money: ["deposit_", "withdraw_", "money_", "bank_", "pix_"],
  /** Member home, VIP progress and benefits. */
  member: ["member_", "benefits_", "vip_"],
  /** Signing in and up, passwords, captcha, two-factor and the firebase sign-in errors. */
  account: [
    "login_",
    "register_",
    "change_password_",
    "password_",
    "bind_",
    "sms_",
    "sign_in_",
    "tfa_",
    "auth_",
    "captcha_",
    "geetest_",
    "verify_",
    // The sign-in forms' own fields, which no first page shows.
    "old_password",
    "new_password",
    "confirm_password",
    "remember_me",
    "have_account",
    "no_account_register",
    "suggest_username",
    "referral_code",
    "mobile_number",
    "verification_code",
    "dialling_code",
    "phone_invalid",
  ],
  /** The game viewer's bar and the end of a trial. */
  viewer: ["trial_over_", "game_closed", "game_frame_", "exit_fullscreen", "hide_header", "show_header"],
  /** The reward centre and one promotion's page. */
  rewards: ["reward_", "activity_"],
  /** Help topics, news and member feedback. */
  help: ["help_", "news_", "feedback_"],
  /** Invite friends and agent registration. */
  invite: ["invite_", "agent_"],
  /** The point market and the missions with their leaderboard. */
  mall: ["mall_", "mission_"],
  /** The engagement overlays: announcement and welcome popups, install prompt and banner, download bar and modal, app upgrade, push prompt. */
  engage: [
    "popup_",
    "welcome_",
    "install_",
    "ios_guide_",
    "ios17_",
    "app_goto_",
    "download_bar_",
    "app_download_",
    "app_upgrade_",
    "push_",
    "notification_",
  ],
  /** The domain-unreachable dialog and its fastest-domain race. */
  domain: ["domain_"],
  /** The floating mini-game's container and the texts it lends the game. */
  minigame: ["minigame_"],
  /** Customer service and the chat button: provider and path failures, the button, its viewer. */
  chat: ["chat_"],
} as const satisfies Record<string, readonly string[]>;

export type MessagePart = keyof typeof MESSAGE_PARTS;

export const MESSAGE_PART_NAMES = Object.keys(MESSAGE_PARTS) as MessagePart[];

/** The part a message id belongs to, or null for the core every page loads. */
export function messagePartOf(id: string): MessagePart | null {
  for (const part of MESSAGE_PART_NAMES) {
    if (MESSAGE_PARTS[part].some((prefix) => id.startsWith(prefix))) return part;
  }
  return null;
}

/** A compiled catalogue file's name: `en.json` for the core, `en.money.json` for a part. */
export function catalogueFileName(code: string, part: MessagePart | null): string {
  return `${code.toLowerCase()}${part ? `.${part}` : ""}.json`;
}
