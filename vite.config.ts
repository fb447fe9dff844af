import { readFileSync } from "node:fs";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { defaultMerchant, loadMerchant } from "./scripts/lib/merchants";
import { stampHtml } from "./scripts/lib/stamp-html";

/**
 * In development, index.html is stamped for one merchant (MERCHANT, else the default) and its
 * logo is served, exactly as the build does per merchant; /wps goes to the reference backend.
 */
function devMerchant(): Plugin {
  return {
    name: "wl-dev-merchant",
    apply: "serve",
    transformIndexHtml(html) {
      return stampHtml(html, loadMerchant(process.env.MERCHANT ?? defaultMerchant()).config);
    },
    configureServer(server) {
      server.middlewares.use("/m/brand/logo.svg", (_req, res) => {
        const merchant = loadMerchant(process.env.MERCHANT ?? defaultMerchant());
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(readFileSync(join(merchant.dir, merchant.config.assets.logo)));
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
