import {
  CATEGORIAS,
  ERRORES_ESTRATEGIA,
  ETIQUETA_CATEGORIA,
  ETIQUETA_PRIORIDAD,
  filtrarRequisitos,
  FILTROS_INICIALES,
  formatFechaCorta,
  MENSAJES_ESTRATEGIA,
  PRIORIDADES,
  TEXTOS_ESTRATEGIA,
  type FiltrosRequisitos,
  type Prioridad,
  type Requisito,
} from '@comando/contract';
import { useState } from 'react';
import { Alert, Card, cn, ConfirmDelete, EmptyState, QueryState, SelectField } from '../../ui/index.js';
import { useAdjuntarARequisito, useEliminarRequisito, useMarcarRequisito } from './api/mutations.js';
import { useRequisitos } from './api/queries.js';
import { ArchivosList, SubirArchivos, type Subida } from './archivos-list.js';
import { NuevoRequisitoButton } from './nuevo-requisito-button.js';

const T = TEXTOS_ESTRATEGIA.precampana;

const colorPrioridad: Record<Prioridad, string> = {
  high: 'bg-coral text-fondo',
  medium: 'bg-aviso text-fondo',
  low: 'bg-teal text-fondo',
};

/** Precampaña y Registro: counters, filters, the sorted list and 'Nuevo Requisito'. */
export function PrecampanaCard({ className }: { className?: string }) {
  const requisitos = useRequisitos();
  const [filtros, setFiltros] = useState<FiltrosRequisitos>(FILTROS_INICIALES);
  const marcar = useMarcarRequisito();
  return (
    <Card className={className} title={T.titulo} actions={<NuevoRequisitoButton />}>
      <QueryState query={requisitos}>
        {(lista) => {
          const completados = lista.filter((r) => r.completado).length;
          const visibles = filtrarRequisitos(lista, filtros);
          return (
            <div className="flex flex-col gap-3">
              <dl className="grid grid-cols-2 gap-2 text-center">
                <div className="rounded-lg bg-teal/10 p-2">
                  <dt className="text-xs text-tenue">{T.completados}</dt>
                  <dd className="text-xl font-bold text-teal" data-testid="contador-completados">
                    {completados}
                  </dd>
                </div>
                <div className="rounded-lg bg-rosa/10 p-2">
                  <dt className="text-xs text-tenue">{T.pendientes}</dt>
                  <dd className="text-xl font-bold text-rosa" data-testid="contador-pendientes">
                    {lista.length - completados}
                  </dd>
                </div>
              </dl>
              <div className="grid grid-cols-3 gap-2">
                <SelectField
                  label={T.estado}
                  value={filtros.estado}
                  onChange={(e) =>
                    setFiltros((f) => ({ ...f, estado: e.target.value as FiltrosRequisitos['estado'] }))
                  }
                >
                  <option value="todos">{T.todos}</option>
                  <option value="completados">{T.completados}</option>
                  <option value="pendientes">{T.pendientes}</option>
                </SelectField>
                <SelectField
                  label={T.categoria}
                  value={filtros.categoria}
                  onChange={(e) =>
                    setFiltros((f) => ({ ...f, categoria: e.target.value as FiltrosRequisitos['categoria'] }))
                  }
                >
                  <option value="todas">{T.todas}</option>
                  {CATEGORIAS.map((c) => (
                    <option key={c} value={c}>
                      {ETIQUETA_CATEGORIA[c]}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={T.prioridad}
                  value={filtros.prioridad}
                  onChange={(e) =>
                    setFiltros((f) => ({ ...f, prioridad: e.target.value as FiltrosRequisitos['prioridad'] }))
                  }
                >
                  <option value="todas">{T.todas}</option>
                  {PRIORIDADES.map((p) => (
                    <option key={p} value={p}>
                      {ETIQUETA_PRIORIDAD[p]}
                    </option>
                  ))}
                </SelectField>
              </div>
              {marcar.isError && (
                <Alert onDismiss={() => marcar.reset()}>
                  {ERRORES_ESTRATEGIA.requisito}: {marcar.error.message}
                </Alert>
              )}
              {lista.length === 0 ? (
                <EmptyState title={T.sinRequisitos} />
              ) : visibles.length === 0 ? (
                <p className="text-sm text-tenue">{T.sinResultados}</p>
              ) : (
                <ul className="flex flex-col gap-2" aria-label={T.titulo}>
                  {visibles.map((r) => (
                    <RequisitoItem
                      key={r.id}
                      r={r}
                      ocupado={marcar.isPending}
                      onToggle={() => marcar.mutate({ id: r.id, completado: !r.completado })}
                    />
                  ))}
                </ul>
              )}
            </div>
          );
        }}
      </QueryState>
    </Card>
  );
}

function RequisitoItem({ r, ocupado, onToggle }: { r: Requisito; ocupado: boolean; onToggle: () => void }) {
  const eliminar = useEliminarRequisito();
  const adjuntar = useAdjuntarARequisito();
  const [abierto, setAbierto] = useState(false);
  const subir: Subida = {
    mutate: (archivos, opts) => adjuntar.mutate({ id: r.id, archivos }, opts),
    isPending: adjuntar.isPending,
    error: adjuntar.error,
    reset: adjuntar.reset,
  };
  return (
    <li className="rounded-lg border border-borde bg-panel-2 p-3 text-sm" aria-label={r.titulo}>
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4 accent-teal"
          checked={r.completado}
          disabled={ocupado}
          aria-label={`${TEXTOS_ESTRATEGIA.completado}: ${r.titulo}`}
          onChange={onToggle}
        />
        <div className="min-w-0 flex-1">
          <p className={cn('font-semibold', r.completado && 'text-tenue line-through')}>{r.titulo}</p>
          <p className="text-tenue">{r.descripcion}</p>
          <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
            <span className={cn('rounded px-1.5 py-0.5', colorPrioridad[r.prioridad])}>
              {ETIQUETA_PRIORIDAD[r.prioridad]}
            </span>
            <span className="rounded bg-primario/15 px-1.5 py-0.5 text-primario">
              {ETIQUETA_CATEGORIA[r.categoria]}
            </span>
            <span className="text-tenue">
              {T.vence} {formatFechaCorta(r.fecha_limite)} · {r.responsable}
            </span>
          </div>
          <button
            type="button"
            className="mt-1 text-xs text-teal hover:underline"
            aria-expanded={abierto}
            onClick={() => setAbierto((a) => !a)}
          >
            {T.adjuntos} ({r.adjuntos.length})
          </button>
          {abierto && (
            <div className="mt-2 flex flex-col gap-2">
              <ArchivosList archivos={r.adjuntos} />
              <SubirArchivos etiqueta={T.adjuntar} mutacion={subir} />
            </div>
          )}
        </div>
        <ConfirmDelete
          label={`${TEXTOS_ESTRATEGIA.eliminar} ${r.titulo}`}
          title={T.eliminarTitulo}
          onConfirm={() => eliminar.mutateAsync(r.id)}
          text={TEXTOS_ESTRATEGIA.confirmarEliminar}
          confirmLabel={TEXTOS_ESTRATEGIA.eliminar}
          errorText={MENSAJES_ESTRATEGIA.errorEliminar}
        />
      </div>
    </li>
  );
}
