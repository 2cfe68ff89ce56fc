// The import layering, checked by dependency-cruiser (`npm run guards`). The same zones as
// eslint.config.js (DESIGN.md "Layout", docs/adding-an-area.md), plus no import circle and web/'s
// shared floors importing no feature. A circle that exists today would go in `knownCircles`
// (shrink-only: `npm run guards` fails when a listed circle is gone); there are none.
const { readdirSync } = require("node:fs");

const groundFloor = ["http", "db", "mail", "media"];
const workerAreas = readdirSync("worker", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ![...groundFloor, "test"].includes(entry.name))
  .map((entry) => entry.name);
const webFeatures = readdirSync("web/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const test = "\\.test\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No import circle: split the shared part into a file both import.",
      from: {},
      to: { circular: true },
    },
    {
      name: "domain-imports-no-app",
      severity: "error",
      comment: "domain/ is the shared rule book: it never imports web/ or worker/.",
      from: { path: "^domain/" },
      to: { path: "^(web|worker)/" },
    },
    {
      name: "web-imports-no-worker",
      severity: "error",
      comment: "web/ never imports worker/.",
      from: { path: "^web/", pathNot: test },
      to: { path: "^worker/" },
    },
    {
      name: "worker-imports-no-web",
      severity: "error",
      comment:
        "worker/ never imports web/; the sync property test (ADR 0202) may import the outbox's DOM-free parts only.",
      from: { path: "^worker/", pathNot: "^worker/test/sync-[^/]+\\.ts$" },
      to: { path: "^web/" },
    },
    {
      name: "sync-test-imports-only-the-outbox",
      severity: "error",
      comment:
        "The sync property test imports only web/offline/db, outbox-row, outbox-sender and the features' *-mutations / profile-edit.",
      from: { path: "^worker/test/sync-[^/]+\\.ts$" },
      to: {
        path: "^web/",
        pathNot:
          "^web/(offline/(db|outbox-row|outbox-sender)|features/(board/api/board-mutations|profile/api/profile-edit|sportsbook/api/pick-mutations))\\.ts$",
      },
    },
    {
      name: "ground-floor-imports-no-area",
      severity: "error",
      comment: "The ground floor (worker/http, db, mail, media) imports no area and not the app.",
      from: { path: `^worker/(${groundFloor.join("|")})/` },
      to: { path: [`^worker/(${workerAreas.join("|")})/`, "^worker/(app|index)\\.ts$"] },
    },
    {
      name: "areas-do-not-import-the-app",
      severity: "error",
      comment: "Only worker/index.ts composes the app; areas do not import it.",
      from: { path: `^worker/(${workerAreas.join("|")})/` },
      to: { path: "^worker/(app|index)\\.ts$" },
    },
    {
      name: "areas-talk-through-queries-or-events",
      severity: "error",
      comment:
        "A worker area imports another area's queries.ts or events.ts only (DESIGN.md); move the shared part there.",
      from: { path: `^worker/(${workerAreas.join("|")})/` },
      to: {
        path: `^worker/(${workerAreas.join("|")})/`,
        pathNot: ["^worker/$1/", `^worker/(${workerAreas.join("|")})/(queries|events)\\.ts$`],
      },
    },
    {
      name: "features-do-not-import-each-other",
      severity: "error",
      comment: "web features do not import each other: shared code goes to web/ui or web/lib.",
      from: { path: `^web/features/(${webFeatures.join("|")})/`, pathNot: test },
      to: { path: "^web/features/([^/]+)/", pathNot: "^web/features/$1/" },
    },
    {
      name: "shared-web-imports-no-feature",
      severity: "error",
      comment:
        "web/api, lib, offline and ui are the floors features stand on: they import no feature and no route.",
      from: { path: "^web/(api|lib|offline|ui)/", pathNot: test },
      to: { path: ["^web/features/", "^web/routes/"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^web/routeTree\\.gen\\.ts$", "(^|/)\\.wrangler/"] },
    tsConfig: { fileName: "tsconfig.base.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".json"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
