import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** The feature folders of one side (src/server/features or src/web/features). */
const featuresOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** A feature never reaches into another feature of the same side (docs/architecture.md). */
const featureIsolation = (base) =>
  featuresOf(base).map((name) => ({
    target: `./${base}/${name}`,
    from: `./${base}`,
    except: [`./${name}`],
    message: 'Uma feature não importa outra: componha no app (web) ou em app.ts/jobs (servidor).',
  }));

/**
 * The layers of docs/architecture.md, as import rules. Each zone: files in `target` may not import
 * from `from`. Tests and test helpers are exempt (they assemble the whole system on purpose).
 */
const layerZones = [
  // Both sides share src/shared; it knows neither of them.
  { target: './src/shared', from: './src/server', message: 'src/shared não tem E/S: não importa o servidor.' },
  { target: './src/shared', from: './src/web', message: 'src/shared não importa o app web.' },
  { target: './src/web', from: './src/server', message: 'O app web nunca importa o servidor: os dados chegam pela API ou pelo host.' },
  // …except the host, which loads the web app's server entry (the RenderPage port of src/shared/ssr.ts).
  {
    target: './src/server',
    from: './src/web',
    except: ['./entry-server.tsx'],
    message: 'O servidor não importa o app web (só o host carrega src/web/entry-server.tsx).',
  },
  {
    target: './src/server/!(index.ts)',
    from: './src/web/entry-server.tsx',
    message: 'Só o host (src/server/index.ts) carrega o app web renderizado no servidor.',
  },
  // Server: the host (index.ts, app.ts, jobs/) composes; nothing below calls up.
  ...['lib', 'db', 'mail', 'alerts', 'reminders', 'collector', 'reference', 'features'].flatMap((layer) => [
    { target: `./src/server/${layer}`, from: './src/server/jobs', message: 'Só o host (index.ts) chama os jobs.' },
    { target: `./src/server/${layer}`, from: './src/server/app.ts', message: 'app.ts é o host: ninguém abaixo dele o importa.' },
    { target: `./src/server/${layer}`, from: './src/server/index.ts', message: 'index.ts é o host: ninguém o importa.' },
  ]),
  ...['lib', 'db', 'mail', 'alerts', 'reminders', 'collector', 'reference'].map((layer) => ({
    target: `./src/server/${layer}`,
    from: './src/server/features',
    message: 'Os serviços de base não conhecem as features (HTTP).',
  })),
  ...['lib', 'db', 'mail', 'alerts', 'reminders', 'reference'].map((layer) => ({
    target: `./src/server/${layer}`,
    from: './src/server/collector',
    message: 'O coletor devolve o que mudou; quem o chama (jobs) decide o resto.',
  })),
  ...['lib', 'db', 'mail', 'collector', 'reference'].map((layer) => ({
    target: `./src/server/${layer}`,
    from: './src/server/alerts',
    message: 'Os alertas são chamados pelos jobs e pelas features, nunca pelo coletor ou pela base.',
  })),
  ...['lib', 'db', 'mail', 'alerts', 'collector', 'reference'].map((layer) => ({
    target: `./src/server/${layer}`,
    from: './src/server/reminders',
    message: 'Os lembretes são chamados pelos jobs e pelas features, nunca pela base, pelo coletor ou pelos alertas.',
  })),
  { target: './src/server/collector', from: './src/server/mail', message: 'O coletor não envia e-mail.' },
  { target: './src/server/db', from: './src/server/mail', message: 'O banco não conhece a fila de e-mail.' },
  ...featureIsolation('src/server/features'),
  // Web: app/ composes features; shared UI and lib know no feature.
  ...['components', 'lib'].flatMap((layer) => [
    { target: `./src/web/${layer}`, from: './src/web/features', message: 'UI compartilhada não conhece features: receba por props do app.' },
    { target: `./src/web/${layer}`, from: './src/web/app', message: 'UI compartilhada não importa o app.' },
  ]),
  { target: './src/web/features', from: './src/web/app', message: 'Features não importam o app; o app as compõe.' },
  ...featureIsolation('src/web/features'),
];

const testFiles = ['**/*.test.{ts,tsx}', '**/testing/**', 'tests/**', 'src/web/test/**'];

/** Texts that public pages import apart from their zod schemas. */
const ZOD_TEXTS = [
  {
    name: '@/shared/tracking',
    importNames: ['SETTABLE_STATUSES', 'planUsageText', 'TRACKING_ACTION_TEXTS', 'TRACKING_UNDO_TEXTS', 'SIGN_IN_NEEDED_TITLE'],
    allowTypeImports: true,
    message: 'Importe os textos de @/shared/tracking-texts: @/shared/tracking carrega o zod.',
  },
  {
    name: '@/shared/alerts',
    importNames: ['ALERT_TEXTS', 'ALERT_CADENCE'],
    allowTypeImports: true,
    message: 'Importe os textos de @/shared/alerts-texts: @/shared/alerts carrega o zod.',
  },
];
const SONNER_TOAST = {
  name: 'sonner',
  importNames: ['toast'],
  message: 'Importe o toast de @/web/lib/toast: assim o sonner fica fora do JavaScript que a página avalia antes de hidratar.',
};
/** Where sonner's toast is imported as it is: the lazy loader itself and the tests. */
const TOAST_LOADERS = ['src/web/lib/toast.ts', 'src/web/**/*.test.{ts,tsx}', 'src/web/test/**'];

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', '.tmp/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Public pages must not load zod (~23 kB gzip) for a few words: the texts live apart from the
    // schemas. Nor sonner before hydrating: src/web/lib/toast.ts imports it when a toast is shown.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: TOAST_LOADERS,
    rules: { 'no-restricted-imports': ['error', { paths: [...ZOD_TEXTS, SONNER_TOAST] }] },
  },
  {
    // Tests render sonner's Toaster and clear its toasts themselves.
    files: TOAST_LOADERS,
    rules: { 'no-restricted-imports': ['error', { paths: ZOD_TEXTS }] },
  },
  {
    // Configuration is parsed once (DESIGN.md section 6): only env.ts reads process.env in src/.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Leia a configuração de src/server/env.ts.' }],
    },
  },
  {
    // Layers (docs/architecture.md): the arrows point down, features stay apart, and no cycles.
    files: ['src/**/*.{ts,tsx}'],
    ignores: testFiles,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Functions a reader can hold; an exception needs an eslint-disable comment saying why.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: testFiles,
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
);
