import {
  ESCUCHA_Y_MAX,
  formatFechaHora,
  formatNumero,
  formatPorcentaje,
  NOTAS_MAXIMAS,
  TESTIGOS_VISIBLES,
  TEXTOS_PANELES_DASHBOARD as T,
} from '@comando/contract';
import { Card, QueryState } from '../../ui/index.js';
import { useEscucha } from './api/queries.js';
import { COLORES_GRAFICO, GraficoLineas } from '../../ui/graficos.js';
import { EscuchaEditButton } from './escucha-edit-button.js';

const HORAS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/** Social listening: K mentions, M impressions, reputation, notes /30, hourly chart and witnesses. */
export function EscuchaSocialPanel({ editable }: { editable: boolean }) {
  const escucha = useEscucha();
  const data = escucha.data;
  return (
    <Card
      title={T.escucha}
      subtitle={T.ventana}
      actions={editable && data ? <EscuchaEditButton escucha={data} /> : undefined}
    >
      <QueryState query={escucha} loadingText={T.cargandoEscucha}>
        {(data) => (
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Dato etiqueta={T.menciones} valor={`${formatNumero(data.mentions, 1)}K`} />
              <Dato etiqueta={T.impresiones} valor={`${formatNumero(data.impressions, 1)}M`} />
              <Dato etiqueta={T.reputacion} valor={formatPorcentaje(data.reputation)} />
              <Dato etiqueta={T.notas} valor={`${formatNumero(data.notes, 1)}/${NOTAS_MAXIMAS}`} />
            </dl>
            <div className="h-40">
              <GraficoLineas
                ariaLabel={T.actividadPorHora}
                etiquetas={HORAS}
                min={0}
                max={ESCUCHA_Y_MAX}
                formatoEje={(v) => formatNumero(v)}
                series={[
                  {
                    nombre: T.actividadPorHora,
                    color: COLORES_GRAFICO.primario,
                    valores: data.hourly,
                    relleno: true,
                  },
                ]}
              />
            </div>
            <div>
              <h3 className="mb-2 text-xs font-semibold tracking-wide text-tenue uppercase">{T.testigos}</h3>
              <ul className="flex flex-col gap-2">
                {data.witnesses.slice(0, TESTIGOS_VISIBLES).map((w) => (
                  <li key={w.id} className="rounded-lg border border-borde bg-panel-2 p-2 text-sm">
                    <div className="flex justify-between gap-2 text-xs text-tenue">
                      <span className="font-semibold text-primario">{w.username}</span>
                      <time dateTime={w.timestamp}>{formatFechaHora(w.timestamp)}</time>
                    </div>
                    <p className="mt-1">{w.content}</p>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </QueryState>
    </Card>
  );
}

function Dato({ etiqueta, valor }: { etiqueta: string; valor: string }) {
  return (
    <div className="rounded-lg border border-borde bg-panel-2 p-2 text-center">
      <dt className="text-xs text-tenue">{etiqueta}</dt>
      <dd className="text-lg font-bold">{valor}</dd>
    </div>
  );
}
