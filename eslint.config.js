// Lint rules for the whole repository (decision 0019): typescript-eslint's recommended set, the rules of React
// hooks, and the layer boundaries of the code layout: shared code imports neither side, the browser never
// imports server code and the server never imports browser code. `npm run lint` runs it; CI fails on any error.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const layer = (forbidden, why) => ({
  'no-restricted-imports': [
    'error',
    { patterns: forbidden.map((group) => ({ group: [`**/${group}/**`], message: why })) },
  ],
});

const noServer = {
  group: ['**/server/**'],
  message: 'The browser bundle must not import server code: move what both sides need to src/shared.',
};

const noTestKit = {
  group: ['@/client/test/**', '**/client/test/**'],
  message: "src/client/test is the client tests' kit (fake API, renderWithApp): only test files import it.",
};

/**
 * Browser code: never the server; and a feature is entered only through its public entry
 * (`@/client/features/<name>`, its index.ts). Inside a feature, relative imports stay inside it. Shared UI in
 * src/client/components and helpers in src/client/lib import no feature at all. Tests may reach in.
 */
function clientImportRules() {
  const features = readdirSync('src/client/features', { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const rule = (...patterns) => ({
    'no-restricted-imports': ['error', { patterns: [noServer, noTestKit, ...patterns] }],
  });
  const throughEntry = (own) => ({
    group: ['@/client/features/*/**', ...(own ? [`!@/client/features/${own}/**`] : [])],
    message: "Import another feature through its public entry, '@/client/features/<name>' (its index.ts).",
  });
  const outOfFeature = (depth) => ({
    group: [`${'../'.repeat(depth)}**`],
    message: "A relative import stays inside its feature; reach another through '@/client/features/<name>'.",
  });
  const tests = ['**/*.test.{ts,tsx}'];
  return [
    { files: ['src/client/**/*.{ts,tsx}'], ignores: tests, rules: rule(throughEntry()) },
    {
      files: ['src/client/components/**/*.{ts,tsx}', 'src/client/lib/**/*.{ts,tsx}'],
      ignores: tests,
      rules: rule({
        group: ['@/client/features/**', '**/features/**'],
        message: 'Shared UI and helpers import no feature.',
      }),
    },
    ...features.flatMap(({ name }) =>
      [1, 2, 3].map((depth) => ({
        files: [`src/client/features/${name}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
        ignores: tests,
        rules: rule(throughEntry(name), outOfFeature(depth)),
      })),
    ),
  ];
}

const rawColours = ['Literal', 'TemplateElement'].map((node) => ({
  selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=/\\b(text|bg|border|ring|fill|stroke|from|via|to|divide|outline)-(slate|gray|zinc|neutral|amber|red|emerald|sky)-[0-9]/]`,
  message:
    'Use the semantic colour tokens (foreground, body, subtle, muted-foreground, faint, warning-*, danger-*, success-*, info-*) instead of a raw neutral or status hue.',
}));

/** A literal '/api…' string or template as an element of a key array (`['/api/x']`, `['/api/x'] as const`). */
const apiString = ':matches(Literal[value=/^\\/api/], TemplateLiteral[quasis.0.value.raw=/^\\/api/])';
const cacheCall = 'CallExpression[callee.property.name=/^(setQueryData|getQueryData)$/]';
const literalQueryKeys = [
  `Property[key.name='queryKey'] > ArrayExpression > ${apiString}`,
  `Property[key.name='queryKey'] > TSAsExpression > ArrayExpression > ${apiString}`,
  `${cacheCall} > ArrayExpression.arguments:first-child > ${apiString}`,
  `${cacheCall} > TSAsExpression.arguments:first-child > ArrayExpression > ${apiString}`,
].map((selector) => ({
  selector,
  message:
    "Take the query key from the feature's api/query-keys.ts (another feature's through its index), not a literal '/api…' array.",
}));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'playwright-report/**', 'test-results/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // A test reads answers whose shape it is asserting; typing every body up front would only restate the schemas.
  {
    files: ['tests/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Tests may reach across layers (a browser test builds its data with the server's real food table).
  ...clientImportRules(),

  // Colours by role (decision 0019): neutrals and statuses come from the semantic tokens in styles.css, so the
  // palette changes in one place. Only the category hues that tell stat cards and avatars apart stay raw.
  // Query keys (decision 0019) come from each feature's api/query-keys.ts: a literal '/api…' key typed anywhere
  // else is how a prefix invalidation silently stops reaching a screen. ESLint keeps one no-restricted-syntax
  // setting per file, so the files outside api/ and lib/ get both lists.
  { files: ['src/client/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...rawColours] } },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/features/*/api/**', 'src/client/lib/**'],
    rules: { 'no-restricted-syntax': ['error', ...rawColours, ...literalQueryKeys] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: layer(['client'], 'Server code must not import browser code: move what both sides need to src/shared.'),
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: layer(['client', 'server'], 'src/shared is imported by both sides and imports neither.'),
  },
);
