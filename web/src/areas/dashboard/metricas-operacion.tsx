import {
  AREAS_METRICAS,
  COLUMNAS_POR_AREA,
  ETIQUETA_AVANCE,
  ETIQUETAS_CONTEO,
  formatConteo,
  formatPorcentaje,
  metricaSaludable,
  TEXTOS_PANELES_DASHBOARD as T,
  type MetricaOperacion,
} from '@comando/contract';
import { Card, cn, DatosNoActuales, PanelError } from '../../ui/index.js';
import { useMetricas } from './api/queries.js';
import { MetricaEditButton } from './metrica-edit-button.js';

/**
 * Operation metrics: groups DIGITAL, TELEFONÍA, AIRE and TERRITORIO, each
 * filled from its own area's record (one row).
 */
export function MetricasOperacionTable({ editable }: { editable: boolean }) {
  const metricas = useMetricas();
  const data = metricas.data;
  const porArea = new Map((data ?? []).map((m) => [m.area, m]));
  return (
    <Card
      title={!data && !metricas.isError ? T.cargandoMetricas : T.metricas}
      actions={editable && data && data.length > 0 ? <MetricaEditButton metricas={data} /> : undefined}
      aria-busy={!data}
    >
      {metricas.isError && !data && (
        <PanelError
          reason={metricas.error.message}
          retrying={metricas.isFetching}
          onRetry={() => void metricas.refetch()}
        />
      )}
      {metricas.isError && data && (
        <DatosNoActuales retrying={metricas.isFetching} onRetry={() => void metricas.refetch()} />
      )}
      {/* Phones: one stacked card per area instead of a 12-column table. */}
      {data && data.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2 md:hidden">
          {AREAS_METRICAS.map((area) => (
            <AreaApilada key={area} area={area} m={porArea.get(area)} />
          ))}
        </ul>
      )}
      <div className={cn('hidden flex-1 overflow-x-auto', (data || !metricas.isError) && 'md:block')}>
        {/* The table fills its card, whose row is as tall as the operation progress beside it. */}
        <table className="h-full w-full min-w-[40rem] border-collapse text-center text-xs">
          <thead>
            <tr>
              {AREAS_METRICAS.map((area) => (
                <th
                  key={area}
                  scope="colgroup"
                  colSpan={1 + COLUMNAS_POR_AREA[area].length}
                  className="border border-borde bg-panel-2 px-2 py-1 text-sm font-semibold"
                >
                  {area}
                </th>
              ))}
            </tr>
            <tr>
              {AREAS_METRICAS.flatMap((area) => [
                <th
                  key={`${area}-avance`}
                  scope="col"
                  className="border border-borde px-1 py-1 text-[0.7rem] text-tenue"
                >
                  {ETIQUETA_AVANCE}
                </th>,
                ...COLUMNAS_POR_AREA[area].map((k) => (
                  <th
                    key={`${area}-${k}`}
                    scope="col"
                    className="border border-borde px-1 py-1 text-[0.7rem] text-tenue"
                  >
                    <PartirEnBarra texto={ETIQUETAS_CONTEO[k]} />
                  </th>
                )),
              ])}
            </tr>
          </thead>
          <tbody>
            {data && data.length > 0 && (
              <tr>{AREAS_METRICAS.flatMap((area) => celdas(area, porArea.get(area)))}</tr>
            )}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function AreaApilada({
  area,
  m,
}: {
  area: (typeof AREAS_METRICAS)[number];
  m: MetricaOperacion | undefined;
}) {
  const sano = m ? metricaSaludable(m.progress) : false;
  return (
    <li className="rounded-lg border border-borde bg-panel-2 p-3 text-xs">
      <h3 className="mb-2 text-sm font-semibold">{area}</h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
        <dt className="text-tenue">{ETIQUETA_AVANCE}</dt>
        <dd
          className={cn('text-right font-bold whitespace-nowrap', m && (sano ? 'text-teal' : 'text-aviso'))}
        >
          {formatPorcentaje(m?.progress)}
        </dd>
        {COLUMNAS_POR_AREA[area].map((k) => (
          <div key={k} className="contents">
            <dt className="text-tenue">{ETIQUETAS_CONTEO[k]}</dt>
            <dd className="text-right whitespace-nowrap">{formatConteo(m?.[k])}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** "current/target" (or IMPACTOS/TIRAJE), allowed to wrap after the slash in narrow columns. */
function PartirEnBarra({ texto }: { texto: string }) {
  const [actual, meta] = texto.split('/');
  return meta === undefined ? (
    <>{texto}</>
  ) : (
    <>
      {actual}/<wbr />
      {meta}
    </>
  );
}

function celdas(area: (typeof AREAS_METRICAS)[number], m: MetricaOperacion | undefined) {
  const sano = m ? metricaSaludable(m.progress) : false;
  return [
    <td
      key={`${area}-avance`}
      className={cn(
        'border border-borde px-1 py-2 font-bold',
        m && (sano ? 'bg-teal/10 text-teal' : 'bg-aviso/10 text-aviso'),
      )}
    >
      {formatPorcentaje(m?.progress)}
    </td>,
    ...COLUMNAS_POR_AREA[area].map((k) => (
      <td key={`${area}-${k}`} className="border border-borde px-1 py-2">
        <PartirEnBarra texto={formatConteo(m?.[k])} />
      </td>
    )),
  ];
}
