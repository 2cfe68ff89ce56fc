import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Boundaries the linter enforces (DESIGN.md "Layout"). ESLint keeps only the last
// `no-restricted-imports` setting that matches a file, so every zone below lists all the patterns
// that apply to it.
const deepRelative = {
  group: ["../../*", "../../**"],
  message:
    "Climb at most one folder; import across the tree with #domain/, #web/, #worker/, #data/.",
};
const noWorker = {
  regex: "^(#worker/|(\\.\\./)+worker/)",
  message: "web/ and domain/ never import worker/.",
};
const noWeb = {
  regex: "^(#web/|(\\.\\./)+web/)",
  message: "worker/ and domain/ never import web/.",
};

// Feature folders do not import each other (shared UI goes to web/ui, shared logic to web/lib).
const featureNames = [
  "auth",
  "dashboard",
  "leagues",
  "sportsbook",
  "season",
  "sync",
  "profile",
  "mailbox",
  "board",
  "notifications",
  "survivor",
];
const otherFeatures = (name) =>
  featureNames
    .filter((other) => other !== name)
    .map((other) => ({
      regex: `^(#web/features/|(\\.\\./)+)${other}(/|$)`,
      message: "Features do not import each other; move shared code to web/ui or web/lib.",
    }));

// The sync property test (worker/test/sync-property.test.ts, ADR 0202) runs the phone's outbox
// against the real Worker in one runtime: it may import the DOM-free outbox parts of web/, no more.
const webOutsideTheOutbox = {
  regex:
    "^(#web/|(\\.\\./)+web/)(?!(offline/(db|outbox-row|outbox-sender)|features/(board/api/board-mutations|profile/api/profile-edit|sportsbook/api/pick-mutations))$)",
  message:
    "The sync property test imports only the outbox's DOM-free parts of web/ (web/offline/db, outbox-row, outbox-sender and the features' *-mutations / profile-edit).",
};

const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

// The Worker by area (docs/adding-an-area.md): every folder of worker/ is an area except the
// ground floor. An area imports the ground floor, domain/ and another area's queries.ts or events.ts only (DESIGN.md: areas talk through queries or events); the
// ground floor (requests, the database, outgoing mail, stored images) imports no area. A new area folder is covered without touching this file.
const groundFloor = ["http", "db", "mail", "media"];
const workerAreas = readdirSync("worker", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ![...groundFloor, "test"].includes(entry.name))
  .map((entry) => entry.name);
const otherAreasExceptQueries = (area) =>
  workerAreas
    .filter((other) => other !== area)
    .map((other) => ({
      regex: `^(#worker/|(\\.\\./)+)${other}/(?!(queries|events)$)`,
      message: `Areas talk through queries.ts and events.ts only: import ${other}/queries or ${other}/events, or move the shared part there.`,
    }));
const anyArea = {
  regex: `^(#worker/|(\\.\\./)+)(${workerAreas.join("|")})/`,
  message: "The ground floor (http/, db/, mail/, media/) imports no area.",
};
const composition = {
  regex: "^(#worker/|(\\.\\./)+)(app|index)$",
  message: "Only index.ts composes the app; areas do not import it.",
};

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "dist-*/**",
      "node_modules/**",
      "web/routeTree.gen.ts",
      ".wrangler/**",
      "**/.wrangler/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
      "tmp/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "error",
      ...restrict([deepRelative]),
    },
  },
  {
    // CommonJS config files (.dependency-cruiser.cjs) load with require().
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  { files: ["domain/**"], rules: restrict([deepRelative, noWorker, noWeb]) },
  { files: ["web/**"], ignores: ["**/*.test.ts"], rules: restrict([deepRelative, noWorker]) },
  { files: ["worker/**"], rules: restrict([deepRelative, noWeb]) },
  {
    files: ["worker/test/sync-*.ts"],
    rules: restrict([deepRelative, webOutsideTheOutbox]),
  },
  ...groundFloor.map((floor) => ({
    files: [`worker/${floor}/**`],
    rules: restrict([deepRelative, noWeb, anyArea]),
  })),
  ...workerAreas.map((area) => ({
    files: [`worker/${area}/**`],
    rules: restrict([deepRelative, noWeb, composition, ...otherAreasExceptQueries(area)]),
  })),
  ...featureNames.map((name) => ({
    files: [`web/features/${name}/**`],
    ignores: ["**/*.test.ts"],
    rules: restrict([deepRelative, noWorker, ...otherFeatures(name)]),
  })),
);
