import { describe, expect, it } from "vitest";
import { keyUsageInSource, missingKeys } from "../../scripts/lib/i18n-key-usage";

const ids = (source: string, file = "x.tsx") => keyUsageInSource(file, source).uses.map((use) => use.id);

describe("message id scanner", () => {
  it("reads formatMessage descriptors, on intl or alone", () => {
    expect(
      ids(`intl.formatMessage({ id: "a" }); formatMessage({ id: 'b', defaultMessage: "B" }, { x: 1 });`),
    ).toEqual(["a", "b"]);
  });

  it("reads <FormattedMessage id>, as attribute string or expression", () => {
    expect(
      ids(`const x = <><FormattedMessage id="a" /><FormattedMessage id={"b"} values={{}} /></>;`),
    ).toEqual(["a", "b"]);
  });

  it("reads NoticeText objects and their fallbacks, but not widget registrations or records", () => {
    const source = `
      show({ title: { id: "notice" }, message: { id: "offline", fallback: "离线" } });
      defineWidget({ id: "screen:home", slot: "screen", load: () => import("./x") });
      session.start({ id: info.id, token: "t" });`;
    expect(ids(source, "x.ts")).toEqual(["notice", "offline"]);
  });

  it("reads calls of a translator hook's function, named or called at once", () => {
    const source = `
      const both = useBilingual();
      const a = both("maintenance");
      const b = useBilingual()("direct");
      const c = other("not_an_id");`;
    expect(ids(source)).toEqual(["maintenance", "direct"]);
  });

  it("reads both branches of a conditional, ?? and ||, plain templates, through as and parentheses", () => {
    const source = `
      formatMessage({ id: busy ? "retrying" : "retry_once" });
      formatMessage({ id: \`plain\` });
      formatMessage({ id: (name ?? "fallback_id") as string });`;
    const usage = keyUsageInSource("x.ts", source);
    expect(usage.uses.map((use) => use.id)).toEqual(["retrying", "retry_once", "plain", "fallback_id"]);
    expect(usage.dynamic.map((use) => use.code)).toEqual(["name"]);
  });

  it("reports ids it cannot know as dynamic, with file and line", () => {
    const source = `const a = 1;\nformatMessage({ id: tab.label });\nformatMessage(messages.title);\nformatMessage({ id: \`x_\${n}\` });`;
    expect(keyUsageInSource("w.tsx", source).dynamic).toEqual([
      { file: "w.tsx", line: 2, code: "tab.label" },
      { file: "w.tsx", line: 3, code: "messages.title" },
      // The source text of a template with a placeholder, as written.
      { file: "w.tsx", line: 4, code: ["`x_$", "{n}`"].join("") },
    ]);
  });

  it("ignores ids in comments and ordinary strings", () => {
    expect(
      ids(`// formatMessage({ id: "commented" })\nconst s = 'formatMessage({ id: "quoted" })';`),
    ).toEqual([]);
  });

  it("keeps the line of each use", () => {
    const usage = keyUsageInSource("a.tsx", `\n\nintl.formatMessage({\n  id: "deep",\n});`);
    expect(usage.uses).toEqual([{ id: "deep", file: "a.tsx", line: 4 }]);
  });

  it("names a file it cannot parse instead of skipping it quietly", () => {
    expect(keyUsageInSource("bad.tsx", "const = ;").unparsed).toEqual(["bad.tsx"]);
  });

  it("lists uses missing from en.json as file:line and id", () => {
    const usage = keyUsageInSource(
      "a.tsx",
      `formatMessage({ id: "known" });\nformatMessage({ id: "unknown" });`,
    );
    expect(missingKeys(usage, { known: "Known" })).toEqual(['a.tsx:2 "unknown"']);
  });
});
