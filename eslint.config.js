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
];
const otherFeatures = (name) =>
  featureNames
    .filter((other) => other !== name)
    .map((other) => ({
      regex: `^(#web/features/|(\\.\\./)+)${other}(/|$)`,
      message: "Features do not import each other; move shared code to web/ui or web/lib.",
    }));

const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

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
  ...featureNames.map((name) => ({
    files: [`web/features/${name}/**`],
    ignores: ["**/*.test.ts"],
    rules: restrict([deepRelative, noWorker, ...otherFeatures(name)]),
  })),
);
