import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { listMerchantCodes, REPO_ROOT } from "../../server/merchants";

const TSX = join(REPO_ROOT, "node_modules", ".bin", "tsx");
const running: ChildProcess[] = [];

function startMain(env: Record<string, string>) {
  const child = spawn(TSX, ["server/main.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", () => {
      if (stdout.includes("\n")) resolve(stdout.split("\n")[0] ?? "");
    });
    child.on("exit", (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  firstLine.catch(() => undefined); // awaited only by the tests that expect the server to start
  return { child, exited, firstLine, output: () => ({ stdout, stderr }) };
}

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill("SIGTERM");
});

describe("tsx server/main.ts", () => {
  it("exits 1 on an unknown MERCHANT, listing the known codes", async () => {
    const main = startMain({ MERCHANT: "nobody", MODE: "test" });
    expect(await main.exited).toBe(1);
    const { stderr } = main.output();
    expect(stderr).toContain('Unknown merchant "nobody"');
    expect(stderr).toContain(`Known merchant codes: ${listMerchantCodes().join(", ")}`);
  });

  it("prints one line naming the merchant, URL and mode, and answers there", async () => {
    const main = startMain({ MERCHANT: "sunrise", MODE: "test", PORT: "0" });
    const line = await main.firstLine;
    const match = /^Serving Sunrise Play at http:\/\/127\.0\.0\.1:(\d+)\/m\/home \(mode test\)$/.exec(line);
    expect(match, line).not.toBeNull();

    const response = await fetch(`http://127.0.0.1:${match?.[1]}/wps/system/status`, {
      headers: { Merchant: "sunrise" },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).value.currency).toBe("THB");
    expect(main.output().stdout.trim().split("\n")).toHaveLength(1);
  });
});
