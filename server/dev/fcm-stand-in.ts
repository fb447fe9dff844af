/**
 * In development and test mode the reference server serves the firebase messaging stand-in
 * (firebase-messaging-stand-in.js) in place of the app's messaging chunk: FCM's servers (the registration API,
 * the browser's push service) are outside this machine. The app's code is the production build,
 * unchanged; only the file behind the chunk's address differs. docs/push.md.
 */
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";

/** The module the app loads firebase messaging through (its chunk is what the stand-in replaces). */
export const MESSAGING_SDK_MODULE = "engine/push/messaging-sdk.ts";

const STAND_IN = join(import.meta.dirname, "firebase-messaging-stand-in.js");

interface ViteManifestEntry {
  file: string;
}

export class MessagingStandIn {
  private chunk: { mtimeMs: number; file: string | null } | null = null;
  private script: string | null = null;

  /** `appDir`: where the compiled app and its Vite manifest are (dist/.app). */
  constructor(private readonly appDir: string) {}

  /** The built chunk's path under /m/ (assets/messaging-sdk-<hash>.js), or null before a build. */
  async chunkFile(): Promise<string | null> {
    const manifest = join(this.appDir, ".vite", "manifest.json");
    const stats = await stat(manifest).catch(() => null);
    if (!stats) return null;
    if (this.chunk?.mtimeMs !== stats.mtimeMs) {
      const entries = JSON.parse(await readFile(manifest, "utf8")) as Record<string, ViteManifestEntry>;
      this.chunk = { mtimeMs: stats.mtimeMs, file: entries[MESSAGING_SDK_MODULE]?.file ?? null };
    }
    return this.chunk.file;
  }

  /** The stand-in's source when `file` (a path under /m/) is the messaging chunk, else undefined. */
  async replacementFor(file: string): Promise<string | undefined> {
    if (!file.startsWith("assets/") || file !== (await this.chunkFile())) return undefined;
    this.script ??= await readFile(STAND_IN, "utf8");
    return this.script;
  }
}
