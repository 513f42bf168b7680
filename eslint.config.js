import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The process's services reach loaders, actions and resource routes through React Router's context
 * (app/.server/app-context.ts, docs/decisions/0009-admin-layout.md), never through the
 * module getters, so a test can hand a route its own database and Better Auth.
 */
const servicesFromContext = {
  regex: String.raw`(^|/)\.server/(db/database|auth/auth|env|jobs/jobs|logger)$`,
  importNames: ["getDb", "getDatabaseConnection", "getAuth", "getEnv", "getJobEngine", "logger"],
  message:
    "Read the database, Better Auth, environment, logger and job engine from the request context: `const { db, auth, env, logger, jobEngine } = appServicesOf(context)` (~/.server/app-context).",
};

/**
 * The server's layers, lowest first (docs/decisions/0019-server-layers.md). A module in app/.server
 * may import its own folder and the layers below its own; never a layer above, nor another module
 * of its own layer unless the layer is `shared` (its pieces use one another). Every folder and
 * top-level file of app/.server is in exactly one layer.
 */
const serverLayers = [
  {
    name: "platform",
    shared: true,
    modules: [
      "env",
      "logger",
      "readable-log-line",
      "secrets",
      "request-context",
      "json-request",
      "app-error",
      "app-error-class",
      "read-form",
      "toast",
      "built-stylesheet",
      "brand-fonts",
      "deferred-module-script",
      "early-click-script",
      "load-on-intent-script",
      "first-page-view-script",
      "image-fallback-script",
      "quick-exit-script",
      "structured-data",
      "head-links",
      "head-meta",
      "scripts-after-first-paint",
      "db",
      "net",
      "xml",
      "html",
      "workers",
      "rate-limit",
      "mail",
      "jobs",
    ],
  },
  { name: "independent domains", modules: ["analytics", "auth", "blog", "contact", "content", "transcripts"] },
  { name: "people", modules: ["people"] },
  { name: "episodes", modules: ["episodes"] },
  { name: "catalogue features", modules: ["search", "transcription", "embed", "share-cards", "subscribers"] },
  { name: "feeds", modules: ["feeds"] },
  { name: "admin", shared: true, modules: ["admin", "app-context"] },
  {
    name: "composition root",
    shared: true,
    modules: ["server-api", "site-jobs", "beacon-endpoint", "counted-visitor"],
  },
];

const serverLayerMap = {
  // A module in no layer (a new folder or top-level file, or one nested deeper than these rules
  // look) fails until it is given one.
  files: ["app/.server/**/*.{ts,tsx}"],
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        selector: "Program",
        message:
          "This module of app/.server is in no layer: add its folder or file to serverLayers in eslint.config.js (docs/decisions/0019-server-layers.md).",
      },
    ],
  },
};
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * One block per module and folder depth (the depth tells how many "../" climb back to app/.server),
 * forbidding the modules of every higher layer and, outside the shared layers, the other modules of
 * its own. no-restricted-imports sees static imports and re-exports (type-only ones too).
 */
const serverLayerRules = serverLayers.flatMap((layer, index) =>
  layer.modules.flatMap((module) =>
    [1, 2, 3, 4].map((depth) => {
      const climb = depth === 1 ? "\\./" : `(?:\\.\\./){${depth - 1}}`;
      const patterns = serverLayers.flatMap((other, otherIndex) => {
        const forbidden =
          otherIndex > index
            ? other.modules
            : otherIndex === index && !layer.shared
              ? other.modules.filter((name) => name !== module)
              : [];
        if (forbidden.length === 0) return [];
        const names = forbidden.map(escapeRegExp).join("|");
        const what =
          otherIndex === index ? `another module of its own layer (${layer.name})` : `the ${other.name} layer`;
        return [
          {
            regex: `^(?:~/\\.server/|${climb})(?:${names})(?:\\.tsx?)?(?:/|$)`,
            message: `app/.server/${module} (${layer.name}) must not import ${what}: docs/decisions/0019-server-layers.md.`,
          },
        ];
      });
      // A top-level module's unit test sits beside it (env.test.ts) and belongs to its layer.
      const files =
        depth === 1
          ? [`app/.server/${module}.{ts,tsx}`, `app/.server/${module}.test.{ts,tsx}`]
          : [`app/.server/${module}/${"*/".repeat(depth - 2)}*.{ts,tsx}`];
      return {
        files,
        rules: {
          "no-restricted-syntax": "off",
          ...(patterns.length ? { "no-restricted-imports": ["error", { patterns }] } : {}),
        },
      };
    }),
  ),
);

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ["app/routes/**/*.{ts,tsx}", "app/root.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [servicesFromContext] }] },
  },
  {
    // The browser bundle must never pull in server-only modules by accident (the getters least of all).
    // A type-only import is erased before bundling (verbatimModuleSyntax), so it may name a server
    // module: the types of what loaders send (an episode's view, its form's values) are declared once,
    // where the server builds them (docs/decisions/0022-one-source-per-fact.md).
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}", "app/content/**/*.ts"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            servicesFromContext,
            { group: ["~/.server/*", "**/.server/*"], message: "Server-only module", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  serverLayerMap,
  ...serverLayerRules,
);
