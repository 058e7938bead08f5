// Lint rules for the whole repository: TypeScript, React, accessibility, import order and the
// import boundaries between the parts of the repository.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * Which part of the repository may import which. The portal (app/) and the reference backend
 * (backend/) meet only in contracts/, which depends on nothing but zod; the shared widgets of
 * app/ui know no domain. Zones compare resolved files, so relative imports and the `~/` and
 * `@contracts/` aliases are caught alike.
 */
const importBoundaries = [
  {
    target: './app',
    from: './backend',
    message: 'The portal reaches the backend over HTTP only; share types through contracts/.',
  },
  {
    target: './backend',
    from: './app',
    message: 'The backend does not depend on the portal; share code through contracts/.',
  },
  {
    target: './backend',
    from: './server',
    message:
      "The backend does not depend on the portal's server; what both need (logging) has a folder of its own.",
  },
  {
    target: './backend/http',
    from: './backend',
    except: ['./http', './auth', './db', './clock.ts'],
    message:
      'The request kernel knows no domain: it imports only auth/, db/ and the clock; a domain passes in what it needs.',
  },
  {
    target: './logging/!(*.test).ts',
    from: ['./app', './server', './backend', './dev-idp'],
    message:
      'logging/ serves the portal, the backend and the identity provider alike: it imports none of them.',
  },
  {
    target: './rich-text/!(*.test).ts',
    from: ['./app', './server', './backend', './dev-idp'],
    message:
      "rich-text/ (the notification editor's rules and sanitiser) serves the portal and the backend alike: it imports none of them.",
  },
  {
    target: './app/ui',
    from: './app/domains',
    message: 'Shared widgets know no domain; pass domain data in through props.',
  },
  {
    target: './app/consultation',
    from: ['./app/ui', './app/routes', './app/domains'],
    message:
      'The screen-state layer answers routes with data: it knows no widget, route or domain (what both need is in app/page-state).',
  },
  {
    target: './app/page-state',
    from: [
      './app/ui',
      './app/consultation',
      './app/backend',
      './app/auth',
      './app/routes',
      './app/domains',
    ],
    message:
      'app/page-state (form replies, table state, URL names) lies below the widgets and the screen-state layer: it imports neither.',
  },
  {
    target: './app/lib',
    from: ['./app/ui', './app/consultation', './app/routes', './app/domains'],
    message: 'app/lib is the libraries below every layer: it imports none of them.',
  },
  {
    target: './app/ui',
    from: ['./app/auth', './app/consultation', './app/routes'],
    message:
      'Shared widgets get what they show through props; they know no auth, screen state or route.',
  },
  {
    target: './app/backend',
    from: ['./app/consultation', './app/ui', './app/routes', './app/domains', './app/auth'],
    message:
      'app/backend is the transport to the backend: it knows no sign-in, screen state, widget, route or domain (the server entry hands it the token source).',
  },
  {
    target: './app/i18n',
    from: ['./app/screens.ts', './app/routes.ts', './app/routing', './app/routes'],
    message:
      'Translations know no route table: which namespaces a page needs is app/routing/page-namespaces.',
  },
  {
    target: './contracts/!(*.test).ts',
    from: '.',
    except: ['./contracts', './node_modules/zod'],
    message: 'contracts/ imports only zod and itself.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-variants/',
      'data/',
      'node_modules/',
      'playwright-report/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      react: { version: 'detect' },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [
            { pattern: '~/**', group: 'internal' },
            { pattern: '@contracts/**', group: 'internal' },
          ],
          alphabetize: { order: 'asc', caseInsensitive: true },
          'newlines-between': 'never',
        },
      ],
      'no-console': ['error', { allow: ['error'] }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: importBoundaries }],
    },
  },
  // The same boundaries on the import text, so that they hold even where a path does not resolve.
  {
    files: ['backend/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^~/', message: 'The backend does not depend on the portal.' }] },
      ],
    },
  },
  // Known exception, to be removed: these two backend tests cross-check the generated numbers with
  // the portal's insz validation. They may import that one portal module, and nothing else.
  {
    files: ['backend/population/generate.test.ts', 'backend/population/insz.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: importBoundaries.map((zone) =>
            zone.target === './backend' ? { ...zone, except: ['./lib/validation/insz.ts'] } : zone,
          ),
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^~/(?!lib/validation/insz$)',
              message: 'The backend does not depend on the portal.',
            },
          ],
        },
      ],
    },
  },
  // The backend's modules form no import cycle (a cycle ties two modules into one); the rule skips
  // type-only imports. It reads the modules it follows, which it does for TypeScript only with the
  // parser named here. Packages cannot import the backend back, so it does not read them: over
  // the whole backend it then costs about three seconds, with no need for a depth limit.
  {
    files: ['backend/**'],
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['app/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^~/domains(/|$)', message: 'Shared widgets know no domain.' }] },
      ],
    },
  },
  {
    files: ['contracts/**'],
    // A contract's own tests run under vitest; the rule is about what the contracts ship.
    ignores: ['contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|@contracts/|\\./)',
              message: 'contracts/ imports only zod and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'react/prop-types': 'off',
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
