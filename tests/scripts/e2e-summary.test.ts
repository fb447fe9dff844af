import { describe, expect, it } from "vitest";
import { flakyTests, outcomes, summaryHtml, testName } from "../../scripts/lib/e2e-summary";

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
              tags: ["one-phone"],
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

  it("gives each test its tags and what its attempts cost a worker (npm run e2e:cost)", () => {
    expect(rows.map((row) => [row.tags, row.seconds])).toEqual([
      [["one-phone"], 0.001],
      [["one-phone"], 0],
      [["one-phone"], 0.001],
    ]);
  });

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
    expect(html).toContain(
      '<tr><td>Chromium</td><td>royal-android</td><td>0</td><td class="">0</td><td class="">0</td><td>1</td></tr>',
    );
    expect(html).toContain("3 tests, 1 failed, 0 flaky");
    // Titles are text, never markup.
    expect(html).toContain("shows the &lt;brand&gt;");
    expect(html).not.toContain("<brand>");
  });
});

/** A CI run's report (one retry): one test failed then passed, one failed both times, one passed at once. */
const retried = {
  config: { projects: [{ name: "sahara-iphone", metadata: { merchant: "sahara" } }] },
  suites: [
    {
      title: "login.spec.ts",
      file: "login.spec.ts",
      specs: [
        {
          title: "a wrong password says why",
          file: "login.spec.ts",
          line: 12,
          tests: [
            {
              projectName: "sahara-iphone",
              status: "flaky",
              results: [
                {
                  status: "timedOut",
                  duration: 30_000,
                  errors: [{ message: "Test timeout of 30000ms exceeded." }],
                  attachments: [
                    { name: "trace", contentType: "application/zip", path: "/repo/test-results/a/trace.zip" },
                  ],
                },
                { status: "passed", duration: 4_000, errors: [], attachments: [] },
              ],
            },
          ],
        },
        {
          title: "a right password signs in",
          file: "login.spec.ts",
          line: 30,
          tests: [
            {
              projectName: "sahara-iphone",
              status: "unexpected",
              results: [
                { status: "failed", duration: 1, errors: [{ message: "first" }] },
                { status: "failed", duration: 1, errors: [{ message: "second" }] },
              ],
            },
          ],
        },
        {
          title: "the form keeps what was typed",
          file: "login.spec.ts",
          line: 44,
          tests: [
            {
              projectName: "sahara-iphone",
              status: "expected",
              results: [{ status: "passed", duration: 1 }],
            },
          ],
        },
      ],
    },
  ],
} as const;

describe("a test that passed only on its retry", () => {
  const rows = outcomes([structuredClone(retried) as never]);

  it("is read as flaky, with the failed attempt's error and trace, not the passing one's silence", () => {
    expect(flakyTests(rows).map(testName)).toEqual([
      "[sahara-iphone] login.spec.ts:12 — a wrong password says why",
    ]);
    const [flaky] = flakyTests(rows);
    expect(flaky?.message).toBe("Test timeout of 30000ms exceeded.");
    expect(flaky?.attachments.map((a) => a.name)).toEqual(["trace"]);
    // A test that failed twice is a failure, with its last attempt's error.
    expect(rows[1]?.status).toBe("unexpected");
    expect(rows[1]?.message).toBe("second");
  });

  it("is counted apart from failures on the page and listed with a flaky mark", () => {
    const html = summaryHtml(rows, "/repo/reports");
    expect(html).toContain("3 tests, 1 failed, 1 flaky");
    expect(html).toContain(
      '<tr><td>Chromium</td><td>sahara-iphone</td><td>1</td><td class="bad">1</td><td class="warn">1</td><td>0</td></tr>',
    );
    expect(html).toMatch(
      /flaky: failed, then passed on its retry<\/b> <b>\[sahara-iphone\]<\/b> login\.spec\.ts:12/,
    );
    expect(html).toContain("Test timeout of 30000ms exceeded.");
    expect(html).toContain('href="../test-results/a/trace.zip"');
  });
});

describe("the engines side by side", () => {
  const row = (project: string, engine: string, status: "expected" | "unexpected") => ({
    merchant: "royal",
    project,
    engine,
    file: "x.spec.ts",
    line: 1,
    title: "t",
    tags: [],
    status,
    seconds: 1,
    message: "",
    attachments: [],
  });

  it("lists each merchant's WebKit project as its own row, after Chromium's, with its own counts", () => {
    const html = summaryHtml(
      [row("royal-webkit", "WebKit", "unexpected"), row("royal-iphone", "Chromium", "expected")],
      "/repo/reports",
    );
    const chromium = html.indexOf("<tr><td>Chromium</td><td>royal-iphone</td><td>1</td>");
    const webkit = html.indexOf('<tr><td>WebKit</td><td>royal-webkit</td><td>0</td><td class="bad">1</td>');
    expect(chromium).toBeGreaterThan(0);
    expect(webkit).toBeGreaterThan(chromium);
  });

  it("reads a project's engine from its metadata, Chromium when it names none", () => {
    const rows = outcomes([
      {
        config: {
          projects: [
            { name: "royal-webkit", metadata: { merchant: "royal", engine: "WebKit" } },
            { name: "royal-iphone", metadata: { merchant: "royal" } },
          ],
        },
        suites: [
          {
            title: "a.spec.ts",
            file: "a.spec.ts",
            specs: [
              {
                title: "t",
                file: "a.spec.ts",
                line: 1,
                tests: [
                  {
                    projectName: "royal-webkit",
                    status: "expected",
                    results: [{ status: "passed", duration: 1 }],
                  },
                  {
                    projectName: "royal-iphone",
                    status: "expected",
                    results: [{ status: "passed", duration: 1 }],
                  },
                ],
              },
            ],
          },
        ],
      },
    ] as never);
    expect(rows.map((r) => [r.project, r.engine])).toEqual([
      ["royal-webkit", "WebKit"],
      ["royal-iphone", "Chromium"],
    ]);
  });
});
