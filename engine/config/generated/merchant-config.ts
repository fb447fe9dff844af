/* Generated from schemas/merchant.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */

/**
 * One of the platform's 30 language codes.
 */
export type LanguageCode =
  | "CN"
  | "EN"
  | "ES"
  | "HI"
  | "ID"
  | "JA"
  | "KM"
  | "KO"
  | "KR"
  | "MS"
  | "MY"
  | "PT"
  | "PT-BR"
  | "TA"
  | "TH"
  | "TW"
  | "TY"
  | "PH"
  | "UR"
  | "UR-LA"
  | "VI"
  | "TR"
  | "AR"
  | "BN"
  | "UZ"
  | "RU"
  | "FA"
  | "LO"
  | "NE"
  | "FR";

/**
 * One merchant (brand) of the white-label engine. Everything a merchant can change lives here; nothing merchant-specific is written in code. Values marked with a default may be left out: the engine's defaults, then the base merchant (extends), then this file, then the backend's live settings apply, each over the one before.
 */
export interface MerchantConfig {
  /**
   * Path to this schema, for editor completion. Ignored by the engine.
   */
  $schema?: string;
  /**
   * Version of this file's shape. Older files are migrated on load with a notice; `npm run merchant -- validate` says how to update them.
   */
  schemaVersion: 2;
  /**
   * Merchant code: sent as the Merchant header, and the name of the folder under merchants/.
   */
  code: string;
  /**
   * Display name of the brand.
   */
  name: string;
  /**
   * Code of a base merchant whose settings this one starts from (one level only: the base may not extend another).
   */
  extends?: string;
  /**
   * Interface languages offered by this merchant.
   */
  languages: {
    /**
     * Language codes offered, in the order shown.
     *
     * @minItems 1
     */
    supported: [LanguageCode, ...LanguageCode[]];
    /**
     * One of the platform's 30 language codes.
     */
    default:
      | "CN"
      | "EN"
      | "ES"
      | "HI"
      | "ID"
      | "JA"
      | "KM"
      | "KO"
      | "KR"
      | "MS"
      | "MY"
      | "PT"
      | "PT-BR"
      | "TA"
      | "TH"
      | "TW"
      | "TY"
      | "PH"
      | "UR"
      | "UR-LA"
      | "VI"
      | "TR"
      | "AR"
      | "BN"
      | "UZ"
      | "RU"
      | "FA"
      | "LO"
      | "NE"
      | "FR";
  };
  /**
   * Money as members see it. The backend's live currency settings override these.
   */
  currency: {
    /**
     * Currency code as the platform sends it (cut to 3 letters for display; TLB is shown as PHP).
     */
    code: string;
    symbol: string;
    /**
     * Where the symbol stands relative to the amount.
     */
    position: "before" | "after";
    /**
     * Decimals amounts are rounded to.
     */
    decimals?: number;
  };
  /**
   * Brand inputs; the engine derives every colour token from these and rejects text/background pairs below WCAG AA contrast.
   */
  theme: {
    /**
     * Light or dark interface.
     */
    mode: "light" | "dark";
    /**
     * Brand colour: top bar, main buttons.
     */
    primary: string;
    /**
     * Second brand colour: highlights, register button.
     */
    accent: string;
    /**
     * Page background.
     */
    background: string;
    /**
     * Cards, sheets and dialogs.
     */
    surface: string;
    /**
     * Body text on background and surface.
     */
    text: string;
    /**
     * CSS font family (letters, digits, spaces, commas, quotes and hyphens), or 'system' for the phone's own font.
     */
    font?: string;
    /**
     * Corner radius of cards and buttons, in px.
     */
    radius?: number;
  };
  /**
   * Files in the merchant's folder.
   */
  assets: {
    /**
     * Logo SVG, relative to the merchant folder; every icon and splash image is drawn from it.
     */
    logo: string;
  };
  /**
   * The installed web app (manifest).
   */
  pwa: {
    /**
     * Document title and installed-app name.
     */
    title: string;
    /**
     * Name under the home-screen icon.
     */
    shortName?: string;
    /**
     * Manifest theme colour.
     */
    themeColor?: string;
    /**
     * Manifest background (splash) colour.
     */
    backgroundColor?: string;
  };
  /**
   * The platform's mobileTemplate (spec §3) this build starts from; the status call's info.mobileTemplate is laid over it at every page load (engine/config/back-office-settings.ts). Its `pwa` texts are the pwa block's title and shortName.
   */
  mobileTemplate?: {
    /**
     * On a desktop browser the page links the desktop web-app manifest (GET /wps/system/manifest.json).
     */
    desktop_app_feature?: boolean;
    /**
     * The install prompt's text when its own app_desc setting is off; absent for the translated default.
     */
    app_desc?: string;
    /**
     * Address (http(s), or a path on this site) of the logo shown inside the app: top bar, sign-in pages, the app icon's fallback. Empty or absent for the build's logo, which the static shell always paints.
     */
    image_logo?: string;
  };
  /**
   * Feature switches by platform module key. The backend's whitelabel flags override these at run time.
   */
  features?: {
    /**
     * Floating customer-service chat button.
     */
    CBS3?: boolean;
    /**
     * Auto-login with the remembered credentials.
     */
    MOBILEAUTOLOGIN3?: boolean;
    /**
     * Force a password change when the password has expired.
     */
    PWDEXPFORCECHANGE3?: boolean;
    /**
     * Google one-tap sign-in (never inside the native app).
     */
    GOOGLELOGIN3?: boolean;
    /**
     * Games start only inside the native app; a browser gets a download message.
     */
    STARTGAMEINAPP3?: boolean;
    /**
     * Reward center.
     */
    REWCEN3?: boolean;
    /**
     * The app-upgrade modal cannot be closed.
     */
    MANDATORYAPPUPDATES3?: boolean;
    /**
     * Geetest slider captcha (needs /geetest/id).
     */
    GEETEST3?: boolean;
    /**
     * Geetest in test mode (a trial): the slider shows where GEETEST3 would show it, but a provider that cannot load, start or verify never stops a form, and the platform accepts a form sent without it.
     */
    GEETESTTEST3?: boolean;
    /**
     * Geetest on the SMS verification code (needs geetest v4).
     */
    GEETESTVCODE3?: boolean;
    /**
     * Show the dialling-code input on login and registration.
     */
    UPDATEMOBILEICC3?: boolean;
    /**
     * Social sign-in may create a new account ('register new' in the chooser).
     */
    FIREBASECREATEACC3?: boolean;
    /**
     * Floating lottery mini-game, variant v1.
     */
    LOTTMINIGAME3?: boolean;
    /**
     * Floating lottery mini-game, variant s1.
     */
    SEALOTTMINIGAME3?: boolean;
    /**
     * Registration with a username.
     */
    REG3?: boolean;
    /**
     * Registration with a mobile number.
     */
    MOBILENUMREG3?: boolean;
  };
  /**
   * Slider captcha. Used when GEETEST3 is on.
   */
  geetest?: {
    /**
     * Geetest captcha id (required when GEETEST3 is on).
     */
    id?: string;
    /**
     * Geetest version; the SMS captcha needs v4.
     */
    version?: "v3" | "v4";
    /**
     * Captcha on login.
     */
    login?: boolean;
    /**
     * Captcha on registration and SMS forms.
     */
    forms?: boolean;
    /**
     * Where the captcha script is loaded from instead of Geetest's own: a self-hosted copy or first-party proxy. Never the reference backend's stand-in: development and test runs route the captcha to it themselves.
     */
    scriptUrl?: string;
  };
  /**
   * VIP labels the merchant uses; customer-service entries may be limited to some of them.
   */
  vipLabels?: {
    /**
     * Label id as the platform sends it (clubLabel.labelId).
     */
    id: number;
    name: string;
    /**
     * What this level gives its members, one line each, shown on /m/member/benefits in the operator's words.
     *
     * @maxItems 10
     */
    benefits?:
      | []
      | [string]
      | [string, string]
      | [string, string, string]
      | [string, string, string, string]
      | [string, string, string, string, string]
      | [string, string, string, string, string, string]
      | [string, string, string, string, string, string, string]
      | [string, string, string, string, string, string, string, string]
      | [string, string, string, string, string, string, string, string, string]
      | [string, string, string, string, string, string, string, string, string, string];
  }[];
  /**
   * Customer-service entries shown when the backend sends none. Members with a VIP label get the entries for their label, else those without labels.
   */
  customerService?: {
    /**
     * Chat provider.
     */
    csType: "AICAN" | "MIDUOKE" | "LIVECHAT" | "COMM100" | "COMM100VIP";
    /**
     * Order among entries.
     */
    csPosition?: number;
    title: string;
    /**
     * Chat page or script URL (in clear: the backend's encoded paths are decoded on the client).
     */
    url: string;
    /**
     * VIP label ids (from /vipLabels) this entry is for; empty for everyone.
     */
    labelIds?: number[];
  }[];
  /**
   * The install-app prompt, banner and download bar.
   */
  installPrompt?: {
    /**
     * Offer installing the app at all.
     */
    enabled?: boolean;
    /**
     * Look of the prompt.
     */
    theme?: "light" | "dark";
    /**
     * Which button is primary in the app-download modal (iOS shows web first unless this is app).
     */
    preferredWay?: "app" | "web";
    /**
     * 1 every domain, 2 all but `domains`, 3 only `domains`.
     */
    domainCheckMode?: 1 | 2 | 3;
    /**
     * Domains for domainCheckMode 2 and 3.
     */
    domains?: string[];
    /**
     * The platform's install-prompt settings, each {enabled, value}.
     */
    settings?: {
      app_background?: Toggle;
      app_desc?: Toggle;
      bottom_app_desc?: Toggle;
      download_condition_switch?: Toggle;
      in_game_popup_interval?: Toggle;
      login_required?: Toggle;
      bind_card?: Toggle;
      bottom_app_bar_mode?: Toggle;
      deposit_times?: Toggle;
      deposit_times_forced?: Toggle;
      first_deposit?: Toggle;
      first_withdraw?: Toggle;
      withdrawal_times?: Toggle;
      withdrawal_times_forced?: Toggle;
      deposit_least_times?: Toggle;
      deposit_least_times_forced?: Toggle;
      withdrawal_least_times?: Toggle;
      withdrawal_least_times_forced?: Toggle;
      reg_days?: Toggle;
      reg_days_forced?: Toggle;
      domains_switch?: Toggle;
      domains?: Toggle;
      theme?: Toggle;
    };
  };
  /**
   * The merchant's native shells (docs/native-shell.md): what the app cannot learn from the shell's bridge.
   */
  nativeApp?: {
    /**
     * A regular expression run on the user agent inside the native shell; its first capture group is the shell's version (e.g. "MyCasinoApp/(\\d+(?:\\.\\d+)*)"), for the app-upgrade modal when the shell does not answer the appVersion bridge call. Unset: only the bridge tells the version, and a shell that tells none is not asked to upgrade.
     */
    versionPattern?: string;
  };
  /**
   * The top download bar (spec §4): who sees it, beyond its fixed rules (hidden in the native app, a home-screen app or PWA, without a download link).
   */
  downloadBar?: {
    /**
     * Show the bar at all where its rules allow.
     */
    enabled?: boolean;
    /**
     * Only logged-in members see the bar.
     */
    loginRequired?: boolean;
    /**
     * Only members whose VIP rank level (clubLabel.rankLevel) is at least this see the bar; absent for everyone.
     */
    minRankLevel?: number;
  };
  /**
   * Activity shortcut button items.
   */
  shortcuts?: {
    /**
     * What the shortcut opens.
     */
    redirect:
      | "APP_DOWNLOAD"
      | "REGISTER"
      | "DEPOSIT"
      | "REWARD_CENTER"
      | "MISSION"
      | "INVITE_FRIENDS"
      | "MEMBER"
      | "POINT_MARKET"
      | "REDIRECT_URL";
    /**
     * Target of a REDIRECT_URL shortcut (required for it).
     */
    externalLink?: string;
    /**
     * Text key or text shown on the item.
     */
    label?: string;
  }[];
  /**
   * Announcement and welcome popups.
   */
  popups?: {
    /**
     * 'Go to activity' sends visitors to registration rather than login.
     */
    registerFirst?: boolean;
    /**
     * Closing on a non-final slide advances instead.
     */
    forceRead?: boolean;
    /**
     * Re-show the announcement popup unless hidden for today.
     */
    forcePopup?: boolean;
    /**
     * Delay before the welcome image popup (ms)
     */
    welcomeDelayMs?: number;
    /**
     * Popup carousel autoplay (ms)
     */
    autoplayMs?: number;
    /**
     * Announcement popup design: current, or the older classic one with an 'announcement' header and 'do not show this popup again' (hidden until the list changes); classic re-reads the list 0 ms after a login and 1,000 ms for a visitor.
     */
    variant?: "current" | "classic";
    /**
     * Popup list refresh delay (ms)
     */
    refreshDelayMs?: number;
  };
  /**
   * Home banners and marquee.
   */
  banners?: {
    /**
     * Banner carousel autoplay (ms)
     */
    autoplayMs?: number;
    /**
     * Announcement marquee speed, px per second.
     */
    marqueeSpeed?: number;
    /**
     * Address of the picture the page paints in the banner's box before any script runs (stamped into the HTML, so it is the page's first large paint); keep it the live list's first banner, which takes over the same box.
     */
    lead?: string;
  };
  /**
   * Firebase for SMS and social sign-in and push. Providers initialise only when apiKey is set.
   */
  firebase?: {
    apiKey: string;
    authDomain?: string;
    projectId: string;
    appId?: string;
    messagingSenderId?: string;
    vapidKey?: string;
    googleWebClientId?: string;
    facebookAppId?: string;
    /**
     * Test setup only, never in a merchant file (merchant validate refuses it): development and test runs point the page at their Auth emulator themselves (server/dev/stand-ins.ts).
     */
    authEmulatorUrl?: string;
    /**
     * Test setup only, never in a merchant file (merchant validate refuses it): Google's one-tap script is loaded from Google's own address; development and test runs point the page at their stand-in themselves (server/dev/stand-ins.ts).
     */
    googleIdentityScriptUrl?: string;
  };
  /**
   * Push notifications.
   */
  push?: {
    /**
     * Ask members for push permission after login.
     */
    enabled?: boolean;
    /**
     * Topic every device subscribes to.
     */
    topic?: string;
  };
  /**
   * Ad-network pixel ids; each network loads only when its id is set (docs/tracking.md).
   */
  tracking?: {
    facebookPixelId?: string;
    tiktokPixelId?: string;
    kwaiPixelId?: string;
    gtagId?: string;
    twitterPixelId?: string;
    bigoId?: string;
    kadamId?: string;
    /**
     * PropellerAds advertiser id (aid of the conversion postback)
     */
    propellerId?: string;
    /**
     * Voluum tracking domain host (the conversion postback goes there)
     */
    voluumId?: string;
    /**
     * Outbrain marketer id
     */
    outbrainId?: string;
    /**
     * OKSpider advertiser id
     */
    okspiderId?: string;
    /**
     * Where a network's script or conversion endpoint is loaded from instead of the network's official address: a self-hosted copy or first-party proxy. Never the reference backend's stand-ins: development and test runs route the networks to them themselves.
     */
    sources?: {
      facebook?: string;
      tiktok?: string;
      kwai?: string;
      gtag?: string;
      twitter?: string;
      bigo?: string;
      kadam?: string;
      voluum?: string;
      propeller?: string;
      okspider?: string;
      outbrain?: string;
    };
  };
  /**
   * The spec's defaults (section 9) a merchant may change.
   */
  timings?: {
    /**
     * Default request timeout (ms)
     */
    requestTimeoutMs?: number;
    /**
     * Game launch timeout (ms)
     */
    gameLaunchTimeoutMs?: number;
    /**
     * SMS resend countdown when the backend gives no expiry (s).
     */
    smsCountdownFallbackS?: number;
    /**
     * Number of profile icons offered.
     */
    profileIconCount?: number;
  };
  /**
   * Sign-in and registration rules.
   */
  auth?: {
    /**
     * Password sent by mobile registration when the form asks for none (the spec redacts it: it is the merchant's). Always weak: it forces a change like weakPasswords, without being listed there.
     */
    defaultMobilePassword?: string;
    /**
     * Passwords that force a change after login; defaultMobilePassword counts as one without being listed.
     */
    weakPasswords?: string[];
    /**
     * The platform's SMS template for a member registered by mobile number, sent as the registration's smsTemplate (spec §3) on mobile registrations only; left out when unset.
     */
    smsTemplate?: string;
    /**
     * On bind_customer_required, register automatically instead of offering the chooser; only where /features/FIREBASECREATEACC3 lets social sign-in create accounts.
     */
    autoRegisterOnBind?: boolean;
    /**
     * Social sign-in buttons offered on login and registration, through firebase (needs the firebase block).
     */
    socialChannels?: ("google" | "facebook" | "twitter" | "line")[];
    /**
     * Sign-in with a one-time SMS code: off, sent by the platform (/wps/verification/sms/noLogin), or by firebase's phone provider (needs the firebase block).
     */
    smsLogin?: "off" | "platform" | "firebase";
    /**
     * Offer 'remember me' on the login form (keeps the username and encoded password on the device).
     */
    rememberLogin?: boolean;
  };
  /**
   * Where the backend is and which domains the app may use.
   */
  api?: {
    /**
     * Origin of the /wps backend; empty for the page's own origin.
     */
    origin?: string;
    /**
     * Candidate domains raced when the current one is unreachable (up to 10).
     *
     * @maxItems 10
     */
    domains?:
      | []
      | [string]
      | [string, string]
      | [string, string, string]
      | [string, string, string, string]
      | [string, string, string, string, string]
      | [string, string, string, string, string, string]
      | [string, string, string, string, string, string, string]
      | [string, string, string, string, string, string, string, string]
      | [string, string, string, string, string, string, string, string, string]
      | [string, string, string, string, string, string, string, string, string, string];
    /**
     * Domains that may receive the member's token on external links.
     */
    allowedExternalDomains?: string[];
  };
}
/**
 * A setting that can be switched on with a value.
 */
export interface Toggle {
  enabled: boolean;
  value?: string | number | boolean | null;
}
