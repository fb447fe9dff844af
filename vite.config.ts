import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { Alias, Plugin } from "vite";
import { defineConfig } from "vitest/config";

/** Loaded only when the dev server runs, so builds and tests do not pay for the validators. */
const merchantTools = async () => {
  const [merchants, stamp, standIns] = await Promise.all([
    import("./scripts/lib/merchants"),
    import("./scripts/lib/stamp-html"),
    import("./server/dev/stand-ins"),
  ]);
  return { ...merchants, ...stamp, ...standIns };
};

/**
 * In development, index.html is stamped for one merchant (MERCHANT, else the default) as the build
 * does, with its third parties routed to the reference backend's stand-ins as that backend routes
 * them in development mode (server/dev/stand-ins.ts), and its logo is served; /wps goes to the
 * reference backend. An invalid merchant shows its validation lines in the page instead of the app.
 */
function devMerchant(): Plugin {
  return {
    name: "wl-dev-merchant",
    apply: "serve",
    async transformIndexHtml(html) {
      const tools = await merchantTools();
      const code = process.env.MERCHANT ?? tools.defaultMerchant();
      try {
        return tools.stampHtml(html, tools.withStandIns(tools.loadMerchant(code).config));
      } catch (error) {
        if (!(error instanceof tools.InvalidMerchantError)) throw error;
        return tools.invalidMerchantPage(error);
      }
    },
    configureServer(server) {
      server.middlewares.use("/m/brand/logo.svg", async (_req, res) => {
        const tools = await merchantTools();
        const merchant = tools.loadMerchant(process.env.MERCHANT ?? tools.defaultMerchant());
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(readFileSync(merchant.logoPath));
      });
    },
  };
}

/**
 * Compiles engine/i18n/messages/*.json to ASTs (.cache/compiled-messages/, read by
 * engine/i18n/catalogues.ts) before any module is transformed: for the build, the dev server and
 * vitest alike. In dev a changed catalogue is compiled again and the page reloads; a broken one
 * shows in the error overlay and the last good compile stays in use.
 */
function compiledMessages(): Plugin {
  let root = process.cwd();
  // One compile at a time: an editor's save can fire several events.
  let queue = Promise.resolve();
  const compile = async () => (await import("./scripts/lib/i18n-compile")).compileCatalogues(root);
  return {
    name: "wl-compiled-messages",
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      await compile();
    },
    async configureServer(server) {
      const { MESSAGES_DIR } = await import("./scripts/lib/i18n-compile");
      const source = join(root, MESSAGES_DIR);
      const recompile = (file: string) => {
        if (!file.startsWith(source) || !file.endsWith(".json")) return;
        queue = queue.then(async () => {
          try {
            const { changed } = await compile();
            if (changed.length) server.config.logger.info(`messages compiled: ${changed.join(", ")}`);
          } catch (error) {
            server.config.logger.error((error as Error).message);
            server.ws.send({ type: "error", err: { message: (error as Error).message, stack: "" } });
          }
        });
      };
      server.watcher.add(source);
      server.watcher.on("add", recompile).on("change", recompile).on("unlink", recompile);
    },
  };
}

/**
 * The browser gets only precompiled ASTs, so react-intl's ICU parser is swapped for formatjs's
 * supported `no-parser` entry (same exports, `parse` throws). Vitest keeps the parser: tests
 * render with plain string messages.
 */
const withoutIcuParser: Alias[] = process.env.VITEST
  ? []
  : [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
      },
    ];

/**
 * react-router's package exports name only its development build (remix-run/react-router#14102,
 * open), so its dev warnings and the code behind them would ship. The production build beside it
 * has the same exports; the dev server and tests keep the warnings.
 */
function reactRouterProduction(): Plugin {
  const production = fileURLToPath(
    new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
  );
  return {
    name: "react-router-production",
    apply: "build",
    enforce: "pre",
    resolveId: (source) => (source === "react-router" ? production : null),
  };
}

export default defineConfig({
  base: "/m/",
  plugins: [
    react({ jsxImportSource: "@emotion/react" }),
    devMerchant(),
    compiledMessages(),
    reactRouterProduction(),
  ],
  resolve: { alias: withoutIcuParser },
  build: {
    outDir: "dist/.app",
    emptyOutDir: true,
    target: "es2022",
    // One compile serves every merchant; the build script stamps each merchant's copy.
    assetsInlineLimit: 0,
    // Which chunks each entry and lazy view needs: the build precaches only the first routes'.
    manifest: true,
    // Every browser the app supports preloads modules itself; the polyfill was dead weight in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // CommonJS that emotion requires at load only for withTheme, which nothing here uses: without
        // this rule a CommonJS require counts as a side effect and both ship in the framework chunk.
        moduleSideEffects: [
          { test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every page runs on, in one long-cached file; lazily used ones
              // (firebase, node-forge, libphonenumber, dompurify, workbox) stay in their chunks.
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|mobx|mobx-react-lite|react-router|react-intl|@formatjs|intl-messageformat|@emotion|stylis|hoist-non-react-statics|react-is)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/wps": process.env.BACKEND_URL ?? "http://127.0.0.1:8080",
      // The platform's mini-game script (docs/mini-game.md).
      "/mini-game": process.env.BACKEND_URL ?? "http://127.0.0.1:8080",
      // The third parties' stand-ins and the dev controls (docs/dev-controls.md), e.g. the ad networks'.
      "/__dev": process.env.BACKEND_URL ?? "http://127.0.0.1:8080",
    },
  },
  test: {
    environment: "node",
    // Hang guards, not speed checks: a test file's seeded reference server (migrations, then every
    // merchant's seed with its password hashes, in WASM Postgres) and a reset take seconds on an
    // idle machine and several times that on two busy cores (speed is npm run bench's business).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest leaves a core free by default, which on two cores means one file at a time (291 s
    // against 158 s with both): npm test runs the browser tests after, never beside, these. One
    // more than the cores, as the browser tests do: the server tests wait on their databases and
    // child processes, and a third file fills that time (the whole run 297 s → 264 s on two cores).
    maxWorkers: availableParallelism() + 1,
    // Worker threads rather than child processes: each test file still gets a fresh module graph
    // and environment, but starting one is cheaper (the whole run 386 s → 302 s on two cores).
    pool: "threads",
    projects: [
      { extends: true, test: { name: "node", include: ["tests/**/*.test.ts"] } },
      // The screens' tests (.tsx: React rendered in jsdom) run in VM contexts of threads that keep
      // jsdom loaded: building a jsdom window in a fresh thread cost about 2 s a file (the run's
      // environment time 138 s → 11 s, the run 309 s → 232 s on two cores), and each file still
      // has its own modules and window. The .ts files stay in fresh threads, those in jsdom too:
      // a VM context cannot load what imports ESM from CommonJS (the server's cookie package,
      // prettier under the type generator), nor share jsdom's cookie jar with a fake clock.
      { extends: true, test: { name: "dom", include: ["tests/**/*.test.tsx"], pool: "vmThreads" } },
    ],
  },
});
