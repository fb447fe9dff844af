import type { HTMLAttributes } from "react";
import type { PixKeyType } from "../../engine/money/pix-key";

/**
 * How the key field behaves for each kind of key: the keyboard a phone shows (digits for a CPF,
 * the dial pad for a phone number, @ for an e-mail), what the browser may fill in, and the hint
 * that shows the expected shape.
 */
export const KEY_INPUTS: Readonly<
  Record<
    PixKeyType,
    {
      name: { id: string };
      hint: { id: string };
      type: string;
      inputMode: HTMLAttributes<HTMLInputElement>["inputMode"];
      autoComplete: string;
    }
  >
> = {
  // No autocomplete token names a CPF; "off" keeps a browser from offering a card number.
  CPF: {
    name: { id: "pix_type_cpf" },
    hint: { id: "pix_hint_cpf" },
    type: "text",
    inputMode: "numeric",
    autoComplete: "off",
  },
  PHONE: {
    name: { id: "pix_type_phone" },
    hint: { id: "pix_hint_phone" },
    type: "tel",
    inputMode: "tel",
    autoComplete: "tel-national",
  },
  EMAIL: {
    name: { id: "pix_type_email" },
    hint: { id: "pix_hint_email" },
    type: "email",
    inputMode: "email",
    autoComplete: "email",
  },
  RANDOM: {
    name: { id: "pix_type_random" },
    hint: { id: "pix_hint_random" },
    type: "text",
    inputMode: "text",
    autoComplete: "off",
  },
};
