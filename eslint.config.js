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
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}", "app/content/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [servicesFromContext, { group: ["~/.server/*", "**/.server/*"], message: "Server-only module" }],
        },
      ],
    },
  },
);
