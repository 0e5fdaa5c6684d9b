import { contarAvisos, TEXTOS_AVISOS } from '@comando/contract';
import { useMemo } from 'react';
import { Card, EmptyState, QueryState } from '../../ui/index.js';
import { useAvisos, useTotalAvisos } from './api/queries.js';
import { AvisosList } from './avisos-list.js';
import { NuevoAvisoButton } from './nuevo-aviso-button.js';

/** Cochabamba tab: the panel Avisos Cochabamba (spec dashboard.md §2). */
export function AvisosTab() {
  const avisos = useAvisos();
  const total = useTotalAvisos();
  // One array per change of the pages, so the list's entrance animation sees a new list only then.
  const cargados = useMemo(() => avisos.data?.pages.flat(), [avisos.data]);

  return (
    <Card
      title={TEXTOS_AVISOS.titulo}
      subtitle={total.data === undefined ? undefined : contarAvisos(total.data)}
      actions={<NuevoAvisoButton label={TEXTOS_AVISOS.nuevo} />}
      aria-label={TEXTOS_AVISOS.titulo}
      className="max-w-3xl"
    >
      <QueryState query={avisos} loadingText={TEXTOS_AVISOS.cargando}>
        {() =>
          !cargados || cargados.length === 0 ? (
            <EmptyState
              title={TEXTOS_AVISOS.vacioTitulo}
              text={TEXTOS_AVISOS.vacioTexto}
              action={<NuevoAvisoButton label={TEXTOS_AVISOS.crear} variant="secondary" />}
            />
          ) : (
            <AvisosList
              avisos={cargados}
              total={Math.max(total.data ?? 0, cargados.length)}
              hayMas={avisos.hasNextPage}
              cargandoMas={avisos.isFetchingNextPage}
              onCargarMas={() => void avisos.fetchNextPage({ cancelRefetch: false })}
            />
          )
        }
      </QueryState>
    </Card>
  );
}
