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
  ['auth', 'notifications', 'settings'],
  ['attendance', 'viatics'],
  ['attendance-reports', 'operations', 'payroll-items', 'salary-increases', 'additional-work'],
  ['payroll', 'document-orders', 'settlements', 'driver'],
  ['payslips', 'bookkeeping', 'cts-deposits', 'labour-certificates'],
  ['treasury'],
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
        'app.ts, server.ts, db/, scripts, benchmarks and browser tests reach a module only through its index.ts. db/schema.ts lists every table for drizzle-kit and may name table files. API tests may pin internals.',
      severity: 'error',
      from: {
        path: '^(apps/server/(src|scripts)/|bench/|scripts/|e2e/)',
        pathNot: [`^${MODULES}/`, '^apps/server/src/db/schema\\.ts$'],
      },
      to: { path: `^${MODULES}/[^/]+/`, pathNot: `^${MODULES}/[^/]+/index\\.ts$` },
    },
    {
      name: 'schema-lists-tables-only',
      comment: 'db/schema.ts names table files and nothing else of a module.',
      severity: 'error',
      from: { path: '^apps/server/src/db/schema\\.ts$' },
      to: { path: `^${MODULES}/`, pathNot: '\\.table\\.ts$' },
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
        'No import cycle in the server. Type-only imports are left out: every file names the Db type, which is typed by the whole schema; the layer rules above still count them between modules.',
      severity: 'error',
      from: { path: '^apps/server/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'web-features-independent',
      comment: 'A web feature never imports another feature; shared code lives in components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: '^apps/web/src/features/$1/' },
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
