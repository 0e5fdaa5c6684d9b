import { TEXTOS_ACTAS } from '@comando/contract';
import { useState } from 'react';
import { usePuedeAdministrar, usePuedeEscribir } from '../../../api/session.js';
import { Button, Card, EmptyState, PageHeader, QueryState } from '../../../ui/index.js';
import { usePartidos, useSiguienteActa } from './api/queries.js';
import { DisputasCard } from './disputas-card.js';
import { TiemposCard } from './tiempos-card.js';
import { TranscribirForm } from './transcribir-form.js';
import { useTituloDiaD } from '../../../api/ambito.js';

/** /dia-d/actas/verificar: HQ types each acta from its photo; mismatches go to a supervisor. */
export function VerificarScreen() {
  const puedeEscribir = usePuedeEscribir();
  const titulo = useTituloDiaD(TEXTOS_ACTAS.verificarTitulo);
  if (!puedeEscribir) {
    return (
      <div>
        <PageHeader title={titulo} />
        <EmptyState title={TEXTOS_ACTAS.soloEscritura} />
      </div>
    );
  }
  return <Verificar />;
}

function Verificar() {
  const esAdmin = usePuedeAdministrar();
  const partidos = usePartidos();
  const siguiente = useSiguienteActa();
  const [resultado, setResultado] = useState<string | null>(null);
  const titulo = useTituloDiaD(TEXTOS_ACTAS.verificarTitulo);
  return (
    <div>
      <PageHeader title={titulo} subtitle={TEXTOS_ACTAS.verificarAyuda} />
      {resultado && (
        <p role="status" className="mb-4 rounded-lg border border-borde bg-panel-2 px-3 py-2 text-sm">
          {resultado}
        </p>
      )}
      <Card>
        <QueryState query={partidos}>
          {(lista) =>
            lista.length === 0 ? (
              <EmptyState title={TEXTOS_ACTAS.sinPapeleta} />
            ) : (
              <QueryState query={siguiente} loadingText={TEXTOS_ACTAS.cargandoActa}>
                {(acta) =>
                  acta ? (
                    <TranscribirForm
                      key={acta.id}
                      acta={acta}
                      partidos={lista}
                      alGuardar={(estado) => {
                        setResultado(
                          estado === 'verificada'
                            ? TEXTOS_ACTAS.resultado.verificada
                            : TEXTOS_ACTAS.resultado.disputa,
                        );
                        void siguiente.refetch();
                      }}
                    />
                  ) : (
                    <EmptyState
                      title={TEXTOS_ACTAS.ningunaPendiente}
                      action={
                        <Button
                          variant="secondary"
                          disabled={siguiente.isFetching}
                          onClick={() => void siguiente.refetch()}
                        >
                          {TEXTOS_ACTAS.buscarOtra}
                        </Button>
                      }
                    />
                  )
                }
              </QueryState>
            )
          }
        </QueryState>
      </Card>
      {partidos.data && partidos.data.length > 0 && <DisputasCard partidos={partidos.data} />}
      {esAdmin && <TiemposCard />}
    </div>
  );
}
