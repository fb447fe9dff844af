import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { type MarketItem, type Redemption, redeemPointItem } from "../../engine/api/points";
import { asApiError } from "../../engine/http/envelope";
import { Button } from "../../engine/ui/button";
import { Dialog } from "../../engine/ui/dialog";
import { Row } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { useSubmitKey } from "../../engine/ui/use-submit-key";
import { type RedeemBlock, redeemBlock, SERVER_REFUSALS } from "./redeem-rule";
import { usePointsText } from "./use-points-text";

/**
 * Redeeming one item: a confirmation naming the cost and the points left, or, when the item
 * cannot be had (out of stock, not enough points), why, before anything is sent. What the server
 * still refuses is told the same way and the market reloads; any other failure keeps the dialog
 * so a retry sends the same request id and can never spend twice.
 */
export function RedeemDialog({
  item,
  points,
  onClose,
  onRedeemed,
  onRefused,
}: {
  item: MarketItem;
  points: number;
  onClose: () => void;
  onRedeemed: (result: { redemption: Redemption; points: number }) => void;
  /** The server refused for a reason that means the page is out of date: load it again. */
  onRefused: () => void;
}) {
  const stores = useStores();
  const intl = useIntl();
  const pointsText = usePointsText();
  const [refusal, setRefusal] = useState<RedeemBlock | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // A ref, not state: a second tap in the same frame must see the first one's lock.
  const sending = useRef(false);
  const submitKey = useSubmitKey(String(item.id));
  const block = refusal ?? redeemBlock(item, points);

  const why = (reason: RedeemBlock) =>
    reason === "out_of_stock"
      ? intl.formatMessage({ id: "mall_sold_out" }, { name: item.name })
      : intl.formatMessage(
          { id: "mall_not_enough" },
          { name: item.name, cost: pointsText(item.cost), points: pointsText(points) },
        );

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const result = await redeemPointItem(stores.http, { itemId: item.id, requestId: submitKey.key() });
      submitKey.succeeded();
      onRedeemed(result);
    } catch (error) {
      console.warn("Redeem failed:", error);
      const code = asApiError(error, "redeem").errorCode;
      const reason = code ? SERVER_REFUSALS[code] : undefined;
      if (reason) {
        setRefusal(reason);
        onRefused();
      } else {
        setFailed(true);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  if (block) {
    return (
      <Dialog
        title={intl.formatMessage({ id: "mall_cannot_redeem" })}
        onClose={onClose}
        alert
        closeButton={false}
      >
        <Text role="alert" data-testid="redeem-blocked">
          {why(block)}
        </Text>
        <Button block onClick={onClose}>
          {intl.formatMessage({ id: "close" })}
        </Button>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={intl.formatMessage({ id: "mall_confirm_title" }, { name: item.name })}
      description={intl.formatMessage(
        { id: "mall_confirm_body" },
        { cost: pointsText(item.cost), left: pointsText(points - item.cost) },
      )}
      onClose={busy ? undefined : onClose}
    >
      {failed && (
        <Text role="alert" tone="danger">
          {intl.formatMessage({ id: "mall_failed" })}
        </Text>
      )}
      <Row gap="sm" justify="flex-end">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {intl.formatMessage({ id: "mall_cancel" })}
        </Button>
        <Button onClick={() => void confirm()} busy={busy} disabled={busy}>
          {intl.formatMessage({ id: "confirm" })}
        </Button>
      </Row>
    </Dialog>
  );
}
