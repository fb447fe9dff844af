/**
 * Development controls under /__dev/ (registered only in development and test mode; in
 * production these paths do not exist and answer 404). docs/dev-controls.md lists them all:
 *   POST   /__dev/state   { merchant, maintenance?, maintenanceEnd?, description?, regionRestriction?,
 *                            whitelabel?: Record<string, boolean>, registerCaptcha? }
 *   POST   /__dev/faults  { path, status?, errorCode?, message?, times?, delayMs?, malformed?, drop?, body? }
 *   DELETE /__dev/faults
 *   POST   /__dev/reset   empties the database, seeds it again, clears the faults and content lists
 *   POST   /__dev/asset-manifest  { merchant, hash: string | null } serves another asset-manifest hash
 *   POST   /__dev/rsa-key  { rotate: boolean } a new request-encryption key, as a redeploy (rsa-key-controls.ts)
 * plus the member and record controls of member-controls.ts, the captcha controls of
 * captcha-controls.ts, the content and play controls of play-controls.ts and the cashier controls
 * of money-controls.ts, the help, news and feedback controls of support-controls.ts, the
 * reward-centre controls of reward-controls.ts, the invite-friends and agent controls of
 * referral-controls.ts, the points controls of point-controls.ts, the install-prompt settings
 * control of install-controls.ts and the download resources, app-download message and
 * mobileTemplate controls of download-controls.ts, the gw, SMS provider and push settings control
 * of back-office-controls.ts, the domain control of domain-controls.ts, the fake native shell of
 * native-shell-controls.ts, the Google one-tap stand-in of google-identity-controls.ts, and the
 * customer-service and chat controls of
 * chat-controls.ts, and the ad-network stand-ins and their recorder of ad-network-controls.ts.
 * Each answers the usual envelope.
 */
import type { FastifyPluginAsync } from "fastify";
import { clearData } from "../clear-data";
import type { ServerContext } from "../context";
import { updateMerchantState } from "../data/merchant-state";
import { ok } from "../envelope";
import { optionalField, readBody } from "../request-body";
import { seedAll } from "../seed";
import { AdNetworkStandIns, adNetworkControls } from "./ad-network-controls";
import type { AssetManifestOverrides } from "./asset-manifest";
import { backOfficeControls } from "./back-office-controls";
import { captchaControls } from "./captcha-controls";
import { chatControls } from "./chat-controls";
import { invalid, requireMerchantCode } from "./checks";
import { domainControls } from "./domain-controls";
import { downloadControls } from "./download-controls";
import type { FaultBook } from "./faults";
import { googleIdentityControls } from "./google-identity-controls";
import { installControls } from "./install-controls";
import { memberControls } from "./member-controls";
import { moneyControls } from "./money-controls";
import { nativeShellControls } from "./native-shell-controls";
import { playControls } from "./play-controls";
import { pointControls } from "./point-controls";
import { referralControls } from "./referral-controls";
import { rewardControls } from "./reward-controls";
import { rsaKeyControls } from "./rsa-key-controls";
import { supportControls } from "./support-controls";
import { trackingControls } from "./tracking-controls";

interface DevOptions extends ServerContext {
  faults: FaultBook;
  assetManifests: AssetManifestOverrides;
}

/** Longest injectable delay: longer than the client's 30 s timeout, short enough not to hang a test run. */
const MAX_DELAY_MS = 60_000;

/** `whitelabel`: module keys to booleans, laid over the merchant file's features. */
function readWhitelabel(value: unknown): Record<string, boolean> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value))
    throw invalid("whitelabel must be an object of module keys to booleans");
  for (const [key, on] of Object.entries(value)) {
    if (!/^[A-Z0-9_]+$/.test(key) || typeof on !== "boolean")
      throw invalid(`whitelabel.${key} must be a module key with a boolean`);
  }
  return value as Record<string, boolean>;
}

export const devRoutes: FastifyPluginAsync<DevOptions> = async (app, options) => {
  const { db, merchants, faults, assetManifests } = options;
  const adNetworks = new AdNetworkStandIns();

  app.post("/__dev/state", async (request) => {
    const body = readBody(request);
    const code = requireMerchantCode(options, body.merchant);
    const change = {
      maintenance: optionalField<boolean>(body, "maintenance", "boolean"),
      maintenanceEnd: optionalField<number | null>(body, "maintenanceEnd", "number", true),
      description: optionalField<string | null>(body, "description", "string", true),
      regionRestriction: optionalField<boolean>(body, "regionRestriction", "boolean"),
    };
    const given = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    const whitelabel = readWhitelabel(body.whitelabel);
    const registerCaptcha = optionalField<boolean>(body, "registerCaptcha", "boolean");
    const state = await updateMerchantState(db, code, given);
    // `whitelabel: null` drops this merchant's live changes: the file's features apply again.
    if (body.whitelabel === null) options.liveFlags.forget(code);
    else options.liveFlags.change(code, { whitelabel, registerCaptcha });
    return ok({ ...state, ...options.liveFlags.of(code) });
  });

  app.post("/__dev/faults", async (request) => {
    const body = readBody(request);
    const path = optionalField<string>(body, "path", "string");
    if (!path?.startsWith("/")) throw invalid("path must be a request path starting with /");
    // A star anywhere but the end would read as a glob the book does not match.
    if (path.indexOf("*") !== -1 && path.indexOf("*") !== path.length - 1)
      throw invalid("path may end in * (a prefix pattern), and have no * elsewhere");
    const drop = optionalField<boolean>(body, "drop", "boolean") ?? false;
    const malformed = optionalField<boolean>(body, "malformed", "boolean") ?? false;
    const delayMs = optionalField<number>(body, "delayMs", "number") ?? 0;
    if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS)
      throw invalid(`delayMs must be an integer from 0 to ${MAX_DELAY_MS}`);
    // Without a status: a delay alone lets the request through afterwards, a malformed body is
    // a 200 (what a truncating proxy shows), anything else is the classic 500.
    const onlyDelay = delayMs > 0 && !drop && !malformed;
    // A given answer body is sent as it is (a 200 unless told): any JSON, the envelope included.
    const answer = Object.hasOwn(body, "body") ? body.body : undefined;
    const status =
      optionalField<number>(body, "status", "number") ??
      (onlyDelay || malformed || answer !== undefined ? null : 500);
    if (status !== null && (!Number.isInteger(status) || status < 100 || status > 599))
      throw invalid("status must be an HTTP status");
    const times = optionalField<number>(body, "times", "number") ?? null;
    if (times !== null && (!Number.isInteger(times) || times < 1))
      throw invalid("times must be a positive integer");
    const fault = {
      path,
      status,
      errorCode: optionalField<string>(body, "errorCode", "string"),
      message: optionalField<string>(body, "message", "string"),
      drop,
      malformed,
      delayMs,
      times,
      ...(answer === undefined ? {} : { body: answer }),
    };
    faults.add(fault);
    return ok(fault);
  });

  app.delete("/__dev/faults", async () => {
    faults.clear();
    return ok(true);
  });

  app.post("/__dev/asset-manifest", async (request) => {
    const body = readBody(request);
    const code = requireMerchantCode(options, body.merchant);
    const hash = optionalField<string | null>(body, "hash", "string", true) ?? null;
    assetManifests.set(code, hash);
    return ok({ merchant: code, hash });
  });

  app.post("/__dev/reset", async () => {
    faults.clear();
    options.liveFlags.clear();
    options.captcha.clear();
    assetManifests.clear();
    app.requestKeys?.reset();
    options.contentOverrides.clear();
    options.installSettings.clear();
    options.mobileTemplate.clear();
    options.backOffice.clear();
    options.domainHosts.clear();
    options.chat.clear();
    adNetworks.clear();
    await clearData(db);
    await seedAll(db, merchants.values());
    return ok(true);
  });

  await app.register(memberControls, options);
  await app.register(downloadControls, options);
  await app.register(backOfficeControls, options);
  await app.register(captchaControls, options);
  await app.register(playControls, options);
  await app.register(moneyControls, options);
  await app.register(supportControls, options);
  await app.register(rewardControls, options);
  await app.register(referralControls, options);
  await app.register(pointControls, options);
  await app.register(installControls, options);
  await app.register(domainControls, options);
  await app.register(nativeShellControls);
  await app.register(googleIdentityControls);
  await app.register(chatControls, options);
  await app.register(trackingControls, options);
  await app.register(adNetworkControls, { ...options, adNetworks });
  await app.register(rsaKeyControls);
};
