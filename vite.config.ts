import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

/** Loaded only when the dev server runs, so builds and tests do not pay for the validators. */
const merchantTools = async () => {
  const [merchants, stamp] = await Promise.all([
    import("./scripts/lib/merchants"),
    import("./scripts/lib/stamp-html"),
  ]);
  return { ...merchants, ...stamp };
};

/**
 * In development, index.html is stamped for one merchant (MERCHANT, else the default) exactly as
 * the build does, and its logo is served; /wps goes to the reference backend. An invalid merchant
 * shows its validation lines in the page instead of the app.
 */
function devMerchant(): Plugin {
  return {
    name: "wl-dev-merchant",
    apply: "serve",
    async transformIndexHtml(html) {
      const tools = await merchantTools();
      const code = process.env.MERCHANT ?? tools.defaultMerchant();
      try {
        return tools.stampHtml(html, tools.loadMerchant(code).config);
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

export default defineConfig({
  base: "/m/",
  plugins: [react({ jsxImportSource: "@emotion/react" }), devMerchant()],
  build: {
    outDir: "dist/.app",
    emptyOutDir: true,
    target: "es2022",
    // One compile serves every merchant; the build script stamps each merchant's copy.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { "/wps": process.env.BACKEND_URL ?? "http://127.0.0.1:8080" },
  },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 15_000,
  },
});
