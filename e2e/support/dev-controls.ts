/**
 * The reference server's development controls (docs/dev-controls.md) as a plain HTTP client: no
 * test runner in it, so a Playwright journey and a WebDriver one drive the server alike. Each
 * method is one route (named in its comment) with the body server/dev/control-types.ts describes;
 * a refused call throws with the route and the server's answer. Everything a test switches on is
 * remembered and switched off again by `restore()`.
 */
import type {
  BackOfficeChange,
  CaptchaPicture,
  DevMember,
  DevSession,
  FaultRequest,
  LaunchRecord,
  MobileTemplateChange,
  SentSmsCode,
  StateChange,
  TrialRecord,
  TwoFactorMethod,
} from "../../server/dev/control-types";
import { SCOPE_HEADER } from "../../server/test-scopes";

export interface DevControlsTarget {
  /** The server's own origin (http://127.0.0.1:<port>): Node does not resolve <code>.localhost. */
  server: string;
  merchant: string;
  /** The test scope every call names (server/test-scopes.ts); none: the default scope. */
  scope?: string;
}

/** A control the server refused or never answered: which one, and what it said. */
export class DevControlError extends Error {
  constructor(
    readonly route: string,
    readonly answer: string,
  ) {
    super(`${route} failed: ${answer}`);
    this.name = "DevControlError";
  }
}

type Query = Record<string, string>;

export class DevControlsClient {
  readonly merchant: string;
  private readonly server: string;
  private readonly headers: Record<string, string>;
  private readonly twoFactorMembers = new Set<string>();
  private readonly tokenIpMembers = new Set<string>();
  private backOfficeChanged = false;
  private needsReset = false;

  constructor({ server, merchant, scope }: DevControlsTarget) {
    this.server = server;
    this.merchant = merchant;
    this.headers = scope ? { [SCOPE_HEADER]: scope } : {};
  }

  /**
   * POST /__dev/session: a session for the member, as the app keeps it after a login (the JSON
   * under `MC_SESSION_INFO` in session storage, spec §3).
   */
  async sessionInfo(username: string): Promise<string> {
    const session = await this.session(username);
    return JSON.stringify({
      id: session.id,
      token: session.token,
      merchantCode: this.merchant,
      userName: session.userName,
      type: session.customerType,
      firstTimeLogin: session.firstTimeLogin,
    });
  }

  /** POST /__dev/promotions/claims/reset: the merchant's members may claim every reward again. */
  async resetPromotionClaims(): Promise<void> {
    await this.post("/__dev/promotions/claims/reset", { merchant: this.merchant });
  }

  /** POST /__dev/state: the merchant's maintenance, region restriction, live flags, register captcha. */
  async state(state: StateChange): Promise<void> {
    await this.post("/__dev/state", { merchant: this.merchant, ...state });
  }

  /** POST /__dev/faults: the next requests to a path (or a `*` prefix) wait, fail or answer this body. */
  async fault(fault: FaultRequest): Promise<void> {
    await this.post("/__dev/faults", fault);
  }

  /** DELETE /__dev/faults. */
  async clearFaults(): Promise<void> {
    await this.send("DELETE", "/__dev/faults");
  }

  /** GET /__dev/members/:merchant/:username: the member as the backend stores it (language, flags, registration data). */
  async member(username: string): Promise<DevMember> {
    return this.get(`/__dev/members/${this.merchant}/${username}`);
  }

  /** POST /__dev/2fa: login_verify_required with these methods on every login of the member; [] clears it. */
  async twoFactor(username: string, methods: TwoFactorMethod[]): Promise<void> {
    if (methods.length > 0) this.twoFactorMembers.add(username);
    else this.twoFactorMembers.delete(username);
    await this.post("/__dev/2fa", { merchant: this.merchant, username, methods });
  }

  /** POST /__dev/session: a new session of the member, as a login would start it (its token is what a native shell hands over). */
  async session(username: string): Promise<DevSession> {
    return this.post("/__dev/session", { merchant: this.merchant, username });
  }

  /** GET /__dev/sms/last: the last SMS code this merchant "sent" to a number (nothing is really sent). */
  async lastSmsCode(mobileNum: string): Promise<SentSmsCode> {
    return this.get("/__dev/sms/last", { mobileNum, merchant: this.merchant });
  }

  /** POST /__dev/token-ip: while on, the member's logins answer token_ip_different. */
  async tokenIpDifferent(username: string, on: boolean): Promise<void> {
    await this.post("/__dev/token-ip", { merchant: this.merchant, username, on });
    if (on) this.tokenIpMembers.add(username);
    else this.tokenIpMembers.delete(username);
  }

  /** The test changes seeded members (a password): the database is seeded afresh after it (POST /__dev/reset). */
  resetAfterTest(): void {
    this.needsReset = true;
  }

  /** POST /__dev/reset: empties the scope's database and seeds it again, with every switch off. */
  async reset(): Promise<void> {
    await this.post("/__dev/reset");
  }

  /** POST /__dev/asset-manifest: the merchant's asset-manifest.json with another hash, as after a deploy; null stops. */
  async assetManifestHash(hash: string | null): Promise<void> {
    await this.post("/__dev/asset-manifest", { merchant: this.merchant, hash });
  }

  /**
   * An operator's change in the back office, as the status call then reports it (docs/dev-controls.md,
   * "Back-office settings"): gw, the SMS provider, the push settings (POST /__dev/back-office) and
   * mobileTemplate (POST /__dev/resources).
   */
  async backOffice({
    mobileTemplate,
    ...blocks
  }: BackOfficeChange & { mobileTemplate?: MobileTemplateChange }): Promise<void> {
    this.backOfficeChanged = true;
    await this.post("/__dev/back-office", { merchant: this.merchant, ...blocks });
    if (mobileTemplate) await this.post("/__dev/resources", { merchant: this.merchant, mobileTemplate });
  }

  /** GET /__dev/launches: the member's game launches as the backend recorded them, newest first. */
  async launches(username: string): Promise<LaunchRecord[]> {
    return this.get("/__dev/launches", { merchant: this.merchant, username });
  }

  /** GET /__dev/trials: this merchant's trial launches, newest first. */
  async trials(): Promise<TrialRecord[]> {
    return this.get("/__dev/trials", { merchant: this.merchant });
  }

  /** GET /__dev/captcha/last: the answer of the newest plain captcha picture. */
  async captchaAnswer(): Promise<string> {
    return (await this.get<CaptchaPicture>("/__dev/captcha/last")).code;
  }

  /**
   * Switches off all the test switched on, each reset in turn; any that fails is named in the one
   * error thrown after the others have run, so the next test never starts on a state left behind.
   */
  async restore(): Promise<void> {
    const resets: Array<[string, () => Promise<unknown>]> = [];
    if (this.backOfficeChanged)
      resets.push([
        "the back-office settings",
        async () => {
          const blocks = { gw: null, smsProvider: null, pushSettings: null };
          await this.post("/__dev/back-office", { merchant: this.merchant, ...blocks });
          await this.post("/__dev/resources", { merchant: this.merchant, mobileTemplate: null });
        },
      ]);
    for (const username of this.tokenIpMembers)
      resets.push([`token-ip of ${username}`, () => this.tokenIpDifferent(username, false)]);
    for (const username of this.twoFactorMembers)
      resets.push([`2fa of ${username}`, () => this.twoFactor(username, [])]);
    if (this.needsReset) resets.push(["the database", () => this.reset()]);
    resets.push(["the faults", () => this.clearFaults()]);
    resets.push(["the asset-manifest hash", () => this.assetManifestHash(null)]);
    resets.push([
      "the merchant state",
      () =>
        this.state({ maintenance: false, maintenanceEnd: null, regionRestriction: false, whitelabel: null }),
    ]);
    const failures: string[] = [];
    for (const [what, reset] of resets) {
      try {
        await reset();
      } catch (error) {
        failures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    this.backOfficeChanged = false;
    this.needsReset = false;
    if (failures.length > 0)
      throw new Error(`Restoring the dev controls after the test failed:\n${failures.join("\n")}`);
  }

  private get<T>(path: string, query?: Query): Promise<T> {
    return this.send("GET", path, undefined, query);
  }

  private post<T>(path: string, body?: object): Promise<T> {
    return this.send("POST", path, body);
  }

  /** One call in the test's scope; anything but a 2xx success envelope throws with the server's answer. */
  private async send<T>(method: string, path: string, body?: object, query?: Query): Promise<T> {
    const url = new URL(path, this.server);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
    const route = `${method} ${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: body === undefined ? this.headers : { ...this.headers, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new DevControlError(route, `no answer (${error instanceof Error ? error.message : error})`);
    }
    const text = await response.text();
    let envelope: { success?: boolean; value?: T } | undefined;
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = undefined;
    }
    if (!response.ok || envelope?.success !== true)
      throw new DevControlError(route, `${response.status} ${text.slice(0, 500)}`);
    return envelope.value as T;
  }
}
