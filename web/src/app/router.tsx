import { createBrowserRouter } from 'react-router';
import { ComunicacionScreen } from '../areas/comunicacion/index.js';
import { EncuestasScreen } from '../areas/encuestas/index.js';
import { EstrategiaScreen } from '../areas/estrategia/index.js';
import { FinanzasScreen } from '../areas/finanzas/index.js';
import { JuridicoScreen } from '../areas/juridico/index.js';
import { LoginPage } from '../areas/login/login-page.js';
import { TerritorialScreen } from '../areas/territorial/index.js';
import { DashboardPage } from './dashboard-page.js';
import { ErrorPage } from './error-page.js';
import { ProtectedLayout } from './protected-layout.js';

/** The spec's route table: everything but / needs a session. */
export const router = createBrowserRouter([
  {
    path: '/',
    // Unknown paths and thrown errors land here (spec: Unexpected Application Error!).
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <LoginPage /> },
      {
        element: <ProtectedLayout />,
        errorElement: <ErrorPage />,
        children: [
          { path: 'dashboard', element: <DashboardPage variant="admin" /> },
          { path: 'dashboard/editor', element: <DashboardPage variant="editor" /> },
          { path: 'encuestas', element: <EncuestasScreen /> },
          { path: 'finanzas', element: <FinanzasScreen /> },
          { path: 'juridico', element: <JuridicoScreen /> },
          { path: 'comunicacion', element: <ComunicacionScreen /> },
          { path: 'territorial', element: <TerritorialScreen /> },
          { path: 'estrategia', element: <EstrategiaScreen /> },
        ],
      },
    ],
  },
]);
