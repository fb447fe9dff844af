import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import config from "../../playwright.config";
import {
  branchSettings,
  dealingLeftOut,
  dealtMerchant,
  type FileSpread,
  fileSpreads,
  rankedMerchants,
  spreadMerchants,
  tagPattern,
  unknownMerchantTags,
} from "../../scripts/lib/journey-dealing";
import { listMerchantCodes, loadMerchant } from "../../scripts/lib/merchants";
import { OFFER_TAGS } from "../../scripts/lib/offer-tags";

const MERCHANTS = ["brisa", "lite", "royal", "sahara", "sunrise"];
const PHONES = ["iphone", "android"];
const specFiles = [
  ...readdirSync("e2e").filter((file) => file.endsWith(".spec.ts")),
  ...readdirSync("e2e/live")
    .filter((file) => file.endsWith(".spec.ts"))
    .map((file) => `live/${file}`),
].sort();

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

describe("spreading the journeys that read the merchant", () => {
  /** Five merchants that differ in the two settings the sample file below branches on. */
  interface Sample {
    features: { MOBILENUMREG3?: boolean };
    currency: { code: string };
    languages: { default: string };
  }
  const CONFIGS: Record<string, Sample> = {
    brisa: { features: { MOBILENUMREG3: true }, currency: { code: "BRL" }, languages: { default: "PT-BR" } },
    lite: { features: {}, currency: { code: "THB" }, languages: { default: "EN" } },
    royal: { features: { MOBILENUMREG3: true }, currency: { code: "CNY" }, languages: { default: "CN" } },
    sahara: { features: {}, currency: { code: "AED" }, languages: { default: "AR" } },
    sunrise: { features: {}, currency: { code: "THB" }, languages: { default: "EN" } },
  };
  const configOf = (merchant: string) => CONFIGS[merchant];
  const SOURCE = [
    'test("registers", async ({ merchant }) => {',
    "  if (merchant.features?.MOBILENUMREG3) await fillMobile(page);",
    '  const symbol = merchant.currency.symbol ?? "";',
    '  if (currencyCode(merchant.currency.code) === "BRL") await expect(pix).toBeVisible();',
    '  const inward = LANGUAGES[merchant.languages.default].dir === "rtl" ? -120 : 120;',
    "  if (merchant.vipLabels?.some((label) => label.benefits?.length)) await openBenefits(page);",
    "});",
  ].join("\n");

  it("finds the settings a file's journeys branch on, not the ones it only reads", () => {
    expect(branchSettings(SOURCE)).toEqual([
      { path: "features.MOBILENUMREG3" },
      { path: "currency.code", equals: '"BRL"' },
      { path: "languages.direction", equals: '"rtl"' },
      { path: "vipLabels", whole: true },
    ]);
  });

  it("meets each value of each setting a file branches on, and two merchants at least", () => {
    const settings = branchSettings(SOURCE);
    for (const file of ["a.spec.ts", "b.spec.ts", "register.spec.ts", "zz.spec.ts"]) {
      const spread = spreadMerchants(file, settings, configOf, MERCHANTS, 2);
      const seen = (read: (config: Sample) => unknown) =>
        new Set(spread.map((merchant) => read(CONFIGS[merchant] as Sample)));
      expect(
        seen((config) => Boolean(config.features.MOBILENUMREG3)),
        file,
      ).toEqual(new Set([true, false]));
      expect(
        seen((config) => config.currency.code === "BRL"),
        file,
      ).toEqual(new Set([true, false]));
      expect(
        seen((config) => config.languages.default === "AR"),
        file,
      ).toEqual(new Set([true, false]));
      expect(spread.length).toBeLessThan(MERCHANTS.length);
      // In the file's own order: the same file always picks the same merchants first.
      expect(spread).toEqual(
        rankedMerchants(file, MERCHANTS).filter((merchant) => spread.includes(merchant)),
      );
    }
    const plain = spreadMerchants("a.spec.ts", [], configOf, MERCHANTS, 2);
    expect(plain).toEqual(rankedMerchants("a.spec.ts", MERCHANTS).slice(0, 2));
  });

  const spreadsOf = (sources: Record<string, string>, offering = new Map<string, string[]>()) => {
    const spreads = new Map(
      Object.entries(sources).map(([file, source]) => [
        file,
        fileSpreads(file, source, configOf, MERCHANTS, offering),
      ]),
    );
    return (file: string) => spreads.get(file) ?? new Map<string, FileSpread>();
  };
  const leftOutBy =
    (files: string[], spreads: ReturnType<typeof spreadsOf>) => (merchant: string, firstPhone: boolean) =>
      dealingLeftOut(merchant, firstPhone, files, MERCHANTS, spreads);

  it("runs a journey that reads the merchant where its file is spread: every branch on the iPhone, another merchant on the second phone", () => {
    const files = ["home.spec.ts", "withdraw.spec.ts"];
    const spreads = spreadsOf({ "home.spec.ts": "", "withdraw.spec.ts": SOURCE });
    const iphones = (merchants: readonly string[]) =>
      MERCHANTS.filter((merchant) => merchants.includes(merchant)).map((merchant) => `${merchant}-iphone`);
    for (const file of files) {
      const spread = spreads(file).get("");
      if (!spread) throw new Error("no spread");
      const both = projectsRunning(leftOutBy(files, spreads), file, "lays out the lanes", []);
      expect(both.filter((project) => project.endsWith("-iphone"))).toEqual(iphones(spread.firstPhone));
      expect(both.filter((project) => project.endsWith("-android"))).toEqual([
        `${spread.secondPhone}-android`,
      ]);
      // A journey on both phones meets two merchants even where one covers the file's branches.
      expect(spread.secondPhone).not.toBe(spread.firstPhone[0]);
      const onePhone = projectsRunning(leftOutBy(files, spreads), file, "sums the money", ["@one-phone"]);
      expect(onePhone).toEqual(iphones(spread.firstPhone));
    }
    // The file that branches meets each value of its settings; the one that does not, one merchant.
    expect(spreads("home.spec.ts").get("")?.firstPhone).toEqual([
      rankedMerchants("home.spec.ts", MERCHANTS)[0],
    ]);
    expect(spreads("withdraw.spec.ts").get("")?.firstPhone.length).toBeGreaterThan(1);
  });

  it("leaves @every-merchant, @one-merchant and named journeys where they were", () => {
    const files = ["home.spec.ts"];
    const leftOutOf = leftOutBy(files, spreadsOf({ "home.spec.ts": "" }));
    expect(
      projectsRunning(leftOutOf, "home.spec.ts", "axe on home", ["@one-phone", "@every-merchant"]),
    ).toEqual(MERCHANTS.map((merchant) => `${merchant}-iphone`));
    expect(projectsRunning(leftOutOf, "home.spec.ts", "a rule", ["@one-merchant"])).toEqual([
      `${dealtMerchant("home.spec.ts", MERCHANTS)}-iphone`,
    ]);
    expect(projectsRunning(leftOutOf, "home.spec.ts", "needs shortcuts", ["@merchant:lite"])).toEqual([
      "lite-iphone",
      "lite-android",
    ]);
    // A journey in a file the dealing was not told about (e2e/live/) runs everywhere.
    expect(
      projectsRunning(leftOutOf, "live/live-visitor.spec.ts", "first visit", ["@one-phone"]),
    ).toHaveLength(MERCHANTS.length);
  });

  it("spreads a journey for a method only over the merchants that offer it", () => {
    const offering = new Map([
      ["@pix", ["brisa"]],
      ["@social", ["brisa", "royal", "sunrise"]],
    ]);
    const source =
      'test("pays by Pix @pix @one-phone", () => {});\ntest.describe("social @social", () => {});';
    const files = ["deposit.spec.ts"];
    const leftOutOf = leftOutBy(files, spreadsOf({ "deposit.spec.ts": source }, offering));
    expect(projectsRunning(leftOutOf, "deposit.spec.ts", "pays by Pix", ["@pix", "@one-phone"])).toEqual([
      "brisa-iphone",
    ]);
    const social = projectsRunning(leftOutOf, "deposit.spec.ts", "signs in", ["@social"]);
    expect(social.length).toBeGreaterThanOrEqual(2);
    for (const project of social) expect(["brisa", "royal", "sunrise"]).toContain(project.split("-")[0]);
    expect(social.some((project) => project.endsWith("-android"))).toBe(true);
  });
});

describe("the browser tests' projects", () => {
  const projects = config.projects ?? [];
  /** Whether a project's testMatch/testIgnore (regular expressions here) let a file under e2e/ in. */
  const takes = (project: (typeof projects)[number], file: string) => {
    const path = `/repo/e2e/${file}`;
    const matches = (patterns: unknown) =>
      [patterns].flat().some((pattern) => (pattern as RegExp).test(path));
    return (
      (project.testMatch === undefined || matches(project.testMatch)) && !matches(project.testIgnore ?? [])
    );
  };
  const running = (file: string, title: string, tags: string[]) =>
    projects
      .filter(
        (project) =>
          takes(project, file) &&
          ![project.grepInvert ?? []]
            .flat()
            .some((pattern) => pattern.test(grepTitle(project.name ?? "", file, title, tags))),
      )
      .map((project) => project.name);

  it("spread the live set over merchants with and without push, and with the install prompt off and on", () => {
    const merchantsOf = (file: string, title: string) =>
      running(file, title, ["@one-phone"]).map((project) => project?.replace(/-iphone$/, "") ?? "");
    for (const file of specFiles.filter((name) => name.startsWith("live/live-") && !name.includes("sms"))) {
      const chosen = merchantsOf(file, "a live journey");
      const config = (code: string) => loadMerchant(code).config;
      expect(
        chosen.some((code) => config(code).push?.enabled),
        `${file}: a merchant with push`,
      ).toBe(true);
      expect(
        chosen.some((code) => !config(code).push?.enabled),
        `${file}: one without`,
      ).toBe(true);
      expect(
        chosen.some((code) => config(code).installPrompt?.enabled === false),
        `${file}: the install prompt off`,
      ).toBe(true);
      expect(chosen.length, file).toBeLessThan(listMerchantCodes().length);
    }
  });

  it("run the WebKit set on every merchant's WebKit project, and nowhere else", () => {
    expect(running("webkit/visitor.spec.ts", "webkit: a visitor first visit", [])).toEqual(
      listMerchantCodes().map((merchant) => `${merchant}-webkit`),
    );
    expect(
      running("home.spec.ts", "home shows the brand", []).some((name) => name?.endsWith("-webkit")),
    ).toBe(false);
  });

  it("run the type 4 member's shortcut check where the merchant has shortcuts", () => {
    expect(
      running("shortcut-button.spec.ts", "a type 4 member sees no button at all", [
        "@one-phone",
        "@merchant:royal",
      ]),
    ).toEqual(["royal-iphone"]);
  });

  it("run every kind of journey of every spec file somewhere, on each phone it is meant for", () => {
    for (const file of specFiles) {
      const source = readFileSync(`e2e/${file}`, "utf8");
      const kinds = [
        [],
        ...Object.keys(OFFER_TAGS)
          .filter((tag) => new RegExp(tagPattern(tag)).test(source))
          .map((tag) => [tag]),
      ];
      for (const tags of kinds) {
        const both = running(file, "a journey", tags);
        expect(
          both.some((project) => project?.endsWith("-iphone")),
          `${file} ${tags}`,
        ).toBe(true);
        expect(
          both.some((project) => project?.endsWith("-android")),
          `${file} ${tags}`,
        ).toBe(true);
        expect(running(file, "a journey", [...tags, "@one-phone"]).length, `${file} ${tags}`).toBeGreaterThan(
          0,
        );
      }
    }
  });

  it("run the fault matrix once, on the project docs/testing.md names", () => {
    const project = `${dealtMerchant("fault-matrix.spec.ts", listMerchantCodes())}-iphone`;
    expect(running("fault-matrix.spec.ts", "fault matrix (500)", ["@one-phone", "@one-merchant"])).toEqual([
      project,
    ]);
    expect(readFileSync("docs/testing.md", "utf8")).toContain(`--project ${project}`);
  });
});
