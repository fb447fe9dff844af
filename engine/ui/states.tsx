import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import type { Loadable } from "../stores/loadable";
import { space } from "../theme/scales";
import { Button } from "./button";
import { Icon } from "./icon";
import { Spinner } from "./spinner";
import { stack } from "./stack";
import { Text, visuallyHidden } from "./text";

const centred = {
  ...stack("md"),
  justifyItems: "center",
  textAlign: "center",
  paddingBlock: space.xxl,
} as const;

/** Work under way where no skeleton fits its shape: a spinner, announced as "Loading…". */
export function LoadingState() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" css={centred}>
      <Spinner />
      <span css={visuallyHidden}>{intl.formatMessage({ id: "loading" })}</span>
    </div>
  );
}

/** Nothing to show yet (no orders, no messages): says so, and offers the next step if there is one. */
export function EmptyState({ message, action }: { message?: ReactNode; action?: ReactNode }) {
  const intl = useIntl();
  return (
    <div css={centred}>
      <Text as="span" tone="muted">
        <Icon name="empty" size={40} />
      </Text>
      <Text tone="muted">{message ?? intl.formatMessage({ id: "empty_default" })}</Text>
      {action}
    </div>
  );
}

/** Something failed to load: a clear line and a way forward. */
export function ErrorState({
  message,
  onRetry,
  retrying = false,
}: {
  message?: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const intl = useIntl();
  return (
    <section role="alert" css={centred}>
      <Text as="span" tone="muted">
        <Icon name="alert" size={40} />
      </Text>
      <Text>{message ?? intl.formatMessage({ id: "load_failed" })}</Text>
      <Button variant="ghost" onClick={onRetry} busy={retrying} disabled={retrying}>
        {intl.formatMessage({ id: "retry_once" })}
      </Button>
    </section>
  );
}

/**
 * The three (or four) states of loaded data in one place: while loading `loading` (a skeleton of
 * the right shape, else a spinner), on failure the error state with retry, an empty value the
 * empty state, else `children` with the value.
 */
export function LoadableView<T>({
  data,
  onRetry,
  loading = <LoadingState />,
  isEmpty,
  empty = <EmptyState />,
  children,
}: {
  data: Loadable<T>;
  onRetry: () => void;
  loading?: ReactNode;
  isEmpty?: (value: T) => boolean;
  empty?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (data.state === "loading") return <>{loading}</>;
  if (data.state === "failed") return <ErrorState onRetry={onRetry} />;
  if (isEmpty?.(data.value)) return <>{empty}</>;
  return <>{children(data.value)}</>;
}
