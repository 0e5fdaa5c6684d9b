import {
  MENSAJES_ACTUALIZACIONES,
  MENSAJES_ADVERSARIOS,
  TEXTOS_ACTUALIZACIONES,
  TEXTOS_ADVERSARIOS,
  type ActualizacionAdversario,
  type Adversario,
} from '@comando/contract';
import { useState } from 'react';
import { Card, ConfirmDialog, EmptyState, QueryState } from '../../ui/index.js';
import { ActualizacionesTable } from './actualizaciones-table.js';
import { AdversariosGrid } from './adversarios-grid.js';
import { useActualizaciones, useAdversarios } from './api/queries.js';
import { useEliminarActualizacion, useEliminarAdversario } from './api/mutations.js';
import { NuevaActualizacionButton } from './nueva-actualizacion-button.js';
import { NuevoAdversarioButton } from './nuevo-adversario-button.js';

/** Adversarios tab: adversary cards and the table of their updates (spec dashboard.md §2). */
export function AdversariosTab() {
  const adversarios = useAdversarios();
  const actualizaciones = useActualizaciones();
  const eliminarAdversario = useEliminarAdversario();
  const eliminarActualizacion = useEliminarActualizacion();
  const [adversarioAEliminar, setAdversarioAEliminar] = useState<Adversario | null>(null);
  const [actualizacionAEliminar, setActualizacionAEliminar] = useState<ActualizacionAdversario | null>(null);
  const hayAdversarios = (adversarios.data?.length ?? 0) > 0;

  const cerrarAdversario = () => {
    setAdversarioAEliminar(null);
    eliminarAdversario.reset();
  };
  const cerrarActualizacion = () => {
    setActualizacionAEliminar(null);
    eliminarActualizacion.reset();
  };

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
              <AdversariosGrid adversarios={lista} onEliminar={setAdversarioAEliminar} />
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
              <ActualizacionesTable actualizaciones={lista} onEliminar={setActualizacionAEliminar} />
            )
          }
        </QueryState>
      </Card>

      <ConfirmDialog
        open={adversarioAEliminar !== null}
        onOpenChange={(open) => {
          if (!open && !eliminarAdversario.isPending) cerrarAdversario();
        }}
        title={TEXTOS_ADVERSARIOS.confirmarTitulo}
        text={TEXTOS_ADVERSARIOS.confirmarTexto(adversarioAEliminar?.nombre ?? '')}
        confirmLabel={TEXTOS_ADVERSARIOS.confirmar}
        danger
        busy={eliminarAdversario.isPending}
        error={
          eliminarAdversario.isError
            ? `${MENSAJES_ADVERSARIOS.errorEliminar}: ${eliminarAdversario.error.message}`
            : null
        }
        onConfirm={() => {
          if (adversarioAEliminar) {
            eliminarAdversario.mutate(adversarioAEliminar.id, { onSuccess: cerrarAdversario });
          }
        }}
      />
      <ConfirmDialog
        open={actualizacionAEliminar !== null}
        onOpenChange={(open) => {
          if (!open && !eliminarActualizacion.isPending) cerrarActualizacion();
        }}
        title={TEXTOS_ACTUALIZACIONES.confirmarTitulo}
        text={TEXTOS_ACTUALIZACIONES.confirmarTexto}
        confirmLabel={TEXTOS_ACTUALIZACIONES.confirmar}
        danger
        busy={eliminarActualizacion.isPending}
        error={
          eliminarActualizacion.isError
            ? `${MENSAJES_ACTUALIZACIONES.errorEliminar}: ${eliminarActualizacion.error.message}`
            : null
        }
        onConfirm={() => {
          if (actualizacionAEliminar) {
            eliminarActualizacion.mutate(actualizacionAEliminar.id, { onSuccess: cerrarActualizacion });
          }
        }}
      />
    </div>
  );
}
