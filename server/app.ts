/**
 * The reference backend as a Fastify instance: the /wps API, its demo resources, the built
 * front end under /m/, and (in development and test mode only) the /__dev/ controls.
 * main.ts listens with it; the tests build it in-process.
 */
import { join } from "node:path";
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from "fastify";
import { REFERRER_POLICY } from "../engine/security/referrer-policy";
import { CaptchaBook } from "./captcha/captcha-book";
import type { Mode, ServerContext } from "./context";
import { BackOfficeOverrides } from "./data/back-office";
import { ChatSettings } from "./data/chat-settings";
import { ContentOverrides } from "./data/content-overrides";
import { DomainHosts } from "./data/domain-hosts";
import { MobileTemplateOverrides } from "./data/download-settings";
import { InstallSettingsOverrides } from "./data/install-settings";
import { LiveFlags } from "./data/live-flags";
import type { Database } from "./db";
import { AssetManifestOverrides } from "./dev/asset-manifest";
import { FaultBook, registerFaultHook } from "./dev/faults";
import { MessagingStandIn } from "./dev/fcm-stand-in";
import { devRoutes } from "./dev/routes";
import { pageWithStandIns } from "./dev/stand-ins";
import { registerErrorReplies } from "./error-replies";
import { resolveMerchant } from "./merchant-header";
import { DEFAULT_MERCHANTS_DIR, loadMerchants } from "./merchants";
import { registerJsonBodyParser } from "./request-body";
import { RequestKeys } from "./request-key";
import { BODY_VALIDATOR_OPTIONS, registerBodyDecryption } from "./request-schemas";
import { captchaRoutes } from "./routes/captcha";
import { chatRoutes } from "./routes/chat";
import { contentRoutes } from "./routes/content";
import { demoRoutes } from "./routes/demo";
import { pingPreflightRoutes, registerDownHostProbe } from "./routes/domain-gate";
import { gameRoutes } from "./routes/games";
import { installRoutes } from "./routes/install";
import { memberRoutes } from "./routes/member";
import { miniGameRoutes } from "./routes/mini-game";
import { moneyRoutes } from "./routes/money";
import { playerRoutes } from "./routes/player";
import { pointImageRoutes, pointRoutes } from "./routes/points";
import { pushRoutes } from "./routes/push";
import { referralRoutes } from "./routes/referral";
import { registerRoutes } from "./routes/register";
import { rewardRoutes } from "./routes/rewards";
import { sessionRoutes } from "./routes/session";
import { supportRoutes } from "./routes/support";
import { systemRoutes } from "./routes/system";
import { trackingRoutes } from "./routes/tracking";
import { verificationRoutes } from "./routes/verification";
import { bundleRoutes } from "./static";
import { cookieOf, NO_SERVICE_WORKER_COOKIE } from "./test-scopes";
import { registerTraceIds } from "./trace-id";

export interface ServerOptions {
  mode: Mode;
  /** Folder holding the built bundles, dist/<code>/m/. */
  distDir: string;
  /** The merchant whose bundle is served when the host name does not name one. */
  defaultMerchant: string;
  db: Database;
  merchantsDir?: string;
}

/** The /wps route groups that speak for a merchant: each needs a valid Merchant header. */
const MERCHANT_API_GROUPS: FastifyPluginAsync<ServerContext>[] = [
  systemRoutes,
  captchaRoutes,
  sessionRoutes,
  verificationRoutes,
  registerRoutes,
  memberRoutes,
  playerRoutes,
  moneyRoutes,
  pointRoutes,
  contentRoutes,
  rewardRoutes,
  gameRoutes,
  chatRoutes,
  pushRoutes,
  supportRoutes,
  referralRoutes,
  installRoutes,
  trackingRoutes,
];

export function buildServer(options: ServerOptions): FastifyInstance {
  const merchants = loadMerchants(options.merchantsDir ?? DEFAULT_MERCHANTS_DIR);
  if (!merchants.has(options.defaultMerchant)) {
    throw new Error(
      `Unknown merchant "${options.defaultMerchant}". Known merchant codes: ${[...merchants.keys()].join(", ")}`,
    );
  }
  const context: ServerContext = {
    db: options.db,
    merchants,
    captcha: new CaptchaBook(),
    liveFlags: new LiveFlags(),
    contentOverrides: new ContentOverrides(),
    installSettings: new InstallSettingsOverrides(),
    mobileTemplate: new MobileTemplateOverrides(),
    backOffice: new BackOfficeOverrides(),
    domainHosts: new DomainHosts(),
    chat: new ChatSettings(options.mode !== "production"),
  };
  const app = Fastify({ logger: false, ajv: BODY_VALIDATOR_OPTIONS });

  // Before any route, so that it sees every route registered.
  registerErrorReplies(app);
  registerJsonBodyParser(app);
  registerBodyDecryption(app);
  registerTraceIds(app);
  // Every answer, as docs/deploy.md asks of a CDN (engine/security/referrer-policy.ts says why).
  app.addHook("onSend", async (_request, reply) => {
    reply.header("referrer-policy", REFERRER_POLICY);
  });
  app.decorate("requestKeys", new RequestKeys());

  const developing = options.mode !== "production";
  const faults = new FaultBook();
  const assetManifests = new AssetManifestOverrides();
  const messagingStandIn = new MessagingStandIn(join(options.distDir, ".app"));
  if (developing) registerFaultHook(app, faults);
  registerDownHostProbe(app, context);

  app.register(async (api) => {
    api.addHook("onRequest", async (request) => resolveMerchant(context, request));
    for (const group of MERCHANT_API_GROUPS) await api.register(group, context);
  });
  app.register(demoRoutes, context);
  app.register(pingPreflightRoutes, { developing });
  app.register(pointImageRoutes, context);
  // The platform's mini-game script, in every mode (docs/mini-game.md).
  app.register(miniGameRoutes);
  if (developing) app.register(devRoutes, { ...context, faults, assetManifests });
  app.register(bundleRoutes, {
    distDir: options.distDir,
    defaultMerchant: options.defaultMerchant,
    knownMerchants: new Set(merchants.keys()),
    ...(developing ? { assetManifestHash: (code: string) => assetManifests.hashFor(code) } : {}),
    ...(developing ? { standInFor: (file: string) => messagingStandIn.replacementFor(file) } : {}),
    // Every third party at its stand-in: merchant files and builds name only real addresses.
    ...(developing ? { routePage: pageWithStandIns } : {}),
    ...(developing
      ? { refusesServiceWorker: (request) => cookieOf(request.raw, NO_SERVICE_WORKER_COOKIE) === "1" }
      : {}),
  });
  return app;
}
