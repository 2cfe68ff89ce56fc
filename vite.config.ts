import { cloudflare } from "@cloudflare/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// One dev server for the SPA and the Worker (@cloudflare/vite-plugin); the router plugin must come
// before react(). The web app lives in web/, static files in public/.
export default defineConfig({
  root: "web",
  publicDir: "../public",
  envDir: "..",
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: here("./web/routes"),
      generatedRouteTree: here("./web/routeTree.gen.ts"),
      autoCodeSplitting: true,
    }),
    react(),
    cloudflare({ configPath: here("./wrangler.toml") }),
  ],
  build: {
    outDir: `../${process.env.PICKEM_DIST ?? "dist"}`,
    emptyOutDir: true,
  },
});
