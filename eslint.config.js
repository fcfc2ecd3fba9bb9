import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// ---------------------------------------------------------------------------------------------
// server: structure. Route -> service -> repository; only repositories (and db/) hold SQL; a module
// reaches another only through its public face (index.ts, or its read.ts), never its repository.
// ---------------------------------------------------------------------------------------------

const SERVER = 'apps/server/src';
/** A module's repository: repository.ts, or one split in *-repository.ts files or a repository/ folder. */
const repositoryOf = (module) => `${SERVER}/modules/${module}/{repository.ts,*-repository.ts,repository/**}`;
const serverModules = fs
  .readdirSync(`${import.meta.dirname}/${SERVER}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverTests = ['**/*.test.ts', `${SERVER}/test/**`];

const serverNeverImportsWeb = {
  target: 'apps/server/**',
  from: 'apps/web/**',
  message: 'The server never imports the web app.',
};
/**
 * A module's public face: its index.ts, and read.ts where a read other modules need must stay apart
 * from the service (settings/read.ts: the settings service asks orders, and orders reads settings).
 * Every other file of a module is its own: the rest of the server, tests included, imports only
 * these. A module's own tests may import its internals.
 */
const moduleFaces = serverModules.map((module) => ({
  // Every other file of the server: other modules, the top-level files, db/, lib/, plugins/, test/.
  target: [`${SERVER}/modules/!(${module})/**`, `${SERVER}/*.ts`, `${SERVER}/!(modules)/**`],
  from: `${SERVER}/modules/${module}`,
  except: ['./index.ts', './read.ts'],
  message: `Use the ${module} module through its public face, modules/${module}/index.ts (or read.ts).`,
}));
const serverZones = [
  serverNeverImportsWeb,
  ...moduleFaces,
  {
    target: `${SERVER}/modules/*/{routes.ts,*-routes.ts}`,
    from: repositoryOf('*'),
    message: 'A route calls its service, never a repository.',
  },
  {
    target: `${SERVER}/{lib,plugins}/**`,
    from: repositoryOf('*'),
    message: 'lib/ and plugins/ sit below the modules and never reach into their repositories.',
  },
];

/** Kysely's query builders and raw SQL: they belong in a repository or in db/. */
const QUERY_BUILDERS = 'selectFrom|insertInto|updateTable|deleteFrom|replaceInto|with|selectNoFrom|mergeInto';
const sqlOutsideRepositories = [
  'error',
  {
    selector: `CallExpression > MemberExpression.callee > Identifier.property[name=/^(${QUERY_BUILDERS})$/]`,
    message:
      'Queries live in a repository (repository.ts, *-repository.ts) or db/: call a repository function.',
  },
  {
    selector:
      "ImportDeclaration[source.value='kysely'][importKind!='type'] > ImportSpecifier[imported.name='sql'][importKind!='type']",
    message: 'Raw SQL lives in a repository (repository.ts, *-repository.ts) or db/.',
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql']",
    message: 'Raw SQL lives in a repository (repository.ts, *-repository.ts) or db/.',
  },
];

// ---------------------------------------------------------------------------------------------
// web: structure. app -> features -> shared (api, components, lib, locales). A feature never
// imports another; shared code never imports a feature or the app; nothing imports the server.
// ---------------------------------------------------------------------------------------------

const WEB = 'apps/web/src';
const webFeatures = fs
  .readdirSync(`${import.meta.dirname}/${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  {
    target: 'apps/web/**',
    from: 'apps/server/**',
    message: 'The web talks to the server over HTTP only.',
  },
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}/**`,
    from: `${WEB}/features/!(${feature})/**`,
    message: `Features never import each other: what ${feature} shares with another feature moves to api/, components/ or lib/.`,
  })),
  {
    target: `${WEB}/features/**`,
    from: `${WEB}/app/**`,
    message: 'Features never import the app layer (router, layouts, providers).',
  },
  {
    target: `${WEB}/{api,components,lib,locales}/**`,
    from: [`${WEB}/features/**`, `${WEB}/app/**`],
    message: 'Shared code (api, components, lib, locales) never imports a feature or the app layer.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/artifacts*/**',
      'e2e/.data*/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    // Tests read untyped JSON answers; asserting on them is the point.
    files: ['**/*.test.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  // --- server: structure (see the helpers above) ---
  {
    files: ['apps/server/**/*.ts', 'packages/contracts/**/*.ts', 'packages/sale/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Follow imports into TypeScript files too (the plugin reads only .js by default).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/server/tsconfig.json',
            'packages/contracts/tsconfig.json',
            'packages/sale/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@cashier/web', message: 'The server never imports the web app.' }] },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [serverNeverImportsWeb, ...moduleFaces] },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: serverTests,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverZones }],
      'no-restricted-syntax': sqlOutsideRepositories,
    },
  },
  {
    // Repositories and db/ hold the queries; tests set up and inspect the database directly.
    files: [`${SERVER}/**/{repository.ts,*-repository.ts,repository/**/*.ts}`, `${SERVER}/db/**`],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // --- end server: structure ---
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@cashier/server', '@cashier/web'],
              message: 'Contracts depend on nothing but zod.',
            },
            {
              group: ['@cashier/sale', '@cashier/sale/**', '**/packages/sale/**'],
              message: 'Contracts sit below the sale package: the sale imports contracts, never the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    // The sale runs wherever a sale is made: the till, the guest site, the offline outbox, the server.
    files: ['packages/sale/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/apps/**',
                '@cashier/server',
                '@cashier/server/**',
                '@cashier/web',
                '@cashier/web/**',
              ],
              message: 'The sale package depends on contracts alone: no server, no web app.',
            },
            {
              group: ['react', 'react-*', 'react/**', '@mantine/*', '@tanstack/*', 'node:*'],
              message:
                'The sale package runs in the browser and in node alike: no React, no UI kit, no node built-ins.',
            },
          ],
        },
      ],
    },
  },
  // --- web: structure (see webZones above) ---
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves the `@/` alias and relative paths alike, so `../../pos/api` is caught as surely
      // as `@/features/pos/api`.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'packages/contracts/tsconfig.json',
            'packages/sale/tsconfig.json',
            'packages/web-core/tsconfig.json',
            'packages/ui/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // By package name too: a workspace package resolves inside node_modules.
              group: ['**/apps/server/**', '@cashier/server', '@cashier/server/**'],
              message: 'The web talks to the server over HTTP only.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }],
      'import-x/no-cycle': 'error',
    },
  },
  // --- end web: structure ---
  // --- web packages and the guest site: what each entry may import ---
  ...webLayerRules(),
  {
    // Plain JavaScript (scripts, build files, this config): the recommended rules, no type information.
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node } },
  },
  {
    // Runs in the browser before the first paint (see its header).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  ...sizeRules(),
  ...e2eRules(),
  ...eventRules(),
);

// ── Web layers ──────────────────────────────────────────────────────────────────────────────────
// web-core (api client, i18n, locale, session…) sits at the bottom: no UI kit, no app. ui (theme,
// shared components) stands on web-core and the contracts alone. The staff app (apps/web) and the
// guest site (apps/site) stand on both, and never on each other: a guest's phone loads none of the
// back office.

function webLayerRules() {
  const serverAndApps = {
    group: [
      '**/apps/**',
      '@cashier/server',
      '@cashier/server/**',
      '@cashier/web',
      '@cashier/web/**',
      '@cashier/site',
      '@cashier/site/**',
    ],
    message: 'Shared web packages never import an app (staff app, guest site) or the server.',
  };
  const appAlias = {
    group: ['@/*', '@/**'],
    message: "The `@/` alias is the staff app's own: import a package.",
  };
  const browser = {
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  };
  return [
    { files: ['packages/{web-core,ui}/**/*.{ts,tsx}', 'apps/site/**/*.{ts,tsx}'], ...browser },
    {
      // The same fences for relative paths (`../../ui/src/…`), resolved to the file they name.
      files: ['packages/{web-core,ui}/**/*.{ts,tsx}'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/extensions': ['.ts', '.tsx'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: ['packages/web-core/tsconfig.json', 'packages/ui/tsconfig.json'],
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: import.meta.dirname,
            zones: [
              {
                target: 'packages/web-core/**',
                from: ['packages/ui/**', 'apps/**'],
                message: 'web-core is framework-level: no shared components, no app.',
              },
              {
                target: 'packages/ui/**',
                from: ['apps/**', 'packages/sale/**'],
                message: 'ui stands on web-core and the contracts alone.',
              },
            ],
          },
        ],
        'import-x/no-cycle': 'error',
      },
    },
    {
      files: ['packages/web-core/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              serverAndApps,
              appAlias,
              {
                group: ['@cashier/ui', '@cashier/ui/**', '**/packages/ui/**', '@mantine/*', '@tabler/*'],
                message: 'web-core is framework-level: no UI kit, no shared components.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['packages/ui/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              serverAndApps,
              appAlias,
              {
                group: ['@cashier/sale', '@cashier/sale/**', '**/packages/sale/**'],
                message: 'ui stands on web-core and the contracts alone.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['apps/site/**/*.{ts,tsx}'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/extensions': ['.ts', '.tsx'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/site/tsconfig.json'] })],
      },
      rules: {
        // Relative paths too (`../../web/src/…`), resolved to the file they name.
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: import.meta.dirname,
            zones: [
              {
                target: 'apps/site/**',
                from: ['apps/web/**', 'apps/server/**'],
                message:
                  'The guest site loads none of the staff app, and talks to the server over HTTP only.',
              },
            ],
          },
        ],
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['**/apps/web/**', '@cashier/web', '@cashier/web/**', '@/*', '@/**'],
                message: 'The guest site loads none of the staff app.',
              },
              {
                group: ['**/apps/server/**', '@cashier/server', '@cashier/server/**'],
                message: 'The guest site talks to the server over HTTP only.',
              },
            ],
          },
        ],
      },
    },
  ];
}

// ── Size rules ──────────────────────────────────────────────────────────────────────────────────
// No source file over 400 lines and no function over 80, counted as `wc -l` counts (comments and
// blank lines included: the figures a reader checks are the ones enforced). Test files keep the
// file limit but not the function one: a describe callback holds a whole suite.
// e2e specs are journeys, not source, and are not measured.

// (Functions, not constants: the config array above calls them before this part of the module runs.)

/**
 * Every file exempt from both size rules, with why. The one place such exceptions are listed: add a
 * file here only when its length is its nature (a table or data read by scanning), never to defer
 * a split.
 */
function sizeExceptions() {
  return {
    'apps/server/src/modules/*/{routes.ts,*-routes.ts}':
      'route table: one declaration per endpoint (schema, access, handler) in one registering function',
    'apps/server/src/db/migrations/*.ts':
      'data: a migration is one schema change written once and never edited; 001 creates every table',
  };
}

function sizeRules() {
  const sources = [
    'apps/*/src/**/*.{ts,tsx,mjs}',
    'packages/*/src/**/*.{ts,tsx,mjs}',
    'scripts/**/*.{ts,mjs}',
    'bench/**/*.{ts,mjs}',
  ];
  return [
    {
      files: sources,
      rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
    },
    {
      files: sources,
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false }],
      },
    },
    {
      files: Object.keys(sizeExceptions()),
      rules: { 'max-lines': 'off', 'max-lines-per-function': 'off' },
    },
  ];
}

// ── e2e ─────────────────────────────────────────────────────────────────────────────────────────
// A browser test waits for the state it needs (expect(locator)..., waitForResponse, expect.poll),
// never for a fixed time: a sleep is too short on a busy machine and wasted on a quiet one.

function e2eRules() {
  const message = 'Wait for a state instead: expect(locator)…, page.waitForResponse, expect.poll.';
  return [
    {
      files: ['e2e/**/*.ts'],
      rules: {
        'no-restricted-properties': ['error', { property: 'waitForTimeout', message }],
        'no-restricted-globals': ['error', { name: 'setTimeout', message }],
      },
    },
  ];
}

// ── Event payloads ──────────────────────────────────────────────────────────────────────────────
// An event's payload is typed by its topic (contracts' EVENT_PAYLOADS, the web's RealtimeEvent):
// narrow on `event.topic` or use subscribeToTopic. A cast would hide a payload that changed shape.
// lib/realtime.ts takes a frame as its topic's type once, casting the whole event, not its data.

function eventRules() {
  const message =
    'Do not cast an event payload: narrow on event.topic or use subscribeToTopic, and its data is typed.';
  const payload = '/^(data|payload)$/';
  return [
    {
      files: ['apps/web/src/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-syntax': [
          'error',
          ...['TSAsExpression', 'TSTypeAssertion'].flatMap((cast) => [
            { selector: `${cast} > MemberExpression.expression[property.name=${payload}]`, message },
            { selector: `${cast} > Identifier.expression[name=${payload}]`, message },
          ]),
        ],
      },
    },
  ];
}
