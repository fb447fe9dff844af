import type { Ref } from "react";
import { LAYOUT } from "../theme/layout";

/** A labelled input whose error is announced and tied to it for screen readers. */
export function TextField({
  ref,
  name,
  label,
  value,
  type,
  autoComplete,
  invalid,
  error,
  onChange,
}: {
  ref?: Ref<HTMLInputElement>;
  name: string;
  label: string;
  value: string;
  type: string;
  autoComplete: string;
  invalid: boolean;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const errorId = `${name}-error`;
  return (
    <label css={{ display: "grid", gap: 6, fontWeight: 600 }}>
      {label}
      <input
        ref={ref}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        css={{
          minHeight: LAYOUT.minTouch,
          padding: "0 12px",
          fontSize: 16,
          font: "inherit",
          color: "var(--wl-text)",
          background: "var(--wl-surface)",
          border: `1px solid ${invalid ? "var(--wl-danger)" : "var(--wl-border)"}`,
          borderRadius: "var(--wl-radius)",
          "&:focus-visible": { outline: "3px solid var(--wl-accent)", outlineOffset: 1 },
        }}
      />
      {error && (
        <span id={errorId} role="alert" css={{ color: "var(--wl-danger)", fontWeight: 400, fontSize: 14 }}>
          {error}
        </span>
      )}
    </label>
  );
}
