import { cloudflare } from "@cloudflare/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// What every signed-in screen loads and no signed-out page does: the shell around the routes
// (header, scores ticker, sync badge, notification bell), the data hook, the offline start-up and
// the small UI leaves. One file, one gzip stream, instead of a dozen that each pay gzip's overhead
// and a request (ADR 0603). Only these modules, never what they import: the framework and the
// offline database keep their own files, and route code stays in its route's chunk.
const SIGNED_IN_KIT = new RegExp(
  [
    "web/ui/(card|badge|skeleton|icons|menu|tabs|avatar|near-viewport|team-badge|cached-notice|countdown|empty-state|lazy-dialog|not-saved)\\.tsx",
    "web/lib/(online|format|media|server-time|query)\\.ts",
    "web/offline/(cache-status|cache-names|start|hooks)\\.ts",
    "web/api/shared-queries\\.ts",
    "web/routes/-components/header\\.tsx",
    "web/features/season/(api/season-api|components/ticker-format|hooks/use-ticker)\\.ts",
    "web/features/season/components/scores-ticker\\.tsx",
    "web/features/sync/components/(sync-badge|offline-banner)\\.tsx",
    "web/features/leagues/components/leagues-dropdown\\.tsx",
    "web/features/notifications/(components/notification-bell\\.tsx|hooks/use-unread-count\\.ts|notification-rows\\.ts)",
    "domain/season/(sports|calendars)\\.ts",
    "domain/markets/odds-format\\.ts",
    "domain/picks/(vocabulary|weeks|describe)\\.ts",
    "domain/leagues/(weeks|limits)\\.ts",
    "domain/notifications/limits\\.ts",
    "web/routes/-components/app-shell\\.tsx",
    "web/routes/_app\\.tsx\\?tsr-split=component",
    "node_modules/dexie-react-hooks/",
  ]
    // A file's path ends the match; a package's folder ("…/") matches everything under it.
    .map((path) => `(${path.replaceAll("/", "[\\\\/]")}${path.endsWith("/") ? "" : "$"})`)
    .join("|"),
);

/** Chunks loaded before any chunk runs: the entry, the framework, the bundler's runtime. */
const ALWAYS_LOADED = /(^|\/)(index|framework|rolldown-runtime)-[\w-]+\.js$/;
/** And before any chunk but the entry: what every signed-in screen's shell loads. */
const SHELL_LOADED = /(^|\/)(index|framework|rolldown-runtime|signed-in-kit|outbox)-[\w-]+\.js$/;

// V8's explicit compile hint (Chrome 136+): every function of a file marked this way is compiled
// while the file streams in, on a background thread, instead of on the main thread at its first
// call. Our chunks are loaded when their code runs (the framework, Dexie, the shell, a route, a
// dialog being opened), so the whole client build carries it. ADR 1103 has the figures.
const EAGER_COMPILE = "//# allFunctionsCalledOnLoad\n";
function eagerCompileHint(): Plugin {
  return {
    name: "pickem:eager-compile-hint",
    applyToEnvironment: (environment) => environment.name === "client",
    // After Vite's own generateBundle, which puts the preload map at the top of a chunk.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk") continue;
          output.code = EAGER_COMPILE + output.code;
          // The source map (PICKEM_SOURCEMAP=1) follows the code down one line.
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === "asset" && typeof map.source === "string") {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

// One dev server for the SPA and the Worker (@cloudflare/vite-plugin); the router plugin must come
// before react(). The web app lives in web/, static files in public/.
export default defineConfig(({ command }) => ({
  root: "web",
  publicDir: "../public",
  envDir: "..",
  // #domain/*, #web/*, #worker/* (tsconfig.base.json paths) resolve the same way in every build.
  resolve: {
    tsconfigPaths: true,
    // Dexie's ES2017+ build: no Promise shim for browsers we do not support (−1.7 KB gzipped).
    alias: [{ find: /^dexie$/, replacement: here("./node_modules/dexie/dist/modern/dexie.mjs") }],
  },
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: here("./web/routes"),
      generatedRouteTree: here("./web/routeTree.gen.ts"),
      autoCodeSplitting: true,
    }),
    react(),
    eagerCompileHint(),
    cloudflare({
      configPath: here("./wrangler.toml"),
      // The same local D1 and R2 as `npm start` and the migrations (PICKEM_STATE, default
      // .wrangler/state at the root; not web/.wrangler).
      persistState: { path: here(`./${process.env.PICKEM_STATE ?? ".wrangler/state"}`) },
      // The dev server serves the SPA's modules by their path, and web/api/*.ts would match the
      // Worker's /api/* rule: in development those paths go to Vite (rules added to wrangler.toml's).
      config:
        command === "serve"
          ? { assets: { run_worker_first: ["!/api/*.ts", "!/api/*.tsx"] } }
          : undefined,
    }),
    // Installable offline PWA: our own service worker (web/sw.ts) gets the precache manifest of
    // the shell and every route chunk injected; updates are prompted, never silent.
    VitePWA({
      strategies: "injectManifest",
      srcDir: ".",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      manifest: {
        name: "NCAA Pick'em",
        short_name: "Pick'em",
        description: "College-football pick'em: pick games against the odds with your leagues.",
        id: "/",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: "#0b1b33",
        background_color: "#0b1b33",
        icons: [
          { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          {
            src: "/icon-maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
        ],
      },
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,png,svg,ico,webmanifest}"],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: `../${process.env.PICKEM_DIST ?? "dist"}`,
    emptyOutDir: true,
    // Every browser we support preloads modules natively: no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      // A lazy chunk's preload list names only the scripts that may not be loaded yet (ADR 0415):
      // the entry and the framework are loaded before any chunk runs, and the signed-in kit and
      // the offline database before any chunk but the entry's own. A script left off is still
      // fetched by the import itself. (Vite keeps every stylesheet on the list: only it loads them.)
      resolveDependencies: (_file, deps, { hostId }) => {
        const host = hostId.split("/").pop() ?? "";
        const loaded = host.startsWith("index-") ? ALWAYS_LOADED : SHELL_LOADED;
        return deps.filter((dep) => !loaded.test(dep));
      },
    },
    // PICKEM_SOURCEMAP=1: a build with source maps, to read a profile or a trace (never deployed).
    sourcemap: process.env.PICKEM_SOURCEMAP === "1",
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every route loads React and the router: one file, one gzip stream. The small leaf
            // modules every signed-in screen loads (and no signed-out page does) travel as one
            // file too, rather than seven that each pay gzip's overhead (ADR 0603).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/,
                },
                {
                  name: "signed-in-kit",
                  test: SIGNED_IN_KIT,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
}));
