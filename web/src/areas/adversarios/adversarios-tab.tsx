import { TEXTOS_ACTUALIZACIONES, TEXTOS_ADVERSARIOS } from '@comando/contract';
import { Card, EmptyState, QueryState } from '../../ui/index.js';
import { ActualizacionesTable } from './actualizaciones-table.js';
import { AdversariosGrid } from './adversarios-grid.js';
import { useActualizaciones, useAdversarios } from './api/queries.js';
import { NuevaActualizacionButton } from './nueva-actualizacion-button.js';
import { NuevoAdversarioButton } from './nuevo-adversario-button.js';

/** Adversarios tab: adversary cards and the table of their updates (spec dashboard.md §2). */
export function AdversariosTab() {
  const adversarios = useAdversarios();
  const actualizaciones = useActualizaciones();
  const hayAdversarios = (adversarios.data?.length ?? 0) > 0;

  return (
    <div className="flex flex-col gap-4">
      <Card
        title={TEXTOS_ADVERSARIOS.titulo}
        subtitle={TEXTOS_ADVERSARIOS.subtitulo}
        aria-label={TEXTOS_ADVERSARIOS.titulo}
        actions={<NuevoAdversarioButton />}
      >
        <QueryState query={adversarios} loadingText={TEXTOS_ADVERSARIOS.cargando}>
          {(lista) =>
            lista.length === 0 ? (
              <EmptyState title={TEXTOS_ADVERSARIOS.vacio} text={TEXTOS_ADVERSARIOS.vacioTexto} />
            ) : (
              <AdversariosGrid adversarios={lista} />
            )
          }
        </QueryState>
      </Card>

      <Card
        title={TEXTOS_ACTUALIZACIONES.titulo}
        aria-label={TEXTOS_ACTUALIZACIONES.titulo}
        actions={<NuevaActualizacionButton adversarios={adversarios.data} />}
      >
        <QueryState query={actualizaciones} loadingText={TEXTOS_ACTUALIZACIONES.cargando}>
          {(lista) =>
            lista.length === 0 ? (
              <EmptyState
                title={TEXTOS_ACTUALIZACIONES.vacio}
                text={
                  hayAdversarios
                    ? TEXTOS_ACTUALIZACIONES.vacioTextoConAdversarios
                    : TEXTOS_ACTUALIZACIONES.vacioTexto
                }
              />
            ) : (
              <ActualizacionesTable actualizaciones={lista} />
            )
          }
        </QueryState>
      </Card>
    </div>
  );
}
