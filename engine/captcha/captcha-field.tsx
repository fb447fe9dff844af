import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useIntl } from "react-intl";
import { LAYOUT } from "../theme/layout";
import { color, focusRing, radius, space, text, weight } from "../theme/scales";
import { inputStyle } from "../ui/input-style";
import { Spinner } from "../ui/spinner";
import { row, stack } from "../ui/stack";
import { textStyle } from "../ui/text";
import type { GeetestController } from "./geetest-controller";
import type { ImageCaptchaModel } from "./image-captcha";
import type { CaptchaFailure } from "./widget-state";

const lineCss = {
  ...row("sm"),
  minHeight: LAYOUT.minTouch,
  color: color.textMuted,
  ...text.small,
} as const;

const iconButtonCss = {
  minWidth: LAYOUT.minTouch,
  minHeight: LAYOUT.minTouch,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  background: color.surface,
  color: color.primaryText,
  font: "inherit",
  cursor: "pointer",
  ...focusRing(),
} as const;

/** The plain captcha: the code picture, a button for another one, and the field to type it in. */
export const ImageCaptchaField = observer(function ImageCaptchaField({
  model,
}: {
  model: ImageCaptchaModel;
}) {
  const intl = useIntl();
  const inputId = useId();
  return (
    <div css={stack("xs")}>
      <label htmlFor={inputId} css={textStyle({ weight: "medium" })}>
        {intl.formatMessage({ id: "captcha_label" })}
      </label>
      <div css={row("sm", { align: "stretch" })}>
        <input
          id={inputId}
          name="captcha"
          value={model.input}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          maxLength={8}
          onChange={(event) => model.setInput(event.target.value)}
          css={{ flex: 1, ...inputStyle() }}
        />
        <div
          aria-busy={model.loading || undefined}
          // 112 px: the platform's code pictures are about 2.5 times as wide as they are high.
          css={{ width: 112, minHeight: LAYOUT.minTouch, display: "grid", placeItems: "center" }}
        >
          {model.src ? (
            <img
              src={model.src}
              alt={intl.formatMessage({ id: "captcha_image_alt" })}
              css={{
                width: "100%",
                height: LAYOUT.minTouch,
                objectFit: "contain",
                borderRadius: radius.sm,
              }}
            />
          ) : model.loading ? (
            <Spinner size={20} />
          ) : null}
        </div>
        <button
          type="button"
          css={iconButtonCss}
          onClick={() => model.refresh()}
          aria-label={intl.formatMessage({ id: "captcha_refresh" })}
          title={intl.formatMessage({ id: "captcha_refresh" })}
        >
          <span aria-hidden="true">↻</span>
        </button>
      </div>
      {model.failed && (
        <span role="alert" css={textStyle({ size: "small", tone: "danger" })}>
          {intl.formatMessage({ id: "captcha_image_failed" })}
        </span>
      )}
    </div>
  );
});

/** The slider captcha's status under the form: its popup opens when the form is sent. */
export const GeetestStatusLine = observer(function GeetestStatusLine({
  controller,
}: {
  controller: GeetestController;
}) {
  const intl = useIntl();
  const { phase, failure } = controller.state;
  if (phase === "error") {
    return (
      <button
        type="button"
        onClick={() => controller.retry()}
        css={{ ...iconButtonCss, ...lineCss, width: "100%", paddingInline: space.md, color: color.danger }}
      >
        <span role="alert">{failureText(intl.formatMessage, failure)}</span>
        <span css={{ marginInlineStart: "auto", color: color.primaryText, fontWeight: weight.medium }}>
          {intl.formatMessage({ id: "captcha_failed_retry" })}
        </span>
      </button>
    );
  }
  return (
    <p role="status" aria-busy={phase === "loading" || undefined} css={{ ...lineCss, margin: 0 }}>
      {phase === "loading" && <Spinner size={16} />}
      {phase === "loading" && intl.formatMessage({ id: "captcha_loading" })}
      {phase === "waiting" && intl.formatMessage({ id: "captcha_slide_to_verify" })}
      {phase === "success" && intl.formatMessage({ id: "captcha_verified" })}
    </p>
  );
});

/** A switched-on slider that cannot work here (the SMS captcha without v4). */
export function GeetestUnavailableLine() {
  const intl = useIntl();
  return (
    <p role="alert" css={{ ...lineCss, margin: 0, color: color.danger }}>
      {intl.formatMessage({ id: "geetest_service_not_work" })}
    </p>
  );
}

/** The provider's text with its numeric code, or 'unknown error' (spec section 8). */
export function failureText(
  format: (descriptor: { id: string }, values?: Record<string, string | number>) => string,
  failure: CaptchaFailure | null,
): string {
  if (!failure || (!failure.providerText && failure.code === undefined))
    return format({ id: "unknown_error" });
  const known = failure.messageId === "captcha_network_failure";
  const message = known ? format({ id: "captcha_network_failure" }) : (failure.providerText ?? "");
  if (failure.code === undefined) return message || format({ id: "unknown_error" });
  return format(
    { id: "captcha_error_with_code" },
    { message: message || format({ id: "unknown_error" }), code: failure.code },
  );
}
