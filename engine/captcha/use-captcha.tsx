import { compareStructural, reaction } from "mobx";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { getGeetest, getImageCaptcha } from "../api/verification";
import type { MerchantConfig } from "../config/merchant-config";
import { isPlainObject } from "../config/merge-layers";
import type { CaptchaAnswer } from "../identity/types";
import type { IdentityFacade } from "../stores/identity-facade";
import type { SystemStore } from "../stores/system-store";
import { useStores } from "../ui/stores-context";
import { GeetestStatusLine, GeetestUnavailableLine, ImageCaptchaField } from "./captcha-field";
import { type CaptchaChoice, type CaptchaPurpose, chooseCaptcha } from "./choice";
import { CaptchaError } from "./errors";
import { GeetestController } from "./geetest-controller";
import type { GeetestGlobals } from "./geetest-provider";
import { startGeetest } from "./geetest-start";
import { ImageCaptchaModel } from "./image-captcha";
import { globalTimers } from "./timers";

export type { CaptchaPurpose } from "./choice";
export { CaptchaError } from "./errors";

export interface UseCaptcha {
  kind: "geetest" | "image" | null;
  /** Rendered inside the form: the image captcha or the geetest status line; null when none. */
  field: ReactNode;
  /**
   * Run at submit, after the form's own checks: the fields to spread into the request ({} when
   * no captcha), or a CaptchaError whose messageId is the catalogue key to show (skip it when
   * `announced`: the member has already seen the notice).
   */
  obtain(): Promise<CaptchaAnswer>;
  /** After a failed submit: clears the image input and fetches a new image / resets geetest. */
  refresh(): void;
}

type Model =
  | { kind: "geetest"; controller: GeetestController }
  | { kind: "image"; model: ImageCaptchaModel }
  | { kind: "unavailable"; messageId: string }
  | { kind: null };

/** The status's register.captcha.enabled, unchecked on the wire: on only when it is true. */
function registerCaptchaEnabled(register: unknown): boolean {
  return isPlainObject(register) && isPlainObject(register.captcha) && register.captcha.enabled === true;
}

function currentChoice(
  stores: {
    readonly config: MerchantConfig;
    readonly system: Pick<SystemStore, "status">;
    readonly identity: Pick<IdentityFacade, "imageCaptchaRequested">;
  },
  purpose: CaptchaPurpose,
): CaptchaChoice {
  const config = stores.config;
  const status = stores.system.status;
  // The platform's settings arrive unchecked (schemas/responses/system.schema.json): each is taken
  // only when it is a value the captcha knows.
  const rawGw = status?.gw;
  const gw = isPlainObject(rawGw) ? rawGw : {};
  const gwVersion =
    gw.GEETEST_VERSION === "v4" || gw.GEETEST_VERSION === "v3" ? gw.GEETEST_VERSION : undefined;
  const gwId = typeof gw.GEETEST_ID === "string" ? gw.GEETEST_ID : undefined;
  return chooseCaptcha({
    purpose,
    features: config.features ?? {},
    geetest: {
      ...config.geetest,
      ...(gwId ? { id: gwId } : {}),
      ...(gwVersion ? { version: gwVersion } : {}),
    },
    registerCaptchaEnabled: registerCaptchaEnabled(status?.register),
    imageCaptchaRequested: stores.identity.imageCaptchaRequested,
  });
}

/**
 * The captcha of a login, registration or SMS form (spec sections 4, 5 and 8), following the
 * live switches: it follows the stores, so a login that starts asking for the image captcha
 * shows it at once.
 */
export function useCaptcha(purpose: CaptchaPurpose): UseCaptcha {
  const stores = useStores();
  const [choice, setChoice] = useState(() => currentChoice(stores, purpose));
  useEffect(
    () =>
      reaction(
        () => currentChoice(stores, purpose),
        // The same choice again must not rebuild the captcha (a new object would restart it).
        (next) => setChoice((shown) => (compareStructural(shown, next) ? shown : next)),
        { fireImmediately: true, equals: compareStructural },
      ),
    [stores, purpose],
  );

  const scriptUrl = stores.config.geetest?.scriptUrl;
  const model = useMemo<Model>(() => {
    const announceNotCompleted = () =>
      void stores.notices.show({ message: { id: "please_complete_verification_first" } });
    if (choice.kind === "image") {
      return {
        kind: "image",
        model: new ImageCaptchaModel({
          fetchImage: () => getImageCaptcha(stores.http),
          announceNotCompleted,
        }),
      };
    }
    if (choice.kind === "geetest") {
      const controller = new GeetestController({
        announceNotCompleted,
        trial: choice.trial,
        start: () =>
          startGeetest({
            version: choice.version,
            captchaId: choice.captchaId,
            scriptUrl,
            globals: window as unknown as GeetestGlobals,
            document,
            timers: globalTimers,
            fetchChallenge: () => getGeetest(stores.http),
          }),
      });
      return { kind: "geetest", controller };
    }
    if (choice.kind === "unavailable") return { kind: "unavailable", messageId: choice.messageId };
    return { kind: null };
  }, [choice, scriptUrl, stores]);

  useEffect(() => {
    if (model.kind === "image") model.model.refresh();
    if (model.kind !== "geetest") return;
    model.controller.load();
    return () => model.controller.dispose();
  }, [model]);

  // Submit handlers may be created once; they still reach the captcha shown now.
  const current = useRef(model);
  current.current = model;

  const obtain = useCallback((): Promise<CaptchaAnswer> => {
    const now = current.current;
    if (now.kind === "image") return now.model.obtain();
    if (now.kind === "geetest") return now.controller.obtain();
    if (now.kind === "unavailable") return Promise.reject(new CaptchaError(now.messageId));
    return Promise.resolve({});
  }, []);

  const refresh = useCallback(() => {
    const now = current.current;
    if (now.kind === "image") now.model.refresh();
    if (now.kind === "geetest") {
      if (now.controller.state.phase === "error") now.controller.retry();
      else now.controller.reset();
    }
  }, []);

  let field: ReactNode = null;
  if (model.kind === "image") field = <ImageCaptchaField model={model.model} />;
  if (model.kind === "geetest") field = <GeetestStatusLine controller={model.controller} />;
  if (model.kind === "unavailable") field = <GeetestUnavailableLine />;
  const kind = model.kind === "unavailable" ? "geetest" : model.kind;
  return { kind, field, obtain, refresh };
}
