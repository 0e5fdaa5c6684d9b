import { TEXTOS_DIA_D as T } from '@comando/contract';
import { usePuedeAdministrar, usePuedeEscribir } from '../../../api/session.js';
import { PageHeader } from '../../../ui/index.js';
import { CoberturaCard } from './cobertura-card.js';
import { AsignarCsvButton } from '../delegados/index.js';
import { PrioridadCard } from '../elecciones/index.js';
import { ImportarButton } from './importar-button.js';
import { MesasList } from './mesas-list.js';
import { useTituloDiaD } from '../../../api/ambito.js';

/** /dia-d/mesas: the registry, its coverage and the delegates on mesas (issue 19). */
export function MesasScreen() {
  const puedeAdministrar = usePuedeAdministrar();
  const puedeEscribir = usePuedeEscribir();
  const titulo = useTituloDiaD(T.mesas);
  return (
    <div>
      <PageHeader
        title={titulo}
        subtitle={T.mesasSub}
        actions={
          <>
            {puedeEscribir && <AsignarCsvButton />}
            {puedeAdministrar && <ImportarButton />}
          </>
        }
      />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <CoberturaCard />
        <MesasList />
      </div>
      <PrioridadCard />
    </div>
  );
}
