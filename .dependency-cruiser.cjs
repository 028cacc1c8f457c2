/** Import boundaries, checked by `npm test` (dependency-cruiser). */
module.exports = {
  forbidden: [
    {
      name: 'web-features-stay-apart',
      comment:
        'A web feature does not import another: what two features share moves down to src/web/components, src/web/lib or a shared feature-neutral module.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'web-does-not-import-server',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-does-not-import-web',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'src/contract is shared by server and web: it imports neither.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'lower-web-layers-do-not-import-features',
      comment: 'components and lib (shared requests included, in lib/api) sit below the features.',
      severity: 'error',
      from: { path: '^src/web/(components|lib)/' },
      to: { path: '^src/web/features/' },
    },
    {
      name: 'server-core-imports-no-module',
      comment:
        'src/server/core is the floor every module stands on (docs/server-code.md): it imports db, lib, contract and realtime channels, never a module, not even through another file.',
      severity: 'error',
      from: { path: '^src/server/core/' },
      to: { path: '^src/server/modules/', reachable: true },
    },
    {
      name: 'server-lower-layers-import-no-module',
      comment:
        'lib and db (the demo seed aside, which books through the modules) sit below core and the modules.',
      severity: 'error',
      from: { path: '^src/server/(lib|db)/', pathNot: '^src/server/db/seed/' },
      to: { path: '^src/server/(modules|core)/' },
    },
    {
      name: 'server-lib-imports-no-core',
      severity: 'error',
      from: { path: '^src/server/lib/' },
      to: { path: '^src/server/(core|db|realtime|jobs)/' },
    },
    {
      name: 'server-imports-no-test-fixtures',
      comment: 'Test fixtures (and what they import from vitest) never reach the server build.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: '(\\.test|fixtures)\\.ts$' },
      to: { path: '(fixtures\\.ts|^tests/)' },
    },
    {
      name: 'routes-call-verbs',
      comment:
        "A module's routes declare the contract and call its verbs (service.ts or named files); the queries stay behind them in the repository (docs/server-code.md).",
      severity: 'error',
      from: { path: '^src/server/modules/[^/]+/[^/]*routes\\.ts$' },
      to: { path: '^src/server/modules/[^/]+/[^/]*repository\\.ts$' },
    },
    {
      name: 'modules-meet-through-index',
      comment:
        "A module imports another only through that module's index.ts, its public verbs (docs/server-code.md). Tests and their fixtures may reach in.",
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/', pathNot: '(\\.test|fixtures)\\.ts$' },
      to: {
        path: '^src/server/modules/[^/]+/',
        pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/index\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
