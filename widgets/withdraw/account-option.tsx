import type { IntlShape } from "react-intl";
import type { PayoutAccount, WithdrawInfo } from "../../engine/api/money";

/** Every account the member can withdraw to, bank cards and Pix keys first. */
export function payoutAccounts(info: WithdrawInfo): PayoutAccount[] {
  return [...info.fullBankCardList, ...info.fullEWalletList, ...info.fullVirtualWalletList];
}

const PIX_TYPES = {
  CPF: { id: "pix_type_cpf" },
  PHONE: { id: "pix_type_phone" },
  EMAIL: { id: "pix_type_email" },
  RANDOM: { id: "pix_type_random" },
} as const;

function kindName(account: PayoutAccount, intl: IntlShape): string {
  switch (account.type) {
    case "BANK":
      return account.bankName ?? account.bankCode ?? "";
    case "PIX":
      return intl.formatMessage(
        { id: "withdraw_pix_account" },
        { type: account.pixKeyType ? intl.formatMessage(PIX_TYPES[account.pixKeyType]) : "" },
      );
    case "EWALLET":
      return intl.formatMessage({ id: "withdraw_ewallet" });
    case "VIRTUAL":
      return intl.formatMessage({ id: "withdraw_crypto_wallet" });
  }
}

/**
 * An account as a row to choose: what it is (the bank, or the kind of Pix key), then its masked
 * number and holder. The number reads left to right even on a right-to-left page.
 */
export function accountOption(account: PayoutAccount, intl: IntlShape) {
  return {
    value: account.id,
    label: kindName(account, intl),
    detail: (
      <>
        <bdi dir="ltr">{account.accountNumber}</bdi> · {account.holderName}
      </>
    ),
  };
}
