import { describe, expect, it } from "vitest";
import { outcomes, summaryHtml } from "../../scripts/lib/e2e-summary";

const report = {
  config: {
    projects: [
      { name: "royal-iphone", metadata: { merchant: "royal" } },
      { name: "royal-android", metadata: { merchant: "royal" } },
      { name: "brisa-iphone", metadata: { merchant: "brisa" } },
    ],
  },
  suites: [
    {
      title: "home.spec.ts",
      file: "home.spec.ts",
      suites: [
        {
          title: "home",
          specs: [
            {
              title: "shows the <brand>",
              file: "home.spec.ts",
              line: 5,
              tests: [
                {
                  projectName: "royal-iphone",
                  status: "expected",
                  results: [{ status: "passed", duration: 1 }],
                },
                { projectName: "royal-android", status: "skipped", results: [] },
                {
                  projectName: "brisa-iphone",
                  status: "unexpected",
                  results: [
                    {
                      status: "failed",
                      duration: 1,
                      errors: [
                        {
                          message: `${String.fromCharCode(27)}[31mExpected: "Brisa"${String.fromCharCode(27)}[39m`,
                        },
                      ],
                      attachments: [
                        {
                          name: "screenshot",
                          contentType: "image/png",
                          path: "/repo/test-results/shard-1/x/test-failed-1.png",
                        },
                        {
                          name: "trace",
                          contentType: "application/zip",
                          path: "/repo/test-results/shard-1/x/trace.zip",
                        },
                        { name: "stdout", contentType: "text/plain" },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
} as const;

describe("the browser tests' page by merchant", () => {
  const rows = outcomes([structuredClone(report) as never]);

  it("files each test under its project's merchant, with its describe path", () => {
    expect(rows.map((row) => [row.merchant, row.project, row.status])).toEqual([
      ["royal", "royal-iphone", "expected"],
      ["royal", "royal-android", "skipped"],
      ["brisa", "brisa-iphone", "unexpected"],
    ]);
    expect(rows[2]?.title).toBe("home › shows the <brand>");
    expect(rows[2]?.message).toBe('Expected: "Brisa"');
  });

  it("counts per phone and links a failure's screenshot and trace relative to the page", () => {
    const html = summaryHtml(rows, "/repo/reports");
    expect(html).toContain('<section id="brisa">');
    expect(html).toContain('href="../test-results/shard-1/x/test-failed-1.png"');
    expect(html).toContain('href="../test-results/shard-1/x/trace.zip"');
    expect(html).toContain('<tr><td>royal-android</td><td>0</td><td class="">0</td><td>1</td></tr>');
    expect(html).toContain("3 tests, 1 failed");
    // Titles are text, never markup.
    expect(html).toContain("shows the &lt;brand&gt;");
    expect(html).not.toContain("<brand>");
  });
});
