import { observer } from "mobx-react-lite";
import type { Ref } from "react";
import { color, text } from "../theme/scales";
import { useStores } from "./stores-context";
import { TextField } from "./text-field";

/**
 * An amount typed by the member, with the merchant's currency symbol on its side. It keeps what
 * was typed as text (so a failed submit loses nothing); the screen reads it in minor units with
 * `parseAmount` (engine/i18n/money.ts), never as a floating-point number.
 */
export const AmountField = observer(function AmountField({
  ref,
  name,
  label,
  value,
  onChange,
  hint,
  invalid,
  error,
}: {
  ref?: Ref<HTMLInputElement>;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string | null;
  invalid?: boolean;
  error?: string | null;
}) {
  const { currency } = useStores().config;
  const symbol = (
    <span aria-hidden="true" css={{ alignSelf: "center", ...text.lead, color: color.textMuted }}>
      {currency.symbol.trim()}
    </span>
  );
  return (
    <TextField
      ref={ref}
      name={name}
      label={`${label} (${currency.symbol.trim()})`}
      value={value}
      inputMode="decimal"
      autoComplete="transaction-amount"
      hint={hint}
      invalid={invalid}
      error={error}
      before={currency.position === "before" ? symbol : null}
      after={currency.position === "after" ? symbol : null}
      onChange={onChange}
    />
  );
});
