import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { useEnglishIntl } from "../i18n/use-text";
import { LOGO_URL } from "./brand-url";
import { useStores } from "./stores-context";

/**
 * The layout of the screens that replace the whole app (maintenance, access denied):
 * brand on top, a headline, the text, and the actions within thumb reach.
 */
export function FullScreenMessage({
  headingId,
  heading,
  children,
  actions,
}: {
  headingId: string;
  heading: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  const { config } = useStores();
  return (
    <main
      aria-labelledby={headingId}
      css={{
        position: "fixed",
        inset: 0,
        zIndex: 50,
        overflowY: "auto",
        background: "var(--wl-bg)",
        color: "var(--wl-text)",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        textAlign: "center",
        padding: "max(32px, env(safe-area-inset-top)) 24px max(24px, env(safe-area-inset-bottom))",
        gap: 12,
      }}
    >
      <img src={LOGO_URL} alt={config.name} width={72} height={72} css={{ borderRadius: 16 }} />
      <h1 id={headingId} css={{ fontSize: 24, margin: "12px 0 0" }}>
        {heading}
      </h1>
      <div css={{ maxWidth: 420, display: "grid", gap: 8 }}>{children}</div>
      <div css={{ marginTop: "auto", width: "min(100%, 420px)", display: "grid", gap: 12, paddingTop: 24 }}>
        {actions}
      </div>
    </main>
  );
}

/** A line in the member's language, with the English one under it when the language is not English. */
export function WithEnglish({
  text,
  english,
  showEnglish,
}: {
  text: string;
  english: string;
  showEnglish: boolean;
}) {
  return (
    <>
      <span>{text}</span>
      {showEnglish && english !== text && (
        <span lang="en" css={{ display: "block", color: "var(--wl-text-muted)", fontSize: "0.9em" }}>
          {english}
        </span>
      )}
    </>
  );
}

/** Renders a catalogue key in the member's language with English under it (when they differ). */
export function useBilingual(): (id: string) => ReactNode {
  const { i18n } = useStores();
  const intl = useIntl();
  const english = useEnglishIntl();
  return (id) => (
    <WithEnglish
      text={intl.formatMessage({ id })}
      english={english.formatMessage({ id })}
      showEnglish={!i18n.isEnglish}
    />
  );
}
