/**
 * Import circles (issue 26): a module that imports, through any chain, a module that imports
 * it back works only while every use sits inside a function body; the first module-level use
 * throws at start-up. `npm run check` fails on any circle in contract/, server/ or web/.
 */
module.exports = {
  forbidden: [
    {
      name: 'sin-circulos',
      severity: 'error',
      comment: 'Un módulo no se importa a sí mismo a través de otros: lo común baja a un módulo hoja.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
