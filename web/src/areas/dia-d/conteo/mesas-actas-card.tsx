import {
  DESCRIPCION_REGLAS,
  ESTADOS_ACTA,
  ETIQUETA_ESTADO_ACTA,
  TEXTOS_ACTAS,
  TEXTOS_ALERTAS,
  TEXTOS_COMUNES,
  TEXTOS_JEFE,
  type ConsultaMesasActas,
  type Partido,
} from '@comando/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, PanelError, SelectField, Spinner } from '../../../ui/index.js';
import { useMesasActas } from './api/queries.js';
import { DepartamentoSelect } from '../comun/index.js';
import { textoFiguras } from '../actas/index.js';
import { VerFotoButton } from '../actas/index.js';

/** The mesas behind the figures: by department and state, each acta with its photo. */
export function MesasActasCard({
  departamento,
  setDepartamento,
  partidos,
}: {
  departamento: string;
  setDepartamento: (d: string) => void;
  partidos: Partido[];
}) {
  const [estado, setEstado] = useState('');
  const mesas = useMesasActas({
    ...(departamento ? { departamento } : {}),
    ...(estado ? { estado: estado as ConsultaMesasActas['estado'] } : {}),
  });
  const filas = mesas.data?.pages.flatMap((p) => p.mesas) ?? [];
  return (
    <Card title={TEXTOS_ACTAS.mesasTitulo} className="mt-6" id="mesas-actas">
      <p className="mb-3 text-sm text-tenue">{TEXTOS_ACTAS.mesasAyuda}</p>
      <div className="mb-3 grid gap-3 sm:grid-cols-2">
        <DepartamentoSelect value={departamento} onChange={setDepartamento} />
        <SelectField label={TEXTOS_ACTAS.estado} value={estado} onChange={(e) => setEstado(e.target.value)}>
          <option value="">{TEXTOS_ACTAS.todos}</option>
          <option value="sin-acta">{TEXTOS_ACTAS.sinActa}</option>
          {ESTADOS_ACTA.map((e) => (
            <option key={e} value={e}>
              {ETIQUETA_ESTADO_ACTA[e]}
            </option>
          ))}
        </SelectField>
      </div>
      {mesas.isPending ? (
        <Spinner text={TEXTOS_COMUNES.cargando} />
      ) : mesas.isError && filas.length === 0 ? (
        <PanelError
          reason={mesas.error.message}
          retrying={mesas.isFetching}
          onRetry={() => void mesas.refetch()}
        />
      ) : filas.length === 0 ? (
        <p className="text-sm text-tenue">{TEXTOS_ACTAS.ningunaMesa}</p>
      ) : (
        <ul aria-label={TEXTOS_ACTAS.listaMesas} className="flex flex-col divide-y divide-borde">
          {filas.map((m) => (
            <li key={m.codigo} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <strong>{TEXTOS_ACTAS.mesaDe(m.numero, m.codigo)}</strong> · {m.recinto} · {m.municipio}
              </span>
              {m.acta ? (
                <span className="flex flex-wrap items-center gap-2">
                  <span className="rounded bg-panel-2 px-2 py-0.5 text-xs">
                    {ETIQUETA_ESTADO_ACTA[m.acta.estado]}
                  </span>
                  <span className="text-tenue">{textoFiguras(m.acta, partidos)}</span>
                  {m.acta.porJefe && (
                    <span className="rounded bg-panel-2 px-2 py-0.5 text-xs">
                      {TEXTOS_JEFE.enviadaPorJefe}
                    </span>
                  )}
                  {m.acta.alertas.length > 0 && (
                    <Link
                      to="/dia-d/alertas"
                      className="rounded bg-coral/15 px-2 py-0.5 text-xs text-coral underline"
                    >
                      {TEXTOS_ALERTAS.conAlertas}:{' '}
                      {m.acta.alertas.map((r) => DESCRIPCION_REGLAS[r].nombre).join(', ')}
                    </Link>
                  )}
                  <VerFotoButton
                    src={m.acta.fotoUrl}
                    alt={TEXTOS_ACTAS.fotoAlt(m.codigo)}
                    label={TEXTOS_ACTAS.verFoto(m.codigo)}
                    mesa={m.codigo}
                  />
                </span>
              ) : (
                <span className="text-tenue">{TEXTOS_ACTAS.sinActa}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {mesas.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3 self-start"
          disabled={mesas.isFetchingNextPage}
          onClick={() => void mesas.fetchNextPage()}
        >
          {TEXTOS_ACTAS.cargarMas}
        </Button>
      )}
    </Card>
  );
}
