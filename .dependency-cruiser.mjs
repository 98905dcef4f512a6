/**
 * Import cycles, type-only imports included (`tsPreCompilationDeps`): none anywhere in the app's code. ESLint's
 * import/no-cycle does not see `import type`, and a type-only cycle still ties two rooms together. The server's
 * rooms: the local engine and the trusted operations know nothing of each other (server/app wires them together),
 * and neither knows the demo data or the migrations.
 */
const config = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not import itself through others, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'local-engine-alone',
      severity: 'error',
      comment: 'The local engine knows no trusted operation, demo data, migration or wiring: server/app composes them.',
      from: { path: '^server/local/' },
      to: { path: '^server/(trusted|seed|migrations|app)/' },
    },
    {
      name: 'trusted-ops-alone',
      severity: 'error',
      comment: 'Trusted operations run the same on both engines: they import neither the local engine nor its wiring.',
      from: { path: '^server/trusted/' },
      to: { path: '^server/(local|app|seed)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|tests|public|playwright-report)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] },
  },
};

export default config;
