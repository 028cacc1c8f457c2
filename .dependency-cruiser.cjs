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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
