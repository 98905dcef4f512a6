/**
 * Import cycles, type-only imports included (`tsPreCompilationDeps`): none anywhere in the app's code. ESLint's
 * import/no-cycle does not see `import type`, and a type-only cycle still ties two rooms together.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not import itself through others, type-only imports included.',
      from: {},
      to: { circular: true },
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
