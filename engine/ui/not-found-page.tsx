import { useIntl } from "react-intl";
import { HOME_PATH } from "../routing/aliases";
import { space } from "../theme/scales";
import { ButtonLink } from "./button";
import { Page } from "./page";
import { stack } from "./stack";
import { Text } from "./text";

/** An unknown address: says so plainly and leads home. */
export function NotFoundPage() {
  const intl = useIntl();
  return (
    <Page>
      <section css={[stack("md"), { justifyItems: "center", textAlign: "center", paddingBlock: space.xxl }]}>
        {/* The number is decoration at display size, off the type scale on purpose. */}
        <Text aria-hidden="true" tone="brand" weight="bold" css={{ fontSize: 56, lineHeight: 1 }}>
          404
        </Text>
        <Text as="h1" size="title" weight="bold">
          {intl.formatMessage({ id: "not_found_title" })}
        </Text>
        <Text tone="muted">{intl.formatMessage({ id: "not_found_desc" })}</Text>
        <ButtonLink to={HOME_PATH}>{intl.formatMessage({ id: "back_home" })}</ButtonLink>
      </section>
    </Page>
  );
}
