import { tabDesdeQuery, TEXTOS_DASHBOARD, type TabDashboard } from '@comando/contract';
import { useSearchParams } from 'react-router';
import { AdversariosTab } from '../areas/adversarios/index.js';
import { AvisosTab } from '../areas/avisos/index.js';
import {
  CumplimientoCard,
  EditorEncuestasTab,
  EscuchaSocialPanel,
  TrackingPanel,
} from '../areas/dashboard/index.js';
import { AdminEncuestasTab } from '../areas/paneles/index.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/index.js';
import { LogoutButton } from './logout-button.js';

export type DashboardVariant = 'admin' | 'editor';

/**
 * /dashboard and /dashboard/editor: the tab comes from ?tab= (adversarios,
 * cochabamba; anything else is encuestas). The editor variant shows the edit
 * buttons and a fixed Cerrar Sesión button.
 */
export function DashboardScreen({ variant }: { variant: DashboardVariant }) {
  const [params, setParams] = useSearchParams();
  const tab = tabDesdeQuery(params.get('tab'));
  const editable = variant === 'editor';
  return (
    <>
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'encuestas' ? {} : { tab: value })}>
        <TabsList aria-label={TEXTOS_DASHBOARD.secciones}>
          {(Object.keys(TEXTOS_DASHBOARD.tabs) as TabDashboard[]).map((key) => (
            <TabsTrigger key={key} value={key}>
              {TEXTOS_DASHBOARD.tabs[key]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="encuestas">
          {editable ? (
            <EditorEncuestasTab />
          ) : (
            <AdminEncuestasTab
              compliance={<CumplimientoCard editable={false} />}
              tracking={<TrackingPanel editable={false} />}
              socialListening={<EscuchaSocialPanel editable={false} />}
            />
          )}
        </TabsContent>
        <TabsContent value="adversarios">
          <AdversariosTab />
        </TabsContent>
        <TabsContent value="cochabamba">
          <AvisosTab />
        </TabsContent>
      </Tabs>
      {editable && (
        <>
          {/* The spec's fixed Cerrar Sesión sits on its own band at the bottom, and the page
              leaves that band free, so the button never covers a figure or a timestamp. */}
          <div aria-hidden="true" className="h-20" />
          <div
            aria-hidden="true"
            data-banda-inferior=""
            className="fixed inset-x-0 bottom-0 z-20 h-16 border-t border-borde bg-fondo/95 backdrop-blur"
          />
          <LogoutButton floating />
        </>
      )}
    </>
  );
}
