import { TEXTOS_COMUNES } from '@comando/contract';
import { createBrowserRouter } from 'react-router';
import { LoginScreen } from '../areas/login/index.js';
import { Spinner } from '../ui/index.js';
import { ErrorScreen } from './error-screen.js';

/**
 * The spec's route table: everything but / needs a session. Each screen is its
 * own chunk, loaded when first visited, so the login page downloads little.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    // Unknown paths and thrown errors land here (spec: Unexpected Application Error!).
    errorElement: <ErrorScreen />,
    // Shown while the first screen's chunk loads.
    hydrateFallbackElement: <Spinner text={TEXTOS_COMUNES.cargando} centered />,
    children: [
      { index: true, element: <LoginScreen /> },
      {
        // The shell of the signed-in screens (nav, live updates, dialogs) is not the login's.
        lazy: async () => ({ Component: (await import('./protected-layout.js')).ProtectedLayout }),
        errorElement: <ErrorScreen />,
        children: [
          {
            path: 'dashboard',
            lazy: async () => {
              const { DashboardScreen } = await import('./dashboard-screen.js');
              return { element: <DashboardScreen variant="admin" /> };
            },
          },
          {
            path: 'dashboard/editor',
            lazy: async () => {
              const { DashboardScreen } = await import('./dashboard-screen.js');
              return { element: <DashboardScreen variant="editor" /> };
            },
          },
          {
            path: 'encuestas',
            lazy: async () => ({ Component: (await import('../areas/encuestas/index.js')).EncuestasScreen }),
          },
          {
            path: 'finanzas',
            lazy: async () => ({ Component: (await import('../areas/finanzas/index.js')).FinanzasScreen }),
          },
          {
            path: 'juridico',
            lazy: async () => ({ Component: (await import('../areas/juridico/index.js')).JuridicoScreen }),
          },
          {
            path: 'comunicacion',
            lazy: async () => ({
              Component: (await import('../areas/comunicacion/index.js')).ComunicacionScreen,
            }),
          },
          {
            path: 'territorial',
            lazy: async () => ({
              Component: (await import('../areas/territorial/index.js')).TerritorialScreen,
            }),
          },
          {
            // Día D's section bar over each of its screens (issue 43); no path of its own.
            lazy: async () => ({ Component: (await import('../areas/dia-d/dia-d-layout.js')).DiaDLayout }),
            children: [
              {
                path: 'dia-d/mesas',
                lazy: async () => ({
                  Component: (await import('../areas/dia-d/registro/index.js')).MesasScreen,
                }),
              },
              {
                path: 'dia-d/mensajes',
                lazy: async () => ({
                  Component: (await import('../areas/dia-d/mensajes/index.js')).MensajesScreen,
                }),
              },
              {
                path: 'dia-d/incidentes',
                lazy: async () => ({
                  Component: (await import('../areas/dia-d/incidentes/index.js')).IncidentesScreen,
                }),
              },
              {
                path: 'dia-d/actas/verificar',
                lazy: async () => ({
                  Component: (await import('../areas/dia-d/actas/index.js')).VerificarScreen,
                }),
              },
              {
                path: 'dia-d/pendientes',
                lazy: async () => ({
                  Component: (await import('../areas/dia-d/pendientes/index.js')).PendientesScreen,
                }),
              },
              {
                path: 'dia-d/alertas',
                lazy: async () => ({
                  Component: (await import('../areas/dia-d/alertas/index.js')).AlertasScreen,
                }),
              },
              {
                path: 'dia-d/conteo',
                lazy: async () => ({
                  Component: (await import('../areas/dia-d/conteo/index.js')).ConteoScreen,
                }),
              },
              {
                path: 'dia-d/sms',
                lazy: async () => ({ Component: (await import('../areas/dia-d/sms/index.js')).SmsScreen }),
              },
              {
                path: 'dia-d/oficial',
                lazy: async () => ({
                  Component: (await import('../areas/dia-d/oficiales/index.js')).OficialScreen,
                }),
              },
              {
                path: 'dia-d/comparar-elecciones',
                lazy: async () => ({
                  Component: (await import('../areas/dia-d/elecciones/index.js')).CompararScreen,
                }),
              },
              {
                path: 'dia-d/elecciones',
                lazy: async () => ({
                  Component: (await import('../areas/dia-d/elecciones/index.js')).EleccionesScreen,
                }),
              },
              {
                path: 'dia-d/publicacion',
                lazy: async () => ({
                  Component: (await import('../areas/dia-d/publicacion/index.js')).PublicacionScreen,
                }),
              },
            ],
          },
          {
            path: 'mi-cuenta',
            lazy: async () => ({ Component: (await import('../areas/cuenta/index.js')).MiCuentaScreen }),
          },
          {
            path: 'usuarios',
            lazy: async () => ({ Component: (await import('../areas/usuarios/index.js')).UsuariosScreen }),
          },
          {
            path: 'auditoria',
            lazy: async () => ({
              Component: (await import('../areas/usuarios/index.js')).AuditoriaScreen,
            }),
          },
          {
            path: 'estrategia',
            lazy: async () => ({
              Component: (await import('../areas/estrategia/index.js')).EstrategiaScreen,
            }),
          },
        ],
      },
    ],
  },
]);
