import type { ReactNode } from "react";
import { useId } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { HOME_PATH } from "../routing/aliases";
import { useAppNavigate } from "../routing/navigation";
import { space } from "../theme/scales";
import { IconButton } from "./button";
import { Icon } from "./icon";
import { Row } from "./stack";
import { textStyle, visuallyHidden } from "./text";

/**
 * Back to where the member came from inside the app; a page opened from outside (a shared
 * link, a push notification) has nowhere to go back to, so it goes home instead of leaving.
 */
export function useGoBack(fallback = HOME_PATH): () => void {
  const navigate = useAppNavigate();
  // react-router keys the first page of a visit "default": nothing of ours lies behind it.
  const first = useLocation().key === "default";
  return () => (first ? navigate(fallback, { replace: true }) : navigate(-1));
}

/**
 * A screen: its title as the page's one h1 (hidden when the screen shows its brand instead),
 * an optional back button, an optional action at the title's end, then the content. Pages
 * without a title (the skeleton) still get the page frame.
 */
export function Page({
  title,
  titleHidden = false,
  back = false,
  action,
  hero,
  children,
}: {
  title?: ReactNode;
  titleHidden?: boolean;
  /** A back button before the title; a path is where it goes when there is no in-app history. */
  back?: boolean | string;
  action?: ReactNode;
  /** Above the title: the brand on the sign-in pages (engine/ui/brand-hero.tsx). */
  hero?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <main className="wl-page" aria-labelledby={title ? titleId : undefined}>
      {hero}
      {title !== undefined &&
        (titleHidden ? (
          <h1 id={titleId} css={visuallyHidden}>
            {title}
          </h1>
        ) : (
          <Row gap="xs" css={{ marginBlock: `${space.sm}px ${space.lg}px` }}>
            {back && <BackButton fallback={typeof back === "string" ? back : undefined} />}
            <h1 id={titleId} css={[textStyle({ size: "title", weight: "bold" }), { flex: 1, minWidth: 0 }]}>
              {title}
            </h1>
            {action}
          </Row>
        ))}
      {children}
    </main>
  );
}

function BackButton({ fallback }: { fallback?: string }) {
  const intl = useIntl();
  const goBack = useGoBack(fallback);
  return (
    <IconButton
      label={intl.formatMessage({ id: "back" })}
      onClick={goBack}
      css={{ marginInlineStart: -space.md }}
    >
      <Icon name="back" />
    </IconButton>
  );
}
