import {
  ESTADOS_PENDIENTE,
  ETIQUETA_PENDIENTE,
  exportarPendientesCsv,
  formatFechaHora,
  formatNumero,
  nombreDepartamento,
  TEXTOS_PENDIENTES as T,
  type EstadoPendiente,
} from '@comando/contract';
import { DescargaCsvLink } from '../comun/index.js';
import { useSearchParams } from 'react-router';
import { usePuedeAdministrar } from '../../../api/session.js';
import { Button, Card, PageHeader, PanelError, SelectField, Spinner } from '../../../ui/index.js';
import { AjustesRadarButton } from './ajustes-radar-button.js';
import { usePendientes, useResumenPendientes } from './api/queries.js';
import { type FiltroRadar } from './api/keys.js';
import { PendienteRow } from './pendiente-row.js';
import { useTituloDiaD } from '../../../api/ambito.js';

const CLAVES = ['departamento', 'municipio', 'recinto'] as const;

/** The filter lives in the address: a link (from the sample's card) or a reload keeps it. */
function useFiltro(): [FiltroRadar, (cambio: Partial<Record<keyof FiltroRadar, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const estado = params.get('estado') ?? '';
  const filtro: FiltroRadar = {
    estado: (ESTADOS_PENDIENTE as readonly string[]).includes(estado)
      ? (estado as EstadoPendiente)
      : 'sin-acta',
    ...Object.fromEntries(CLAVES.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : []))),
    ...(params.get('muestra') === 'true' ? { muestra: 'true' as const } : {}),
  };
  const cambiar = (cambio: Partial<Record<keyof FiltroRadar, string>>) => {
    const nuevo = new URLSearchParams(params);
    for (const [k, v] of Object.entries(cambio)) {
      if (v) nuevo.set(k, v);
      else nuevo.delete(k);
    }
    setParams(nuevo, { replace: true });
  };
  return [filtro, cambiar];
}

/** /dia-d/pendientes: the radar of what is missing, by state and place, with who to call (issue 28). */
export function PendientesScreen() {
  const titulo = useTituloDiaD(T.titulo);
  const puedeAdministrar = usePuedeAdministrar();
  const [filtro, cambiar] = useFiltro();
  const csv = `${exportarPendientesCsv.path}?${new URLSearchParams(filtro).toString()}`;
  return (
    <div>
      <PageHeader
        title={titulo}
        subtitle={T.ayuda}
        actions={
          <>
            <DescargaCsvLink href={csv}>{T.exportar}</DescargaCsvLink>
            {puedeAdministrar && <AjustesRadarButton />}
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SelectField
          label={T.estado}
          value={filtro.estado}
          onChange={(e) => cambiar({ estado: e.target.value })}
          wrapperClassName="w-full sm:w-72"
        >
          {ESTADOS_PENDIENTE.map((e) => (
            <option key={e} value={e}>
              {ETIQUETA_PENDIENTE[e]}
            </option>
          ))}
        </SelectField>
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-teal"
            checked={filtro.muestra === 'true'}
            onChange={(e) => cambiar({ muestra: e.target.checked ? 'true' : '' })}
          />
          {T.soloMuestra}
        </label>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <PorLugarCard filtro={filtro} cambiar={cambiar} />
        <ListaCard filtro={filtro} />
      </div>
    </div>
  );
}

type Cambiar = ReturnType<typeof useFiltro>[1];

/** The counts one level below the place chosen, and the way back up: the tree walked a level at a time. */
function PorLugarCard({ filtro, cambiar }: { filtro: FiltroRadar; cambiar: Cambiar }) {
  const resumen = useResumenPendientes(filtro);
  const migas = [
    { nombre: T.todoElPais, cambio: { departamento: '', municipio: '', recinto: '' } },
    ...(filtro.departamento
      ? [{ nombre: nombreDepartamento(filtro.departamento), cambio: { municipio: '', recinto: '' } }]
      : []),
    ...(filtro.municipio ? [{ nombre: filtro.municipio, cambio: { recinto: '' } }] : []),
  ];
  return (
    <Card title={T.porLugar}>
      <nav aria-label={T.porLugar} className="mb-3">
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          {migas.map((m, i) => (
            <li key={m.nombre} className="flex items-center gap-1">
              {i > 0 && <span aria-hidden="true">›</span>}
              {i === migas.length - 1 && !filtro.recinto ? (
                <span aria-current="page" className="font-semibold">
                  {m.nombre}
                </span>
              ) : (
                <button type="button" className="text-teal underline" onClick={() => cambiar(m.cambio)}>
                  {m.nombre}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {resumen.isPending ? (
        <Spinner text={T.cargando} />
      ) : resumen.isError && !resumen.data ? (
        <PanelError
          reason={resumen.error.message}
          retrying={resumen.isFetching}
          onRetry={() => void resumen.refetch()}
        />
      ) : resumen.data.grupos.length === 0 ? (
        <p className="text-sm text-tenue">{T.ninguna}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-borde">
          {resumen.data.grupos.map((g) => {
            const elegido = resumen.data.nivel === 'recinto' && filtro.recinto === g.id;
            return (
              <li key={g.id}>
                <button
                  type="button"
                  aria-pressed={resumen.data.nivel === 'recinto' ? elegido : undefined}
                  className="flex min-h-10 w-full items-center justify-between gap-2 px-1 text-left text-sm hover:text-teal aria-pressed:font-semibold"
                  onClick={() =>
                    cambiar(
                      resumen.data.nivel === 'departamento'
                        ? { departamento: g.id }
                        : resumen.data.nivel === 'municipio'
                          ? { municipio: g.id }
                          : { recinto: elegido ? '' : g.id },
                    )
                  }
                >
                  <span className="min-w-0 break-words">{g.nombre}</span>
                  <span className="tabular-nums">{formatNumero(g.n)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function ListaCard({ filtro }: { filtro: FiltroRadar }) {
  const lista = usePendientes(filtro);
  const paginas = lista.data?.pages ?? [];
  const mesas = paginas.flatMap((p) => p.mesas);
  const primera = paginas[0];
  return (
    <Card title={T.lista}>
      {primera && (
        <p className="mb-2 text-sm" role="status">
          <strong>{T.total(primera.total, formatNumero(primera.total))}</strong> ·{' '}
          {ETIQUETA_PENDIENTE[filtro.estado ?? 'sin-delegado']}
        </p>
      )}
      {primera?.desde && <p className="mb-2 text-sm text-tenue">{T.desde(formatFechaHora(primera.desde))}</p>}
      {lista.isPending ? (
        <Spinner text={T.cargando} />
      ) : lista.isError && mesas.length === 0 ? (
        <PanelError
          reason={lista.error.message}
          retrying={lista.isFetching}
          onRetry={() => void lista.refetch()}
        />
      ) : mesas.length === 0 ? (
        <p className="text-sm text-tenue">{T.ninguna}</p>
      ) : (
        <ul aria-label={T.lista} className="flex flex-col divide-y divide-borde">
          {mesas.map((m) => (
            <PendienteRow key={m.codigo} mesa={m} />
          ))}
        </ul>
      )}
      {lista.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={lista.isFetchingNextPage}
          onClick={() => void lista.fetchNextPage()}
        >
          {T.cargarMas}
        </Button>
      )}
    </Card>
  );
}
