import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { functionZones, layerZones, SHARED } from './eslint.layers.js';

// Text elements (label, legend, caption, headings, dialog titles) may carry the class; anything
// that lays out content gets it from <VisuallyHidden> instead (a table with the class keeps its width).
const srOnlyOnLayout = {
  selector: "JSXOpeningElement[name.name=/^(table|div|span|p|ul|ol|dl|section|figure|article)$/] > JSXAttribute[name.name='className'][value.value=/(^|\\s)sr-only(\\s|$)/]",
  message: 'Hide it with <VisuallyHidden> (src/components/ui/visually-hidden.tsx).',
};

// Query and mutation keys come from the feature's key factory (docs/decisions/0030-data-layer-keys-and-mutations.md):
// an array written at the call site is a key that invalidation cannot name.
const keyProperty = 'Property[key.name=/^(queryKey|mutationKey)$/]';
const literalKey = {
  selector: `${keyProperty} > ArrayExpression, ${keyProperty} > TSAsExpression > ArrayExpression`,
  message: "Build the key with the feature's key factory (api/keys.ts), not an array written here.",
};

// `x as unknown as T` tells the type checker to stop looking (issue 58): a value from outside (a
// request body, a jsonb payload, an RPC's answer, a page's window) is parsed with zod or read through
// a type guard, and a value of ours is typed where it is made. Everywhere, src to scripts.
const doubleCast = {
  selector: "TSAsExpression > TSAsExpression.expression[typeAnnotation.type='TSUnknownKeyword']",
  message: 'No `as unknown as`: parse the value (zod, a type guard) or give it its type where it is made.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-e2e*', 'node_modules', 'test-results', 'playwright-report', '.data'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-restricted-syntax': ['error', doubleCast],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The layers of docs/architecture.md: app → pages → features → components → lib → content → shared,
    // and features reached from outside only through their public entries (eslint.layers.js).
    files: ['src/**/*.{ts,tsx}', `${SHARED}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // The files import-x reads to follow imports: by default .js alone, and no-cycle then never saw
      // a TypeScript module's imports, nor any cycle (tests/unit/architecture-lint.test.ts).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones(), ...functionZones()] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/pages/*'], message: 'Only the route table loads pages.' },
            {
              group: ['@shared/page-check/*'],
              message: 'The page check runs on the server (node:http, node:dns): the site asks the analyze-page function.',
            },
            {
              group: ['**/supabase/**', '!@supabase/**'],
              message: `Import the shared package as @shared/… (${SHARED}); nothing else of supabase/ belongs in src.`,
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', srOnlyOnLayout, literalKey, doubleCast],
    },
  },
  {
    // The edge functions: a function imports its own folder and _shared, never another function's
    // folder (docs/decisions/0054-function-boundaries.md). _shared is linted with the layers above, which
    // include these zones too (a block's options replace an earlier block's for the same file).
    files: ['supabase/functions/**/*.ts'],
    ignores: [`${SHARED}/**`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: functionZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The key factories themselves.
    files: ['src/**/api/keys.ts'],
    rules: { 'no-restricted-syntax': ['error', srOnlyOnLayout, doubleCast] },
  },
  {
    // Component tests render through tests/support/render.tsx, which wraps everything in StrictMode.
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/support/render.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@testing-library/react', message: "Import from tests/support/render: it renders inside StrictMode." }] },
      ],
    },
  },
  {
    // jsPDF's font parser, which its types do not declare, is reached through the one cast left. Both
    // files go with the PDF rewrite under way on its own branch; this block goes with them.
    files: [`${SHARED}/pdf-embedded-font.ts`, 'tests/unit/pdf-font-subset.test.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
