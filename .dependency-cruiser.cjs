/**
 * Import circles (issue 26): a module that imports, through any chain, a module that imports
 * it back works only while every use sits inside a function body; the first module-level use
 * throws at start-up. `npm run check` fails on any circle in contract/, server/ or web/.
 * Floors (issue 43): the server's lower floors never import an area, and a capability of Día D
 * reaches another only through that one's index.ts.
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
      // Issue 43: the database, HTTP, live-feed, file, session, audit and backup floors are what
      // the areas stand on; main.ts (or the tests' helper) hands them the areas' migrations,
      // seeds, routes and live filters.
      name: 'pisos-sin-areas',
      severity: 'error',
      comment:
        'db/, http/, events/, files/, auth/, auditoria/ y copias/ no importan areas/: main.ts les pasa lo que necesitan.',
      from: { path: '^server/src/(db|http|events|files|auth|auditoria|copias)/' },
      to: { path: '^server/src/areas/' },
    },
    {
      // Issue 43: a capability of Día D reaches another only through what that one exports.
      name: 'capacidad-por-su-indice',
      severity: 'error',
      comment:
        'Una capacidad de Día D importa otra solo por su index.ts: server/src/areas/dia-d/<b>/index.ts, ningún otro archivo de <b>.',
      from: { path: '^server/src/areas/dia-d/([^/]+)/' },
      to: {
        path: '^server/src/areas/dia-d/[^/]+/',
        pathNot: ['^server/src/areas/dia-d/$1/', '^server/src/areas/dia-d/[^/]+/index\\.ts$'],
      },
    },
    {
      // Día D's own index, routes, migrations and tables, and the server outside Día D, reach a
      // capability through its index.ts too.
      name: 'dia-d-por-indices',
      severity: 'error',
      comment: 'Fuera de una capacidad de Día D se la alcanza solo por su index.ts.',
      from: { path: '^server/src/', pathNot: '^server/src/areas/dia-d/[^/]+/' },
      to: { path: '^server/src/areas/dia-d/[^/]+/(?!index\\.ts$)' },
    },
    {
      // What every capability shares (the ground, live events, the CSV reader…) stands below them;
      // only the area's own index, routes and migrations gather the capabilities.
      name: 'dia-d-comun-sin-capacidades',
      severity: 'error',
      comment: 'Lo común de Día D (terreno.ts, eventos.ts, csv.ts…) no importa ninguna capacidad.',
      from: {
        path: '^server/src/areas/dia-d/[^/]+\\.ts$',
        pathNot: '^server/src/areas/dia-d/(index|routes|migrations|tables)(\\.test)?\\.ts$',
      },
      to: { path: '^server/src/areas/dia-d/[^/]+/' },
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
