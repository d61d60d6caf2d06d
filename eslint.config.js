import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layout's boundaries (docs/adding-a-feature.md): events/ is the shared contract and
 * imports nothing outside itself; projections/ never reach the server or the client; the client
 * never imports the server or projections; a feature reaches another feature only through its
 * public `index.ts` (or, for the lists in features.ts, its `feature.ts`).
 */
const ELEMENTS = [
  { type: 'events', pattern: 'events' },
  { type: 'projections', pattern: 'projections' },
  { type: 'server-feature', pattern: 'server/features/*', capture: ['feature'] },
  { type: 'server', pattern: 'server' },
  { type: 'console-feature', pattern: 'client/console/features/*', capture: ['feature'] },
  { type: 'client', pattern: 'client' },
];
const SERVER_SIDE = ['server', 'server-feature'];
const CLIENT_SIDE = ['client', 'console-feature'];

/**
 * The same boundaries in the layers' names (package.json "imports"): what each layer may not name.
 * boundaries/dependencies above checks the resolved files, so relative paths are held too.
 */
const layersOutOfReach = (layers, message) => [
  'error',
  { patterns: [{ regex: `^#(${layers.join('|')})/`, message }] },
];
const LAYER_RULES = [
  {
    files: ['events/**/*.ts'],
    layers: ['projections', 'server', 'client', 'scripts', 'tests'],
    message: 'events/ is the shared contract: it imports only #events',
  },
  {
    files: ['projections/**/*.ts'],
    layers: ['server', 'client', 'scripts', 'tests'],
    message: 'projections/ import only #events and #projections',
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    layers: ['server', 'projections', 'scripts', 'tests'],
    message: 'the client imports #events and #client, nothing of #server or #projections',
  },
  {
    files: ['server/**/*.ts'],
    layers: ['client', 'scripts', 'tests'],
    message: 'the server imports #events, #projections and #server, never the client',
  },
];

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'data/', 'coverage/', '.tmp/']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      // Names starting with an underscore are intentionally unused (decider signatures, callbacks).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['events/**/*.ts', 'projections/**/*.ts', 'server/**/*.ts', 'client/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'events' } },
              disallow: {
                to: { element: { types: { anyOf: ['projections', ...SERVER_SIDE, ...CLIENT_SIDE] } } },
              },
              message: 'events/ is the shared contract: it imports only events/',
            },
            {
              from: { element: { type: 'projections' } },
              disallow: { to: { element: { types: { anyOf: [...SERVER_SIDE, ...CLIENT_SIDE] } } } },
              message: 'projections/ import only events/ and projections/',
            },
            {
              from: { element: { types: { anyOf: CLIENT_SIDE } } },
              disallow: { to: { element: { types: { anyOf: ['projections', ...SERVER_SIDE] } } } },
              message: 'the client never imports the server or projections',
            },
            {
              disallow: {
                to: {
                  element: {
                    types: { anyOf: ['server-feature', 'console-feature'] },
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                    fileInternalPath: '!{index,feature}.{ts,tsx}',
                  },
                },
              },
              message:
                'a feature is reached from outside only through its index.ts (feature.ts for the feature lists)',
            },
          ],
        },
      ],
    },
  },
  ...LAYER_RULES.map(({ files, layers, message }) => ({
    files,
    rules: { 'no-restricted-imports': layersOutOfReach(layers, message) },
  })),
  {
    // The type-checked rules (typescript-eslint recommendedTypeChecked) on the product's code.
    files: ['events/**/*.ts', 'projections/**/*.ts', 'server/**/*.ts', 'client/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Ports are async by contract (a Mongo or EventStoreDB adapter awaits); the embedded adapters
      // answer synchronously inside the same async methods.
      '@typescript-eslint/require-await': 'off',
      // React event handlers may start async work (onClick={save}); what is checked is that a
      // promise is never passed where its rejection would be lost in a non-handler callback.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Tests read loosely typed JSON responses; `any` there keeps assertions readable.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
]);
