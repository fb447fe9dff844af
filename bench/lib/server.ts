/**
 * The reference backend over the built merchants, for the figures that need a real browser: its
 * own process group, so stopping it stops tsx's node child too.
 */
import { type ChildProcess, spawn } from "node:child_process";

export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 4310);

export async function startServer(port = BENCH_PORT): Promise<ChildProcess> {
  const server = spawn("node_modules/.bin/tsx", ["server/main.ts"], {
    env: { ...process.env, PORT: String(port), MODE: "test" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Serving")) resolve();
    });
    server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return server;
}

export function stopServer(server: ChildProcess): void {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
}
