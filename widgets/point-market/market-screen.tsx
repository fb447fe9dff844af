import { useState } from "react";
import { useIntl } from "react-intl";
import { getPointMarket, type MarketItem } from "../../engine/api/points";
import { TOAST_MS } from "../../engine/constants";
import { MEMBER_HOME_PATH } from "../../engine/routing/aliases";
import { space } from "../../engine/theme/scales";
import { Button } from "../../engine/ui/button";
import { Card } from "../../engine/ui/card";
import { LazyImage } from "../../engine/ui/lazy-image";
import { List } from "../../engine/ui/list";
import { Page } from "../../engine/ui/page";
import { Section } from "../../engine/ui/section";
import { row, stack } from "../../engine/ui/stack";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { useServerData } from "../../engine/ui/use-server-data";
import { RedeemDialog } from "./redeem-dialog";
import { redeemBlock } from "./redeem-rule";
import { RedemptionHistory } from "./redemption-history";
import { usePointsText } from "./use-points-text";

/** The item pictures' side: the list's leading picture size, as the vendor and game tiles. */
const PICTURE = 64;

/**
 * /m/mall/mallHome, the point market: the member's points, the items with their cost, picture
 * and stock, redeeming one after a confirmation, and what the member has redeemed. An item the
 * member cannot have says why on its card and again when tapped, before anything is sent.
 */
export default function MarketScreen() {
  const stores = useStores();
  const intl = useIntl();
  const pointsText = usePointsText();
  const market = useServerData("points/market", () => getPointMarket(stores.http));
  const [chosen, setChosen] = useState<MarketItem | null>(null);
  const [historyVersion, setHistoryVersion] = useState(0);

  return (
    <Page title={intl.formatMessage({ id: "mall_title" })} back={MEMBER_HOME_PATH}>
      <LoadableView data={market.data} onRetry={market.reload}>
        {(value) => (
          <>
            <Card>
              <Text tone="muted">{intl.formatMessage({ id: "mall_points" })}</Text>
              <Text size="title" weight="bold" data-testid="points-balance">
                {pointsText(value.points)}
              </Text>
            </Card>
            <Section title={intl.formatMessage({ id: "mall_items" })}>
              {value.items.length === 0 ? (
                <EmptyState message={intl.formatMessage({ id: "mall_empty" })} />
              ) : (
                <List data-testid="market-items" css={{ gap: space.sm }}>
                  {value.items.map((item) => (
                    <ItemCard
                      key={item.id}
                      item={item}
                      points={value.points}
                      onRedeem={() => setChosen(item)}
                    />
                  ))}
                </List>
              )}
            </Section>
            {chosen && (
              <RedeemDialog
                // Read from the fresh list, so a reload under the dialog shows the new stock.
                item={value.items.find((item) => item.id === chosen.id) ?? chosen}
                points={value.points}
                onClose={() => setChosen(null)}
                // Fresh points and stock under the open dialog, without the loading state.
                onRefused={() => void market.refresh()}
                onRedeemed={(result) => {
                  setChosen(null);
                  market.update((shown) => ({
                    points: result.points,
                    items: shown.items.map((item) =>
                      item.id === chosen.id ? { ...item, stock: Math.max(0, item.stock - 1) } : item,
                    ),
                  }));
                  setHistoryVersion((version) => version + 1);
                  stores.toasts.show(
                    {
                      raw: intl.formatMessage({ id: "mall_redeemed" }, { name: result.redemption.itemName }),
                    },
                    TOAST_MS,
                  );
                }}
              />
            )}
          </>
        )}
      </LoadableView>
      <RedemptionHistory version={historyVersion} />
    </Page>
  );
}

function ItemCard({ item, points, onRedeem }: { item: MarketItem; points: number; onRedeem: () => void }) {
  const intl = useIntl();
  const pointsText = usePointsText();
  const block = redeemBlock(item, points);
  return (
    <li data-testid="market-item" data-code={item.code}>
      <Card padding="md">
        <div css={row("md")}>
          <LazyImage src={item.image} width={PICTURE} height={PICTURE} />
          <div css={[stack("xs"), { flex: 1, minWidth: 0 }]}>
            <Text weight="bold" data-testid="item-name">
              {item.name}
            </Text>
            <Text tone="brand" weight="medium" data-testid="item-cost">
              {pointsText(item.cost)}
            </Text>
            <Text size="small" tone={block ? "danger" : "muted"} data-testid="item-stock">
              {block === "out_of_stock"
                ? intl.formatMessage({ id: "mall_out_of_stock" })
                : block === "not_enough_points"
                  ? intl.formatMessage({ id: "mall_need_more" }, { points: pointsText(item.cost - points) })
                  : intl.formatMessage({ id: "mall_stock" }, { stock: item.stock })}
            </Text>
          </div>
          <Button
            variant={block ? "ghost" : "primary"}
            onClick={onRedeem}
            aria-label={intl.formatMessage({ id: "mall_redeem_item" }, { name: item.name })}
          >
            {intl.formatMessage({ id: "mall_redeem" })}
          </Button>
        </div>
      </Card>
    </li>
  );
}
