import { chromium, devices } from "@playwright/test";
const [, , url, out, ...actions] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ ...devices["Pixel 7"] });
const page = await context.newPage();
page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") console.log("console:", m.text()); });
await page.goto(url);
await page.waitForTimeout(2500);
for (const a of actions) {
  if (a.startsWith("click:")) { await page.getByRole("button", { name: a.slice(6) }).first().click(); await page.waitForTimeout(1500); }
  if (a.startsWith("fill:")) { const [l, v] = a.slice(5).split("="); await page.getByLabel(l).fill(v); }
  if (a.startsWith("scroll:")) { await page.mouse.wheel(0, Number(a.slice(7))); await page.waitForTimeout(800); }
  if (a.startsWith("goto:")) { await page.goto(a.slice(5)); await page.waitForTimeout(2000); }
}
await page.screenshot({ path: out, fullPage: process.env.FULL === "1", ...(process.env.CLIP ? { clip: JSON.parse(process.env.CLIP) } : {}) });
console.log("url:", page.url());
await browser.close();
