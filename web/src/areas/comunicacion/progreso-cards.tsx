import {
  formatNumero,
  formatPorcentaje,
  porcentajeProgreso,
  TEXTOS_COMUNICACION as T,
} from '@comando/contract';
import { BarChart3, Package } from 'lucide-react';
import { useState } from 'react';
import { ProgressBar } from '../../ui/index.js';
import { useMateriales, usePublicidad } from './api/queries.js';
import { ProgresoDialog } from './progreso-dialog.js';
import { ComunicacionCard } from './comunicacion-card.js';

export function MaterialesCard() {
  const query = useMateriales();
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <ComunicacionCard
        titulo={T.materiales}
        icono={<Package size={16} aria-hidden="true" className="text-oro" />}
        query={query}
        resumen={(m) => `${formatNumero(m.producidos)} ${T.producidosDe} ${formatNumero(m.meta)}`}
        onAbrir={() => setAbierto(true)}
      >
        {(m) => {
          const pct = formatPorcentaje(porcentajeProgreso(m.producidos, m.meta), 1);
          return (
            <>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="text-sm text-tenue">
                  <span className="text-4xl font-bold text-texto tabular-nums">
                    {formatNumero(m.producidos)}
                  </span>{' '}
                  {T.producidosDe} {formatNumero(m.meta)}
                </span>
                <span className="text-lg font-semibold text-oro tabular-nums">{pct}</span>
              </div>
              <ProgressBar
                value={m.producidos}
                max={m.meta}
                label={T.progresoMateriales}
                barClassName="bg-oro"
                valueText={pct}
              />
            </>
          );
        }}
      </ComunicacionCard>
      {query.data && (
        <ProgresoDialog
          variante="materiales"
          meta={query.data.meta}
          actual={query.data.producidos}
          open={abierto}
          onOpenChange={setAbierto}
        />
      )}
    </>
  );
}

export function PublicidadCard({ className }: { className?: string }) {
  const query = usePublicidad();
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <ComunicacionCard
        titulo={T.publicidad}
        className={className}
        icono={<BarChart3 size={16} aria-hidden="true" className="text-primario" />}
        query={query}
        resumen={(p) =>
          `${formatNumero(p.entregada)} · ${formatPorcentaje(porcentajeProgreso(p.entregada, p.meta), 1)}`
        }
        onAbrir={() => setAbierto(true)}
      >
        {(p) => {
          const pct = formatPorcentaje(porcentajeProgreso(p.entregada, p.meta), 1);
          return (
            <>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="text-4xl font-bold text-texto tabular-nums">
                  {formatNumero(p.entregada)}
                </span>
                <span className="text-2xl font-semibold text-primario tabular-nums">{pct}</span>
              </div>
              <ProgressBar
                value={p.entregada}
                max={p.meta}
                label={T.progresoPublicidad}
                barClassName="bg-primario"
                valueText={pct}
              />
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-tenue">{T.meta}</dt>
                  <dd className="font-medium text-texto tabular-nums">{formatNumero(p.meta)}</dd>
                </div>
                <div>
                  <dt className="text-tenue">{T.entregada}</dt>
                  <dd className="font-medium text-texto tabular-nums">{formatNumero(p.entregada)}</dd>
                </div>
              </dl>
            </>
          );
        }}
      </ComunicacionCard>
      {query.data && (
        <ProgresoDialog
          variante="publicidad"
          meta={query.data.meta}
          actual={query.data.entregada}
          open={abierto}
          onOpenChange={setAbierto}
        />
      )}
    </>
  );
}
