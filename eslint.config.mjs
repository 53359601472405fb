// @ts-check
/**
 * @module
 * ESLint, run by `npm test` (`npm run lint`): ESLint's recommended rules and typescript-eslint's
 * type-aware ones (`recommendedTypeChecked`), on every TypeScript file of every part, each file
 * checked against the TypeScript project it belongs to, so a rule sees the same types `tsc` does.
 *
 * What is not linted, and why: generated files (the Worker's binding types, the typed API client,
 * builds); Astro components (`.astro`), whose frontmatter `astro check` type-checks but which would
 * need another parser; the few plain JavaScript files get the rules that need no types.
 */
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    'site/dist/',
    'core/dist/',
    '.astro/',
    '.wrangler/',
    'scripts/.cache/',
    'test-artifacts/',
    'site/public/',
    // Generated: `npm run types` and `npm run client:types` write them.
    'functions/worker-configuration.d.ts',
    'test/client/',
  ]),
  {
    files: ['**/*.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Each part's own tsconfig, the narrowest first: core's library files against core's
        // (no DOM, no Node), its CLI, Node parts and tests against tsconfig.node.json.
        project: [
          './core/tsconfig.json',
          './charts/tsconfig.json',
          './design/tsconfig.json',
          './functions/tsconfig.json',
          './images/tsconfig.json',
          './site/tsconfig.json',
          './tsconfig.node.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // An ignored parameter is a parameter to remove; `_` alone is the one placeholder a
      // callback may keep for a position it must take (`(_, i) => …`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { args: 'all', argsIgnorePattern: '^_$', varsIgnorePattern: '^_$' },
      ],
    },
  },
  {
    // Tests read the API's JSON answers (and cursors' payloads) as `any` on purpose: they check
    // fields and values as they arrive, including ones no type promises, and every read ends in
    // an assertion. Typing each answer first would put a cast before every check and test the
    // casts instead. Source files and scripts get these rules in full.
    files: ['**/*.test.ts', 'functions/test/**/*.ts', 'test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
)
