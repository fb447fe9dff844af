import { observer } from "mobx-react-lite";
import { formatMinor } from "../i18n/money";
import { useStores } from "./stores-context";

/**
 * An amount in minor units as members read it: the merchant's currency (live settings over the
 * file), its symbol on its side, its decimals (spec section 5). Isolated from the text around
 * it, so a right-to-left sentence does not reorder its digits and symbol; figures keep one width
 * so a balance that changes does not jiggle.
 */
export const MoneyText = observer(function MoneyText({ minor }: { minor: number }) {
  const { config } = useStores();
  return (
    <bdi css={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
      {formatMinor(minor, config.currency)}
    </bdi>
  );
});
