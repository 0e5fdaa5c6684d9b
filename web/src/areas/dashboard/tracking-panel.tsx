import {
  formatFechaCorta,
  formatPorcentaje,
  normalizarTracking,
  promedioPropio,
  SERIE_NO_SABE,
  SERIE_PROPIA,
  TEXTOS_PANELES_DASHBOARD as T,
  variantesPropias,
} from '@comando/contract';
import { useMemo } from 'react';
import { COLORES_GRAFICO, GraficoLineas } from '../../ui/graficos.js';
import { Card, QueryState } from '../../ui/index.js';
import { usePerfil, useTracking } from './api/queries.js';
import { TrackingEditButton } from './tracking-edit-button.js';

const PALETA = [COLORES_GRAFICO.coral, COLORES_GRAFICO.aviso, COLORES_GRAFICO.primario, COLORES_GRAFICO.rosa];

function colorDe(candidato: string, i: number): string {
  if (candidato === SERIE_PROPIA) return COLORES_GRAFICO.teal;
  if (candidato === SERIE_NO_SABE) return COLORES_GRAFICO.tenue;
  return PALETA[i % PALETA.length] ?? COLORES_GRAFICO.primario;
}

/** Tactical tracking: normalised poll shares per date, with a text table for screen readers. */
export function TrackingPanel({ editable }: { editable: boolean }) {
  const tracking = useTracking();
  const perfil = usePerfil();
  const puntos = tracking.data;
  const variantes = useMemo(() => variantesPropias(perfil.data?.name ?? ''), [perfil.data?.name]);
  const tabla = useMemo(() => normalizarTracking(puntos ?? [], variantes), [puntos, variantes]);
  const promedio = promedioPropio(tabla);
  const etiquetas = tabla.fechas.map(formatFechaCorta);

  return (
    <Card
      title={T.tracking}
      subtitle={tabla.fechas.length > 0 ? T.trackingPromedio : undefined}
      actions={editable && puntos ? <TrackingEditButton puntos={puntos} /> : undefined}
    >
      <QueryState query={tracking} loadingText={T.cargandoTactico}>
        {() =>
          tabla.fechas.length === 0 ? (
            <p className="py-8 text-center text-sm text-tenue">{T.sinTactico}</p>
          ) : (
            <>
              <p className="mb-2 text-3xl font-bold text-teal">
                <span className="sr-only">{T.trackingPromedio}: </span>
                {formatPorcentaje(promedio)}
              </p>
              {/* Grows with its row (the chart box is out of the flow, so it cannot push the row). */}
              <div className="relative min-h-72 flex-1">
                <div className="absolute inset-0">
                  <GraficoLineas
                    ariaLabel={T.tracking}
                    leyenda
                    etiquetas={etiquetas}
                    min={0}
                    max={100}
                    formatoEje={(v) => `${v}%`}
                    formatoValor={(v) => formatPorcentaje(v)}
                    series={tabla.candidatos.map((c, i) => ({
                      nombre: c,
                      color: colorDe(c, i),
                      valores: (tabla.valores[c] ?? []).map((v) => v ?? null),
                      discontinua: c === SERIE_NO_SABE,
                      puntos: true,
                    }))}
                  />
                </div>
              </div>
              {/* The wrapper clips the table: a table never shrinks below its content, a div does. */}
              <div className="sr-only">
                <table>
                  <caption>{T.tracking}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{T.fecha}</th>
                      {tabla.candidatos.map((c) => (
                        <th key={c} scope="col">
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {tabla.fechas.map((f, i) => (
                      <tr key={f}>
                        <th scope="row">{formatFechaCorta(f)}</th>
                        {tabla.candidatos.map((c) => (
                          <td key={c}>{formatPorcentaje(tabla.valores[c]?.[i])}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )
        }
      </QueryState>
    </Card>
  );
}
