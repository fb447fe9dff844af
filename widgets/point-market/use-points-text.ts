import { useIntl } from "react-intl";

/** "1,200 points" in the member's language, digits and plural included. */
export function usePointsText(): (points: number) => string {
  const intl = useIntl();
  return (points) => intl.formatMessage({ id: "mall_points_value" }, { points });
}
