import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { HOME_PATH } from "../routing/aliases";
import { LAYOUT } from "../theme/layout";
import { Page } from "./primitives";

export function NotFoundPage() {
  return (
    <Page labelledBy="not-found-title">
      <section css={{ textAlign: "center", paddingBlock: 48 }}>
        <p
          aria-hidden="true"
          css={{ fontSize: 56, margin: 0, color: "var(--wl-primary-text)", fontWeight: 800 }}
        >
          404
        </p>
        <h1 id="not-found-title" css={{ fontSize: 22 }}>
          <FormattedMessage id="not_found_title" />
        </h1>
        <p css={{ color: "var(--wl-text-muted)" }}>
          <FormattedMessage id="not_found_desc" />
        </p>
        <Link
          to={HOME_PATH}
          css={{
            display: "inline-flex",
            alignItems: "center",
            minHeight: LAYOUT.minTouch,
            padding: "0 20px",
            borderRadius: "var(--wl-radius)",
            background: "var(--wl-primary)",
            color: "var(--wl-on-primary)",
            fontWeight: 600,
            textDecoration: "none",
          }}
        >
          <FormattedMessage id="back_home" />
        </Link>
      </section>
    </Page>
  );
}
