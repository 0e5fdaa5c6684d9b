import { TEXTOS_CUENTA as T } from '@comando/contract';
import { useSession } from '../../api/session.js';
import { Card, PageHeader } from '../../ui/index.js';
import { CambiarContrasenaForm } from './cambiar-contrasena-form.js';
import { DosPasosCard } from './dos-pasos.js';
import { SesionesCard } from './sesiones-card.js';

/** /mi-cuenta: who is signed in, and the password. */
export function MiCuentaScreen() {
  const { data } = useSession();
  return (
    <div>
      <PageHeader title={T.miCuenta} subtitle={data ? `${data.name} · ${data.email}` : undefined} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={T.cambiarTitulo}>
          <CambiarContrasenaForm />
        </Card>
        <DosPasosCard />
        <SesionesCard />
      </div>
    </div>
  );
}
