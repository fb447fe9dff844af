import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import config from "../../playwright.config";
import { dealingLeftOut, dealtMerchant, unknownMerchantTags } from "../../scripts/lib/journey-dealing";
import { listMerchantCodes } from "../../scripts/lib/merchants";

const MERCHANTS = ["brisa", "lite", "royal", "sahara", "sunrise"];
const PHONES = ["iphone", "android"];
const specFiles = readdirSync("e2e")
  .filter((file) => file.endsWith(".spec.ts"))
  .sort();

/** The text Playwright greps a test by: the root's empty title, project, file, describes, title, then the tags. */
const grepTitle = (project: string, file: string, title: string, tags: string[]) =>
  ["", project, file, title, ...tags].join(" ");

/** The projects that keep the test, as Playwright filters with each project's grepInvert. */
function projectsRunning(
  leftOutOf: (merchant: string, firstPhone: boolean) => RegExp[],
  file: string,
  title: string,
  tags: string[],
): string[] {
  return MERCHANTS.flatMap((merchant) =>
    PHONES.map((phone) => `${merchant}-${phone}`).filter((project, index) => {
      const patterns = leftOutOf(merchant, index === 0);
      return !patterns.some((pattern) => pattern.test(grepTitle(project, file, title, tags)));
    }),
  );
}

describe("dealing the @one-merchant journeys", () => {
  it("keeps every existing file where it was when spec files are added", () => {
    const more = [...specFiles, "a-new-journey.spec.ts", "zz-another.spec.ts", "basket.spec.ts"].sort();
    const dealingOver = (files: string[]) => (merchant: string, firstPhone: boolean) =>
      dealingLeftOut(merchant, firstPhone, files, MERCHANTS);
    for (const file of specFiles) {
      const tags = ["@one-merchant"];
      expect(projectsRunning(dealingOver(more), file, "a rule", tags), file).toEqual(
        projectsRunning(dealingOver(specFiles), file, "a rule", tags),
      );
    }
  });

  it("runs an untagged @one-merchant journey once, on the first phone of the merchant its file is dealt to", () => {
    const leftOutOf = (merchant: string, firstPhone: boolean) =>
      dealingLeftOut(merchant, firstPhone, specFiles, MERCHANTS);
    for (const file of specFiles)
      expect(projectsRunning(leftOutOf, file, "a rule", ["@one-merchant"]), file).toEqual([
        `${dealtMerchant(file, MERCHANTS)}-iphone`,
      ]);
  });

  it("gives every merchant a share of today's files", () => {
    const dealt = new Set(specFiles.map((file) => dealtMerchant(file, MERCHANTS)));
    expect([...dealt].sort()).toEqual(MERCHANTS);
  });

  it("runs a journey that names its merchant exactly there, whatever file it is in", () => {
    const leftOutOf = (merchant: string, firstPhone: boolean) =>
      dealingLeftOut(merchant, firstPhone, specFiles, MERCHANTS);
    for (const file of specFiles) {
      expect(projectsRunning(leftOutOf, file, "needs shortcuts", ["@one-phone", "@merchant:royal"])).toEqual([
        "royal-iphone",
      ]);
      // Named merchant and @one-merchant together: the name decides, not the file's dealing.
      expect(
        projectsRunning(leftOutOf, file, "needs shortcuts", ["@one-merchant", "@merchant:sahara"]),
      ).toEqual(["sahara-iphone"]);
      expect(projectsRunning(leftOutOf, file, "needs the layout", ["@merchant:lite"])).toEqual([
        "lite-iphone",
        "lite-android",
      ]);
    }
  });

  it("does not take a merchant for another whose code starts the same", () => {
    const merchants = ["play", "play-two"];
    const running = merchants.filter(
      (merchant) =>
        !dealingLeftOut(merchant, true, specFiles, merchants).some((pattern) =>
          pattern.test(grepTitle(`${merchant}-iphone`, "x.spec.ts", "t", ["@merchant:play"])),
        ),
    );
    expect(running).toEqual(["play"]);
  });

  it("refuses a tag naming no merchant, so no journey silently runs nowhere", () => {
    const sources = new Map([
      ["a.spec.ts", 'test("x @merchant:royal", () => {});'],
      ["b.spec.ts", 'test("y", { tag: ["@one-phone", "@merchant:royl"] }, () => {});'],
    ]);
    expect(unknownMerchantTags(sources, MERCHANTS)).toEqual([
      `b.spec.ts: @merchant:royl names no merchant (known: ${MERCHANTS.join(", ")})`,
    ]);
  });
});

describe("the browser tests' projects", () => {
  const projects = config.projects ?? [];
  const running = (file: string, title: string, tags: string[]) =>
    projects
      .filter(
        (project) =>
          ![project.grepInvert ?? []]
            .flat()
            .some((pattern) => pattern.test(grepTitle(project.name ?? "", file, title, tags))),
      )
      .map((project) => project.name);

  it("run the type 4 member's shortcut check where the merchant has shortcuts", () => {
    expect(
      running("shortcut-button.spec.ts", "a type 4 member sees no button at all", [
        "@one-phone",
        "@merchant:royal",
      ]),
    ).toEqual(["royal-iphone"]);
  });

  it("run the fault matrix once, on the project docs/testing.md names", () => {
    const project = `${dealtMerchant("fault-matrix.spec.ts", listMerchantCodes())}-iphone`;
    expect(running("fault-matrix.spec.ts", "fault matrix (500)", ["@one-phone", "@one-merchant"])).toEqual([
      project,
    ]);
    expect(readFileSync("docs/testing.md", "utf8")).toContain(`--project ${project}`);
  });
});
