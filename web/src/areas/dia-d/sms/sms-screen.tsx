import { TEXTOS_SMS as T } from '@comando/contract';
import { useSession } from '../../../api/session.js';
import { PageHeader, PantallaVedada, QueryState } from '../../../ui/index.js';
import { useAjustesSms } from './api/queries.js';
import { PasarelaForm } from './pasarela-form.js';
import { PruebaForm } from './prueba-form.js';
import { SmsTable } from './sms-table.js';

/** /dia-d/sms (issue 44, admin): HQ's SMS gateway, a test SMS, and every SMS received. */
export function SmsScreen() {
  const esAdmin = useSession().data?.role === 'admin';
  const ajustes = useAjustesSms(esAdmin);
  if (!esAdmin) return <PantallaVedada title={T.titulo} motivo={T.soloAdmin} />;
  return (
    <div>
      <PageHeader title={T.titulo} subtitle={T.descripcion} />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <QueryState query={ajustes}>{(a) => <PasarelaForm ajustes={a} />}</QueryState>
        <PruebaForm />
      </div>
      <SmsTable />
    </div>
  );
}
