import {
  ACCIONES_AUDITORIA,
  AREAS_AUDITORIA,
  etiquetaAccion,
  etiquetaArea,
  exportarAuditoriaCsv,
  formatFechaHora,
  MENSAJES_AUDITORIA as T,
  REGIONES_TERRITORIALES,
  TEXTOS_USUARIOS,
  type DetalleAuditoria,
  type FiltrosAuditoria,
  type RegistroAuditoria,
} from '@comando/contract';
import { ChevronDown, Download } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../api/session.js';
import {
  Button,
  Card,
  cn,
  EmptyState,
  PageHeader,
  PanelError,
  PantallaVedada,
  SelectField,
  Spinner,
  TextField,
} from '../../ui/index.js';
import { useAuditoria, useUsuarios } from './api/queries.js';

const CLAVES = ['usuario', 'area', 'accion', 'departamento', 'desde', 'hasta'] as const;

/** The filters live in the address: a filtered view can be reloaded or shared. */
function useFiltros(): [
  FiltrosAuditoria,
  (clave: keyof FiltrosAuditoria, valor: string) => void,
  () => void,
] {
  const [params, setParams] = useSearchParams();
  const filtros: FiltrosAuditoria = {};
  for (const k of CLAVES) {
    const v = params.get(k);
    if (v) filtros[k] = v;
  }
  const poner = (clave: keyof FiltrosAuditoria, valor: string) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (valor) n.set(clave, valor);
        else n.delete(clave);
        return n;
      },
      { replace: true },
    );
  return [filtros, poner, () => setParams(new URLSearchParams(), { replace: true })];
}

function valorLegible(v: unknown): string {
  if (v === undefined || v === null || v === '') return '—';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

const comoObjeto = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The before → after of a record: changed fields of an update, or the created / deleted item. */
function Detalle({ detalle }: { detalle: DetalleAuditoria | null }) {
  if (!detalle) return <p className="text-sm text-tenue">{T.sinDetalle}</p>;
  const antes = comoObjeto(detalle.antes);
  const despues = comoObjeto(detalle.despues);
  const filas: { campo: string; antes?: unknown; despues?: unknown }[] = detalle.cambios ?? [
    ...Object.entries(antes).map(([campo, v]) => ({ campo, antes: v, despues: despues[campo] })),
    ...Object.entries(despues)
      .filter(([campo]) => !(campo in antes))
      .map(([campo, v]) => ({ campo, despues: v })),
  ];
  const consulta = detalle.consulta ? Object.entries(detalle.consulta) : [];
  if (filas.length === 0 && consulta.length === 0)
    return <p className="text-sm text-tenue">{T.sinDetalle}</p>;
  return (
    <div className="flex flex-col gap-2">
      {filas.length > 0 && (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,max-content)_1fr]">
          {filas.map((f) => (
            <Fragment key={f.campo}>
              <dt className="font-medium text-tenue">{f.campo}</dt>
              <dd className="[overflow-wrap:anywhere]">
                {'antes' in f && f.antes !== undefined && (
                  <>
                    <span className="sr-only">{T.antes}: </span>
                    <del className="text-coral">{valorLegible(f.antes)}</del>
                    {f.despues !== undefined && <span aria-hidden="true"> → </span>}
                  </>
                )}
                {f.despues !== undefined && (
                  <>
                    <span className="sr-only">{T.despues}: </span>
                    <ins className="text-teal no-underline">{valorLegible(f.despues)}</ins>
                  </>
                )}
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
      {consulta.length > 0 && (
        <p className="text-sm text-tenue">
          {T.filtros}: {consulta.map(([k, v]) => `${k}=${v}`).join(', ')}
        </p>
      )}
    </div>
  );
}

function Fila({ r }: { r: RegistroAuditoria }) {
  const [abierta, setAbierta] = useState(false);
  const idDetalle = `detalle-${r.id}`;
  return (
    <>
      <tr className="border-t border-borde align-top">
        <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap tabular-nums">
          {formatFechaHora(r.en)}
        </th>
        <td data-label={T.columnaUsuario} className="px-3 py-2">
          {r.usuarioNombre}
        </td>
        <td data-label={T.columnaIp} className="px-3 py-2 font-mono text-xs">
          {r.ip}
        </td>
        <td data-label={T.columnaArea} className="px-3 py-2">
          {etiquetaArea(r.area)}
        </td>
        <td data-label={T.columnaAccion} className="px-3 py-2">
          {etiquetaAccion(r.accion)}
        </td>
        <td data-label={T.columnaEntidad} className="px-3 py-2 font-mono text-xs [overflow-wrap:anywhere]">
          {r.entidadId ?? '—'}
        </td>
        <td className="px-3 py-2 md:text-right">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={abierta}
            aria-controls={idDetalle}
            onClick={() => setAbierta((a) => !a)}
          >
            <ChevronDown size={14} aria-hidden="true" className={cn(abierta && 'rotate-180')} />
            {abierta ? T.ocultarDetalle : T.verDetalle}
          </Button>
        </td>
      </tr>
      <tr id={idDetalle} hidden={!abierta} className="bg-panel-2/60">
        <td colSpan={7} className="px-3 py-3">
          {abierta && <Detalle detalle={r.detalle} />}
        </td>
      </tr>
    </>
  );
}

function Filtros({
  filtros,
  poner,
  limpiar,
}: {
  filtros: FiltrosAuditoria;
  poner: (clave: keyof FiltrosAuditoria, valor: string) => void;
  limpiar: () => void;
}) {
  const usuarios = useUsuarios(true);
  return (
    <Card title={T.filtros} headingLevel={2} className="mb-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <SelectField
          label={T.filtroUsuario}
          value={filtros.usuario ?? ''}
          onChange={(e) => poner('usuario', e.target.value)}
        >
          <option value="">{T.todos}</option>
          {(usuarios.data ?? []).map((u) => (
            <option key={u.id} value={u.id}>
              {u.nombre} ({u.usuario})
            </option>
          ))}
        </SelectField>
        <SelectField
          label={T.filtroArea}
          value={filtros.area ?? ''}
          onChange={(e) => poner('area', e.target.value)}
        >
          <option value="">{T.todas}</option>
          {Object.entries(AREAS_AUDITORIA).map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={T.filtroDepartamento}
          value={filtros.departamento ?? ''}
          onChange={(e) => poner('departamento', e.target.value)}
        >
          <option value="">{T.todos}</option>
          {REGIONES_TERRITORIALES.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={T.filtroAccion}
          value={filtros.accion ?? ''}
          onChange={(e) => poner('accion', e.target.value)}
        >
          <option value="">{T.todas}</option>
          {Object.entries(ACCIONES_AUDITORIA).map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </SelectField>
        <TextField
          label={T.filtroDesde}
          type="date"
          value={filtros.desde ?? ''}
          max={filtros.hasta}
          onChange={(e) => poner('desde', e.target.value)}
        />
        <TextField
          label={T.filtroHasta}
          type="date"
          value={filtros.hasta ?? ''}
          min={filtros.desde}
          onChange={(e) => poner('hasta', e.target.value)}
        />
      </div>
      {Object.keys(filtros).length > 0 && (
        <Button variant="secondary" size="sm" className="mt-3 self-start" onClick={limpiar}>
          {T.limpiarFiltros}
        </Button>
      )}
    </Card>
  );
}

/** /auditoria (issue 16, admin): the audit trail, newest first, filtered, page by page. */
export function AuditoriaScreen() {
  const { data: sesion } = useSession();
  const esAdmin = sesion?.role === 'admin';
  const [filtros, poner, limpiar] = useFiltros();
  const registros = useAuditoria(filtros, esAdmin);
  const csv = `${exportarAuditoriaCsv.path}?${new URLSearchParams(filtros as Record<string, string>).toString()}`;

  if (!esAdmin) return <PantallaVedada title={T.titulo} motivo={TEXTOS_USUARIOS.soloAdmin} />;
  const filas = registros.data?.pages.flatMap((p) => p.registros) ?? [];
  return (
    <div>
      <PageHeader
        title={T.titulo}
        subtitle={T.descripcion}
        actions={
          <a
            href={csv}
            download
            className="inline-flex min-h-9 items-center gap-2 rounded-lg border border-borde bg-panel-2 px-3 text-sm font-medium hover:border-teal"
          >
            <Download size={16} aria-hidden="true" />
            {T.exportar}
          </a>
        }
      />
      <Filtros filtros={filtros} poner={poner} limpiar={limpiar} />
      {registros.isPending ? (
        <Spinner text={T.cargando} />
      ) : registros.isError && filas.length === 0 ? (
        <PanelError
          reason={registros.error.message}
          retrying={registros.isFetching}
          onRetry={() => void registros.refetch()}
        />
      ) : filas.length === 0 ? (
        <EmptyState title={T.vacio} />
      ) : (
        <div className="rounded-xl border border-borde bg-panel">
          <table className="tabla-apilada w-full text-sm">
            <caption className="sr-only">{T.registros}</caption>
            <thead className="bg-panel-2 text-xs text-tenue uppercase">
              <tr>
                {[
                  T.columnaFecha,
                  T.columnaUsuario,
                  T.columnaIp,
                  T.columnaArea,
                  T.columnaAccion,
                  T.columnaEntidad,
                ].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-left">
                    {h}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-right">
                  <span className="sr-only">{T.verDetalle}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {filas.map((r) => (
                <Fila key={r.id} r={r} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {registros.isFetchNextPageError && (
        <PanelError
          reason={registros.error?.message}
          retrying={registros.isFetchingNextPage}
          onRetry={() => void registros.fetchNextPage()}
        />
      )}
      {registros.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            disabled={registros.isFetchingNextPage}
            onClick={() => void registros.fetchNextPage()}
          >
            {registros.isFetchingNextPage ? T.cargando : T.cargarMas}
          </Button>
        </div>
      )}
    </div>
  );
}
