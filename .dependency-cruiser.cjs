/**
 * Import circles (issue 26): a module that imports, through any chain, a module that imports
 * it back works only while every use sits inside a function body; the first module-level use
 * throws at start-up. `npm run check` fails on any circle in contract/, server/ or web/.
 *
 * Día D's capabilities on the web (issue 43): `web/src/areas/dia-d/<a>/` reaches another
 * capability `<b>/` only through what `<b>/index.ts` exports, never one of its files.
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
    {
      name: 'dia-d-web-por-capacidad',
      severity: 'error',
      comment:
        'Una capacidad del Día D (web/src/areas/dia-d/<a>/) llega a otra solo por lo que exporta su index.ts.',
      from: { path: '^web/src/areas/dia-d/([^/]+)/' },
      to: {
        path: '^web/src/areas/dia-d/[^/]+/',
        pathNot: ['^web/src/areas/dia-d/$1/', '^web/src/areas/dia-d/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'dia-d-web-desde-fuera',
      severity: 'error',
      comment:
        'Fuera de las capacidades del Día D (su raíz, app/, las pruebas) se llega a una capacidad solo por su index.ts.',
      from: { pathNot: '^web/src/areas/dia-d/[^/]+/' },
      to: {
        path: '^web/src/areas/dia-d/[^/]+/',
        pathNot: '^web/src/areas/dia-d/[^/]+/index\\.ts$',
      },
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
