import {
  CLASES_COMPARACION,
  formatFechaHora,
  formatNumero,
  TEXTOS_COMPARACION as T,
  TEXTOS_COMUNES,
  type ClaseComparacion,
} from '@comando/contract';
import { useState } from 'react';
import { usePuedeAdministrar } from '../../../api/session.js';
import {
  Button,
  Card,
  cn,
  EmptyState,
  PageHeader,
  PanelError,
  SelectField,
  Spinner,
} from '../../../ui/index.js';
import { useComparacion, useInstantaneas } from './api/queries.js';
import { usePartidos } from '../actas/index.js';
import {
  ConteoRapidoOficial,
  DepartamentosComparacion,
  ResumenComparacionCifras,
} from './comparacion-resumen.js';
import { DepartamentoSelect } from '../comun/index.js';
import { DiscrepanciasList } from './discrepancias-list.js';
import { ImportarOficialCard } from './importar-oficial-card.js';
import { useTituloDiaD } from '../../../api/ambito.js';

function Instantaneas() {
  const instantaneas = useInstantaneas();
  const lista = instantaneas.data ?? [];
  return (
    <Card title={T.instantaneas}>
      {instantaneas.isPending ? (
        <Spinner text={TEXTOS_COMUNES.cargando} />
      ) : instantaneas.isError ? (
        <PanelError
          reason={instantaneas.error.message}
          retrying={instantaneas.isFetching}
          onRetry={() => void instantaneas.refetch()}
        />
      ) : lista.length === 0 ? (
        <p className="text-sm text-tenue">{T.sinInstantaneas}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-borde text-sm">
          {lista.map((i) => (
            <li key={i.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                {formatFechaHora(i.fecha)} · {i.candidatura}
              </span>
              <span className="text-tenue tabular-nums">
                {formatNumero(i.filas)} {T.filas.toLowerCase()} · {T.cambios(formatNumero(i.cambios))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** /dia-d/oficial: the official count imported (admins) and compared with ours (all of HQ), live. */
export function OficialScreen() {
  const titulo = useTituloDiaD(T.titulo);
  const puedeAdministrar = usePuedeAdministrar();
  const partidos = usePartidos();
  const [departamento, setDepartamento] = useState('');
  const [clase, setClase] = useState<ClaseComparacion | ''>('diferente');
  const comparacion = useComparacion({
    ...(departamento ? { departamento } : {}),
    ...(clase ? { clase } : {}),
  });
  const primera = comparacion.data?.pages[0];
  const mesas = comparacion.data?.pages.flatMap((p) => p.mesas) ?? [];
  const siglas = (partidos.data ?? []).map((p) => p.sigla);

  return (
    <div>
      <PageHeader title={titulo} subtitle={T.ayuda} />
      <div className="flex flex-col gap-6">
        {puedeAdministrar && (
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <ImportarOficialCard partidos={partidos.data ?? []} />
            <Instantaneas />
          </div>
        )}
        <section aria-labelledby="comparacion-titulo" className="flex flex-col gap-4">
          <h2 id="comparacion-titulo" className="text-lg font-semibold">
            {T.comparacion}
          </h2>
          {comparacion.isPending ? (
            <Spinner text={T.cargando} />
          ) : comparacion.isError && !primera ? (
            <PanelError
              reason={comparacion.error.message}
              retrying={comparacion.isFetching}
              onRetry={() => void comparacion.refetch()}
            />
          ) : primera && !primera.instantanea ? (
            <EmptyState title={T.sinInstantaneas} />
          ) : (
            primera && (
              <>
                {primera.instantanea && (
                  <p className="text-sm text-tenue">
                    {T.segun(formatFechaHora(primera.instantanea.fecha), primera.candidatura ?? '')}
                  </p>
                )}
                <ResumenComparacionCifras c={primera} />
                <div
                  className={cn('grid items-start gap-6', primera.conteoRapido && 'xl:grid-cols-[2fr_1fr]')}
                >
                  <DepartamentosComparacion c={primera} filtrado={departamento !== ''} />
                  <ConteoRapidoOficial c={primera} />
                </div>
                <Card title={T.discrepancias}>
                  <div className="mb-3 grid gap-3 sm:grid-cols-2">
                    <DepartamentoSelect value={departamento} onChange={setDepartamento} />
                    <SelectField
                      label={T.filtroClase}
                      value={clase}
                      onChange={(e) => setClase(e.target.value as ClaseComparacion | '')}
                    >
                      <option value="">{T.todas}</option>
                      {CLASES_COMPARACION.map((c) => (
                        <option key={c} value={c}>
                          {T.clases[c]}
                        </option>
                      ))}
                    </SelectField>
                  </div>
                  {mesas.length === 0 ? (
                    <p className="text-sm text-tenue">{T.sinMesas}</p>
                  ) : (
                    <DiscrepanciasList mesas={mesas} siglas={siglas} />
                  )}
                  {comparacion.hasNextPage && (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="mt-3 self-start"
                      disabled={comparacion.isFetchingNextPage}
                      onClick={() => void comparacion.fetchNextPage()}
                    >
                      {T.mas}
                    </Button>
                  )}
                </Card>
              </>
            )
          )}
        </section>
      </div>
    </div>
  );
}
