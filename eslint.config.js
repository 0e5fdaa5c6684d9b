import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (README.md, "Names and boundaries"): an area never imports another area
 * (shared code goes down to ui/, api/ or contract/), areas never import app/, and ui/ and api/
 * never import areas or app/. Relative paths are matched per folder depth, so `../otra-area/…` from an
 * area's root and `../../otra-area/…` from one folder deeper are both caught.
 */
function fronteras(raiz, ajenasDeArea) {
  const bloques = [];
  for (let depth = 0; depth <= 3; depth++) {
    const up = (n) => '(\\.\\./){' + n + '}';
    bloques.push({
      files: [`${raiz}/areas/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                // `../otra-area/…` (a folder); a shared file beside the areas (`../area.js`) is fine.
                regex: `^${up(depth + 1)}(?!\\.\\./)[^/]+/`,
                message: 'Un área no importa otra área: lo compartido baja a ui/, api/ o contract/.',
              },
              ...(ajenasDeArea.length
                ? [
                    {
                      regex: `^${up(depth + 2)}(${ajenasDeArea.join('|')})(/|$)`,
                      message: `Un área no importa ${ajenasDeArea.join(' ni ')}/ (van hacia abajo, no hacia arriba).`,
                    },
                  ]
                : []),
            ],
          },
        ],
      },
    });
  }
  return bloques;
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.e2e-*/**',
      // A config file in CommonJS, outside every tsconfig.
      '.dependency-cruiser.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', 'scripts/*.mjs', 'server/build.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // An area adds its tables to the database's type with `interface DB extends XTables {}`
      // (declaration merging: server/src/db/schema.ts names no area).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...fronteras('web/src', ['app', 'areas']),
  ...fronteras('server/src', ['areas']),
  {
    // Statement templates (server/src/performance/README.md) are a second way to write a query:
    // only for the statements an acta's reception runs, where the actas bench measured their gain.
    // Every other query is written with Kysely.
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/performance/**',
      'server/src/auth/sessions.ts',
      'server/src/auditoria/registro.ts',
      'server/src/files/uploads.ts',
      'server/src/areas/dia-d/delegados/delegado-queries.ts',
      'server/src/areas/dia-d/registro/papeleta-queries.ts',
      'server/src/areas/dia-d/actas/queries.ts',
      'server/src/areas/dia-d/actas/versiones-queries.ts',
      'server/src/areas/dia-d/reglas/queries.ts',
      'server/src/areas/dia-d/conteo/queries.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'performance/statement-templates(\\.js)?$',
              message:
                'Las plantillas de sentencias son solo para la recepción de un acta (server/src/performance/README.md): aquí, Kysely.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/ui/**/*.{ts,tsx}', 'web/src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(areas|app)(/|$)',
              message: 'ui/ y api/ no importan áreas ni app/: son la base que todos usan.',
            },
          ],
        },
      ],
    },
  },
  {
    // The login page's chunk (issue 17: ≤ 120 KB of gzipped JS) must not load zod or
    // react-hook-form: the modules it is made of take neither, nor the contract's route
    // objects (they hold schemas); the session's calls use RUTA_* (method and path).
    files: [
      'web/src/main.tsx',
      'web/src/app/app.tsx',
      'web/src/app/router.tsx',
      'web/src/app/error-screen.tsx',
      'web/src/areas/login/**/*.{ts,tsx}',
      'web/src/api/session.ts',
      'web/src/api/client.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...['zod', 'react-hook-form', '@hookform/resolvers/zod', '@comando/contract/zod-es'].map(
              (name) => ({
                name,
                allowTypeImports: true,
                message: 'La página de login no carga zod ni react-hook-form (issue 17: su JS ≤ 120 KB).',
              }),
            ),
            {
              name: '@comando/contract',
              importNames: ['login', 'me', 'logout', 'health', 'loginBody', 'usuarioSesion'],
              allowTypeImports: true,
              message:
                'Las rutas del contrato llevan esquemas zod: aquí se usan RUTA_LOGIN, RUTA_ME, RUTA_LOGOUT.',
            },
          ],
          patterns: [
            {
              regex: 'use-formulario',
              message:
                'useFormulario trae zod y react-hook-form: la página de login valida con erroresLogin.',
            },
          ],
        },
      ],
    },
  },
  // contract/ imports nothing of the project: a relative path may climb as far as contract/src
  // and no further (one `../` per folder of depth: `../../http.js` from dia-d/actas/).
  ...[0, 1, 2, 3].map((depth) => ({
    files: [`contract/src/${'*/'.repeat(depth)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(@comando/(server|web)|(\\.\\./){${depth + 1},})`,
              message: 'contract/ no depende de nada del proyecto: lo usan los dos extremos.',
            },
          ],
        },
      ],
    },
  })),
  {
    // Server tests call a route by its object in the contract's route table (server/test/api.ts:
    // describeApi, pedir, urlDe), never by a hand-written path: a path that drifts from the
    // contract fails to compile instead of testing a route that no longer exists (issue 43).
    files: ['server/test/**/*.ts', 'server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/api\\//]', 'TemplateElement[value.raw=/^\\/api\\//]'].map((selector) => ({
          selector,
          message:
            'Una prueba del servidor no escribe rutas /api/ a mano: salen de la tabla de rutas del contrato (server/test/api.ts: pedir, urlDe, describeApi).',
        })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
