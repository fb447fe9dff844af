import { describe, expect, it } from "vitest";
import type { HelpCategory } from "../../engine/api/support";
import { plainText, searchHelp } from "../../widgets/help/help-search";

const categories: HelpCategory[] = [
  {
    name: "Depósitos",
    topics: [
      { id: 1, title: "Quanto tempo leva?", content: "<p>Chega em <b>5 minutos</b> via Pix.</p>" },
      { id: 2, title: "Saque pendente", content: "<p>Conferido em até uma hora.</p>" },
    ],
  },
  {
    name: "Account",
    topics: [
      { id: 3, title: "Forgot password", content: "<script>var secret = 1</script><p>Ask &amp; reset</p>" },
    ],
  },
];

describe("help search", () => {
  it("reads an HTML body's words only: tags and scripts dropped, entities decoded", () => {
    expect(plainText("<p>Chega em <b>5&nbsp;minutos</b></p>")).toBe("Chega em 5 minutos");
    expect(plainText("<script>var secret = 1</script><p>Ask &amp; reset &lt;now&gt;</p>")).toBe(
      "Ask & reset <now>",
    );
  });

  it("keeps everything for an empty query", () => {
    expect(searchHelp(categories, "   ")).toEqual(categories);
  });

  it("matches titles, bodies and category names, ignoring case and accents, every word", () => {
    expect(searchHelp(categories, "pix").flatMap((c) => c.topics.map((t) => t.id))).toEqual([1]);
    expect(searchHelp(categories, "SAQUE").flatMap((c) => c.topics.map((t) => t.id))).toEqual([2]);
    expect(searchHelp(categories, "depositos").flatMap((c) => c.topics.map((t) => t.id))).toEqual([1, 2]);
    expect(searchHelp(categories, "ask reset").flatMap((c) => c.topics.map((t) => t.id))).toEqual([3]);
    expect(searchHelp(categories, "ask pix")).toEqual([]);
  });

  it("never matches the text of a script in a body, and drops categories left empty", () => {
    expect(searchHelp(categories, "secret")).toEqual([]);
    expect(searchHelp(categories, "forgot").map((c) => c.name)).toEqual(["Account"]);
  });
});
