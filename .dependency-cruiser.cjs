/**
 * Import circles (issue 26): a module that imports, through any chain, a module that imports
 * it back works only while every use sits inside a function body; the first module-level use
 * throws at start-up. `npm run check` fails on any circle in contract/, server/ or web/.
 *
 * The contract's folders (issue 43): a Día D capability (`contract/src/dia-d/<capacidad>/`)
 * reaches another only through that one's index.ts, and what the capabilities share
 * (`contract/src/dia-d/*.ts`) reaches none of them; an area's folder (`contract/src/<area>/`)
 * and the base files at contract/src's root reach another folder only through its index.ts.
 * The zod-free files behind the package's subpaths (textos.ts, delegado-rutas.ts), which the
 * login page and the delegate's phone load, reach no zod through any chain.
 * Día D's capabilities on the web (issue 43): `web/src/areas/dia-d/<a>/` reaches another
 * capability `<b>/` only through what `<b>/index.ts` exports, never one of its files.
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
      name: 'textos-sin-zod',
      severity: 'error',
      comment:
        'Un textos.ts (y delegado-rutas.ts) no llega a zod: las subrutas del paquete que cargan el login y el celular apuntan a ellos.',
      from: { path: ['^contract/src/.*textos\\.ts$', '^contract/src/dia-d/delegado-rutas\\.ts$'] },
      to: { path: '(^|/)node_modules/zod/', reachable: true },
    },
    {
      name: 'capacidad-por-su-indice',
      severity: 'error',
      comment:
        'Una capacidad del Día D usa otra solo por su index.ts (contract/src/dia-d/<capacidad>/index.ts); lo compartido va a contract/src/dia-d/*.ts.',
      from: { path: '^contract/src/dia-d/([^/]+)/' },
      to: {
        path: '^contract/src/dia-d/[^/]+/',
        pathNot: ['^contract/src/dia-d/$1/', '^contract/src/dia-d/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'dia-d-comun-sin-capacidades',
      severity: 'error',
      comment:
        'Lo que comparten las capacidades del Día D (contract/src/dia-d/*.ts) no usa ninguna de ellas: solo index.ts las reúne.',
      from: { path: '^contract/src/dia-d/[^/]+\\.ts$', pathNot: '^contract/src/dia-d/index\\.ts$' },
      to: { path: '^contract/src/dia-d/[^/]+/' },
    },
    {
      name: 'carpeta-por-su-indice',
      severity: 'error',
      comment:
        'Un área del contrato usa otra (o el Día D) solo por su index.ts (contract/src/<area>/index.ts).',
      from: { path: '^contract/src/([^/]+)/' },
      to: {
        path: '^contract/src/[^/]+/',
        pathNot: ['^contract/src/$1/', '^contract/src/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'raiz-por-indices',
      severity: 'error',
      comment: 'Los archivos de la raíz de contract/src usan un área (o el Día D) solo por su index.ts.',
      from: { path: '^contract/src/[^/]+\\.ts$' },
      to: { path: '^contract/src/[^/]+/', pathNot: '^contract/src/[^/]+/index\\.ts$' },
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
    {
      // Issue 43: the database, HTTP, live-feed, file, session, audit, backup and performance floors are what
      // the areas stand on; main.ts (or the tests' helper) hands them the areas' migrations,
      // seeds, routes and live filters.
      name: 'pisos-sin-areas',
      severity: 'error',
      comment:
        'db/, http/, events/, files/, auth/, auditoria/, copias/ y performance/ no importan areas/: main.ts les pasa lo que necesitan.',
      from: { path: '^server/src/(db|http|events|files|auth|auditoria|copias|performance)/' },
      to: { path: '^server/src/areas/' },
    },
    {
      // Issue 43: a capability of Día D reaches another only through what that one exports.
      name: 'capacidad-por-su-indice-servidor',
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
      name: 'dia-d-comun-sin-capacidades-servidor',
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
    // Packages are leaves (seen, not followed), so `textos-sin-zod` sees a path reaching zod.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
