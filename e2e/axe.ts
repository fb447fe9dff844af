/**
 * Axe as the accessibility spec and the gallery run it: WCAG 2.1 A and AA (contrast included),
 * and a reading of what it found that names each failing element and, for a contrast failure,
 * its two colours and the ratio, so a failure says which pair to fix without opening a report.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
export type AxeViolation = AxeResults["violations"][number];
type AxeNode = AxeViolation["nodes"][number];

/** What fails the gallery and `npm test`; the rest is listed. */
export const isBlocking = (impact: string | null | undefined) =>
  impact === "serious" || impact === "critical";

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Legacy mode runs axe in the page itself instead of joining the frames' results in a blank
  // page of its own: about 40 % faster, and the app's screens hold no frame of its own content.
  return (await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze()).violations;
}

/**
 * Until every finite animation has ended (fades, slides, a banner's turn): axe measures the
 * colours on screen, and a dialog part-way through its fade-in reads as a contrast failure that
 * no member meets. Endless ones (the marquee, skeleton shimmer) are left running.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const end = animation.effect?.getComputedTiming().endTime;
          return animation.playState === "running" && typeof end === "number" && Number.isFinite(end);
        })
        .map((animation) => animation.finished.then(() => undefined).catch(() => undefined)),
    ).then(() => undefined),
  );
}

interface ContrastData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
  fontSize?: string;
  fontWeight?: string;
}

/** The element, and for a contrast failure its colours: ".price: #777777 on #ffffff 4.48:1, needs 4.5:1 (12pt normal)". */
export function nodeLine(node: AxeNode): string {
  const data = node.any.find((check) => check.id === "color-contrast")?.data as ContrastData | undefined;
  const pair = data?.fgColor
    ? `: ${data.fgColor} on ${data.bgColor} ${data.contrastRatio}:1, needs ${data.expectedContrastRatio} (${data.fontSize} ${data.fontWeight})`
    : "";
  return `${node.target.join(" ")}${pair}`;
}

/** One line per failing element, with the rule and the element's markup, for a test's failure message. */
export function describeViolation(violation: AxeViolation, limit = 10): string[] {
  return violation.nodes
    .slice(0, limit)
    .map((node) => `${violation.id} (${violation.impact}) ${nodeLine(node)} ${node.html.slice(0, 160)}`);
}
