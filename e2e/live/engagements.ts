/**
 * The engagement overlays as a member sees them on the screen (docs/engagement.md): how the live
 * journeys' monitor tells one from another dialog, and which button closes it the way a member
 * would. tests/e2e/live-overlay-record.test.ts fails when a widget registers an engagement overlay
 * this list does not know, so a new one cannot slip past the monitor.
 */
export interface EngagementLook {
  /** The widget's registered name (defineEngagement). */
  name: string;
  /** A selector inside (or on) its dialog; else `titleKey` names it. */
  selector?: string;
  /** The catalogue key of its dialog's title, for a view without a test id. */
  titleKey?: string;
  /**
   * The member's way out, first found wins: its × ('close'), else its 'later' or 'know it'. The
   * keys are catalogue texts, read in the page's language.
   */
  closeKeys: readonly string[];
  /** The member asked for it (app download from the bar or a shortcut): not an unrequested modal. */
  requested?: boolean;
  /** The spec ties it to a running game (the in-game install prompt): it may show over the viewer. */
  overGame?: boolean;
}

export const ENGAGEMENT_LOOKS: readonly EngagementLook[] = [
  { name: "announcement-popup", selector: '[data-testid="announcement-popup"]', closeKeys: ["close"] },
  { name: "welcome-popup", selector: '[data-testid^="welcome-popup-"]', closeKeys: ["close"] },
  {
    name: "install-prompt",
    selector: '[data-testid="install-prompt"]',
    closeKeys: ["install_close", "install_ok"],
    overGame: true,
  },
  { name: "push-prompt", titleKey: "push_prompt_title", closeKeys: ["push_prompt_later", "confirm"] },
  {
    name: "app-download",
    selector: '[data-testid="app-download-message"]',
    closeKeys: ["close", "app_download_continue"],
    requested: true,
  },
  { name: "app-upgrade", titleKey: "app_upgrade_title", closeKeys: ["close"] },
  { name: "splash", selector: '[data-testid="splash"]', closeKeys: [] },
  // Google draws one-tap's prompt (here its stand-in's sheet): its close is Google's, not a catalogue
  // text. The live journeys' browsers have no Google session, so Google shows them none.
  { name: "google-one-tap", selector: "[data-google-one-tap-stand-in]", closeKeys: [] },
];

/**
 * The game viewer's own dialogs (catalogue keys of their titles): the trial's invitation to sign
 * up, when its rounds are used up or the visitor taps back. They belong to the game, as the
 * in-game install prompt does, so they may show over it.
 */
export const VIEWER_DIALOG_TITLE_KEYS: readonly string[] = ["trial_over_title"];

export const engagementLook = (name: string): EngagementLook | undefined =>
  ENGAGEMENT_LOOKS.find((look) => look.name === name);
