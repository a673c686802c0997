/**
 * Import rules checked by `npm run lint:deps` (part of `npm run lint`, hence of `npm test`).
 * docs/adding-a-module.md explains them.
 */

/**
 * The server's modules from the bottom up: a module may import only modules of a lower level, and
 * only through their `index.ts`. A new module is added here at the level it belongs to.
 */
const LEVELS = [
  ['catalog'],
  ['references'],
  ['employees', 'calendar', 'clients', 'fleet', 'routes'],
  ['users', 'remote-work', 'rates', 'payroll-settings', 't-registro'],
  ['organisation', 'entity-groups', 'second-factor'],
  ['auth', 'notifications', 'settings', 'audit-log', 'e-documents'],
  ['attendance', 'viatics'],
  ['attendance-reports', 'operations', 'payroll-items', 'salary-increases', 'additional-work'],
  ['payroll', 'document-orders', 'settlements', 'driver'],
  ['payslips', 'bookkeeping', 'cts-deposits', 'labour-certificates'],
  ['treasury'],
  ['billing'],
];

const MODULES = 'apps/server/src/modules';
const any = (names) => `(${names.join('|')})`;

const layerRules = LEVELS.map((level, i) => {
  const above = LEVELS.slice(i + 1).flat();
  return {
    name: `layer-${level.join('-')}`,
    comment: `${level.join(', ')} may import only modules of a lower level (${LEVELS.slice(0, i).flat().join(', ') || 'none'})`,
    severity: 'error',
    from: { path: `^${MODULES}/${any(level)}/` },
    to: {
      path: `^${MODULES}/${any([...above, ...level])}/`,
      pathNot: `^${MODULES}/$1/`,
    },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment:
        "A module imports another module only through that module's index.ts (its routes, service, shared tables and read API).",
      severity: 'error',
      from: { path: `^${MODULES}/([^/]+)/` },
      to: {
        path: `^${MODULES}/[^/]+/`,
        pathNot: [`^${MODULES}/$1/`, `^${MODULES}/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'outside-through-index',
      comment:
        'app.ts, server.ts, composition/, db/, scripts, benchmarks and browser tests reach a module only through its index.ts. composition/schema.ts lists every table for drizzle-kit and may name table files. API tests may pin internals.',
      severity: 'error',
      from: {
        path: '^(apps/server/(src|scripts)/|bench/|scripts/|e2e/)',
        pathNot: [`^${MODULES}/`, '^apps/server/src/composition/schema\\.ts$'],
      },
      to: { path: `^${MODULES}/[^/]+/`, pathNot: `^${MODULES}/[^/]+/index\\.ts$` },
    },
    {
      name: 'schema-lists-tables-only',
      comment: 'composition/schema.ts names table files and nothing else of a module.',
      severity: 'error',
      from: { path: '^apps/server/src/composition/schema\\.ts$' },
      to: { path: `^${MODULES}/`, pathNot: '\\.table\\.ts$' },
    },
    {
      name: 'composition-on-top',
      comment:
        'composition/ (the table list, the start-up preparation, the demo seed) knows every module: only app.ts, server.ts, scripts, benchmarks and tests stand above it.',
      severity: 'error',
      from: { path: '^apps/server/src/(config|db|platform|modules)/' },
      to: { path: '^apps/server/src/composition/' },
    },
    {
      name: 'db-below-modules',
      comment: 'db/ (client, migrations, embedded PostgreSQL) serves every module and knows none of them.',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      to: { path: `^${MODULES}/` },
    },
    {
      name: 'platform-below-modules',
      comment: 'The platform serves every module and knows none of them.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: `^${MODULES}/` },
    },
    ...layerRules,
    {
      name: 'no-circular',
      comment:
        'No import cycle in the server, type-only imports counted (tsPreCompilationDeps below keeps them in the graph).',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { circular: true },
    },
    {
      name: 'web-features-independent',
      comment: 'A web feature never imports another feature; shared code lives in components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-app-on-top',
      comment:
        'The web app/ (router, layouts, guards, the list of every screen) composes the features: nothing below it imports it (features, components, lib, reference data); only main.tsx, the entry, stands above it.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: ['^apps/web/src/app/', '^apps/web/src/main\\.tsx$'] },
      to: { path: '^apps/web/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
