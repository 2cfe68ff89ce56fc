import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Feature folders do not import each other (shared UI goes to web/ui); web/ and worker/ only meet
// through domain/ (and `import type` of the app type).
const featureNames = ["auth", "dashboard", "leagues", "sportsbook", "season", "sync", "profile"];
const featureZones = featureNames.map((name) => ({
  files: [`web/features/${name}/**`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: featureNames
          .filter((other) => other !== name)
          .map((other) => ({
            group: [`**/features/${other}/**`, `**/features/${other}`],
            message: "Features do not import each other; move shared code to web/ui or web/api.",
          })),
      },
    ],
  },
}));

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
  {
    files: ["web/**", "domain/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/worker/**"], message: "web/ and domain/ never import worker/." },
          ],
        },
      ],
    },
  },
  {
    files: ["worker/**", "domain/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/web/**"], message: "worker/ and domain/ never import web/." }] },
      ],
    },
  },
  ...featureZones,
);
