import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The operator's live preview (npm run preview, scripts/preview.ts) on a temporary copy of a sample
 * merchant, in a merchants folder of its own so that nothing under merchants/ changes. It does not
 * depend on the merchant or the phone of the project, so it runs once (@one-merchant, @one-phone).
 */
const CODE = "pvtemp";

/** Starts the preview on a free port; resolves with the page's address once it listens. */
function startPreview(merchantsDir: string): { process: ChildProcess; url: Promise<string> } {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/preview.ts", CODE, "--port", "0", "--merchants-dir", merchantsDir],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const url = new Promise<string>((resolve, reject) => {
    let output = "";
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Preview of .* at (http:\S+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.on("exit", (code) => reject(new Error(`preview exited with ${code}:\n${output}`)));
  });
  return { process: child, url };
}

test.describe("operator live preview", { tag: ["@one-merchant", "@one-phone"] }, () => {
  test("a save re-renders both phone frames; a broken file shows its problem lines while the last good render stays", async ({
    page,
  }) => {
    // The preview starts Vite and a seeded reference server of its own: slow on two busy cores.
    test.setTimeout(240_000);
    const dir = mkdtempSync(join(tmpdir(), "wl-preview-"));
    const merchantsDir = join(dir, "merchants");
    const file = join(merchantsDir, CODE, "merchant.json");
    let preview: ChildProcess | undefined;
    try {
      // The whole folder, so that a merchant the sample extends is there too.
      cpSync("merchants", merchantsDir, { recursive: true });
      cpSync(join("merchants", "royal"), join(merchantsDir, CODE), { recursive: true });
      const config = JSON.parse(readFileSync(file, "utf8"));
      const save = (text: string) => writeFileSync(file, text);
      save(`${JSON.stringify({ ...config, code: CODE }, null, 2)}\n`);

      const started = startPreview(merchantsDir);
      preview = started.process;
      await page.goto(await started.url, { timeout: 120_000 });

      const frames = ["iPhone 13", "Pixel 7"].map((phone) =>
        page.frameLocator(`iframe[title="${CODE} ${phone}"]`),
      );
      const themeColour = (frame: (typeof frames)[number]) => frame.locator('meta[name="theme-color"]');
      for (const frame of frames) {
        await expect(themeColour(frame)).toHaveAttribute("content", config.theme.primary, {
          timeout: 60_000,
        });
        await expect(frame.getByText(config.name).first()).toBeVisible({ timeout: 60_000 });
      }

      // The first render makes Vite transform the engine's modules: the measure is of a warm preview.
      for (const frame of frames)
        await expect(frame.getByRole("link").first()).toBeVisible({ timeout: 90_000 });
      // When the page hears of the save, to tell the server's share of the latency from the frames'.
      await page.evaluate(() => {
        const heard: number[] = [];
        Object.assign(window, { heard });
        new EventSource("/__preview/events").onmessage = () => heard.push(Date.now());
      });

      const edited = {
        ...config,
        code: CODE,
        name: "Preview Lotto",
        theme: { ...config.theme, primary: "#0A7F3F" },
      };
      const editedText = `${JSON.stringify(edited, null, 2)}\n`;
      const savedAt = Date.now();
      save(editedText);
      // Polled every 50 ms (not expect's back-off) so that the time measured is the re-render's.
      await expect(async () => {
        for (const frame of frames)
          expect(await themeColour(frame).getAttribute("content", { timeout: 100 })).toBe("#0A7F3F");
      }).toPass({ intervals: [50] });
      const latency = Date.now() - savedAt;
      const heard = (await page.evaluate(() => (window as unknown as { heard: number[] }).heard.at(-1))) ?? 0;
      test.info().annotations.push({ type: "re-render after save (ms)", description: String(latency) });
      console.log(
        `preview: page told ${heard - savedAt} ms and both frames re-rendered ${latency} ms after the save`,
      );
      for (const frame of frames) await expect(frame.getByText("Preview Lotto").first()).toBeVisible();

      const problems = page.getByTestId(`problems-${CODE}`);
      // A schema error: the line names the file, line and column, and the JSON path.
      save(editedText.replace('"#0A7F3F"', "42"));
      await expect(problems).toContainText(
        new RegExp(`merchants/${CODE}/merchant\\.json:\\d+:\\d+ /theme/primary must be a string`),
      );
      for (const frame of frames) {
        await expect(themeColour(frame)).toHaveAttribute("content", "#0A7F3F");
        await expect(frame.getByText("Preview Lotto").first()).toBeVisible();
      }

      // Broken JSON: the position of the break.
      save(editedText.slice(0, editedText.lastIndexOf("}")));
      await expect(problems).toContainText(
        new RegExp(`merchants/${CODE}/merchant\\.json:\\d+:\\d+ / is not valid JSON`),
      );
      for (const frame of frames) await expect(themeColour(frame)).toHaveAttribute("content", "#0A7F3F");

      // Fixed again: the problems go and the frames render the file as it now is.
      save(editedText.replace("Preview Lotto", "Preview Lotto Two"));
      await expect(problems).toBeEmpty();
      for (const frame of frames) await expect(frame.getByText("Preview Lotto Two").first()).toBeVisible();
    } finally {
      preview?.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
