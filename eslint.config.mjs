// ESLint flat config: TypeScript (type-aware), React and hooks rules for the site and its scripts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports go through @site/ aliases instead of climbing the tree. */
const noClimbing = { group: ['../../*'], message: 'Import through @site/ instead.' };
/** The browser's code never depends on build plugins: what both use lives in src/lib/. */
const noPlugins = {
  regex: '^(@site/|(\\.\\./)+)plugins(/|$)',
  message: 'src/ does not import plugins/; move the shared code to src/lib/.',
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'reports/',
      '.wrangler/',
      // The npx package's bundle (npm run mcp:pack).
      'mcp/dist/',
      '**/*.tmp.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Type information from tsconfig.json, which covers every linted file (allowJs takes this one).
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // node:test's describe/it/test/suite return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: '19' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
      // Dead code: a prop declared in a component's props type that the component never reads.
      'react/no-unused-prop-types': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [noClimbing] }],
    },
  },
  {
    // Reader-facing sample programs (shown on /docs/webhooks) run on plain Node.js.
    files: ['examples/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Docusaurus loads these with jiti, which does not know @site: they climb, to src/lib/ or config/.
    files: ['plugins/**/*.{ts,tsx}', 'openapi/tools/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // src/data/errorCodes: /docs/errors' advice, joined with the contract at build time.
              // Any depth (plugins/theme-patches/* sit one folder deeper): the whole climb, then the target.
              regex: '^\\.\\./\\.\\./(?:\\.\\./)*(?!\\.\\./|src/lib/|config/|src/data/errorCodes$)',
              message:
                'Code loaded by jiti climbs only into src/lib/, config/ and src/data/errorCodes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClimbing, noPlugins] }] },
  },
  {
    // Plugins load src/lib/ (and the error advice) with jiti too, so their runtime imports are relative.
    files: ['src/lib/**/*.ts', 'src/data/errorCodes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noClimbing,
            noPlugins,
            {
              group: ['@site/*'],
              allowTypeImports: true,
              message:
                'Plugins load src/lib/ with jiti, which does not know @site: import relatively.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call their `use` callback, which is not React's use() hook.
    files: ['tests/**/*.ts', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
