import {
  formatCentavos,
  formatDinero,
  formatFechaHora,
  maximoEje,
  serieAcumulada,
  TEXTOS_FINANZAS,
  type EstadoFinanzas,
} from '@comando/contract';
import { GraficoLineas } from '../../ui/graficos.js';
import { Card, EmptyState } from '../../ui/index.js';

const TEAL = '#2dd4bf';
const ORO = '#facc15';

/** Line chart of accumulated income; y axis up to 1.1 × max(target, accumulated) (spec §9). */
export function GraficoIngresos({ estado }: { estado: EstadoFinanzas }) {
  const serie = serieAcumulada(estado.entries);
  const acumulado = serie.at(-1)?.acumuladoCentavos ?? 0;
  const meta = estado.targetCents;
  const labels = serie.map((p) => formatFechaHora(p.date));
  const ejeMaximo = maximoEje(meta, acumulado) / 100;
  return (
    <Card title={TEXTOS_FINANZAS.grafico} aria-label={TEXTOS_FINANZAS.grafico}>
      {serie.length === 0 ? (
        <EmptyState title={TEXTOS_FINANZAS.vacio} text={TEXTOS_FINANZAS.graficoVacio} />
      ) : (
        <>
          <div className="h-72" aria-hidden="true" data-eje-maximo={ejeMaximo}>
            <GraficoLineas
              leyenda
              suave={false}
              etiquetas={labels}
              min={0}
              max={ejeMaximo}
              formatoEje={(v) => formatDinero(v)}
              series={[
                {
                  nombre: TEXTOS_FINANZAS.graficoSerie,
                  color: TEAL,
                  valores: serie.map((p) => p.acumuladoCentavos / 100),
                  relleno: true,
                  puntos: true,
                },
                ...(meta === null
                  ? []
                  : [
                      {
                        nombre: TEXTOS_FINANZAS.graficoMeta,
                        color: ORO,
                        valores: serie.map(() => meta / 100),
                        discontinua: true,
                      },
                    ]),
              ]}
            />
          </div>
          {/* The wrapper clips the table: a table never shrinks below its content, a div does. */}
          <div className="sr-only">
            <table>
              <caption>{TEXTOS_FINANZAS.tablaGrafico}</caption>
              <thead>
                <tr>
                  <th scope="col">{TEXTOS_FINANZAS.columnaFecha}</th>
                  <th scope="col">{TEXTOS_FINANZAS.columnaIngreso}</th>
                  <th scope="col">{TEXTOS_FINANZAS.columnaAcumulado}</th>
                </tr>
              </thead>
              <tbody>
                {serie.map((p, i) => (
                  <tr key={`${p.date}-${i}`}>
                    <td>{labels[i]}</td>
                    <td>{formatCentavos(p.amountCents)}</td>
                    <td>{formatCentavos(p.acumuladoCentavos)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
