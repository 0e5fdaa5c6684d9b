import {
  formatNumero,
  MAX_ARCHIVO_OFICIAL,
  TEXTOS_COMPARACION as T,
  TEXTOS_TRABAJO_OFICIAL,
  type Partido,
  type RevisionOficial,
  type TrabajoOficial,
} from '@comando/contract';
import { useState } from 'react';
import { Alert, Button, Card, FileField, ProgressBar, SaveError, SelectField } from '../../../ui/index.js';
import { useAplicarOficial, useRevisarOficial, type EnvioOficial } from './api/mutations.js';
import { AvanceTrabajo } from './avance-trabajo.js';

function Cuenta({ titulo, valor }: { titulo: string; valor: number }) {
  return (
    <div role="group" aria-label={titulo} className="rounded-lg border border-borde bg-panel-2 p-2">
      <p className="text-xs text-tenue">{titulo}</p>
      <p className="text-lg font-bold tabular-nums">{formatNumero(valor)}</p>
    </div>
  );
}

/**
 * The official per-mesa file, imported by an admin (issue 29): reviewed first (candidatura,
 * party columns to siglas, counts, errors by line; nothing stored), then applied as a snapshot
 * with the upload's progress and, for a large file, the server's (a job: rows read, mesas stored).
 */
export function ImportarOficialCard({ partidos }: { partidos: Partido[] }) {
  const [archivo, setArchivo] = useState<File>();
  const [revision, setRevision] = useState<RevisionOficial>();
  const [mapeo, setMapeo] = useState<Record<string, string | null>>({});
  const [progreso, setProgreso] = useState(0);
  const [trabajo, setTrabajo] = useState<TrabajoOficial>();
  const revisar = useRevisarOficial();
  const aplicar = useAplicarOficial(setProgreso, setTrabajo);

  const pedir = (e: Omit<EnvioOficial, 'archivo'>) => {
    if (!archivo) return;
    aplicar.reset();
    revisar.mutate(
      { archivo, ...e },
      {
        onSuccess: (r) => {
          setRevision(r);
          setMapeo(r.mapeo);
        },
      },
    );
  };
  const ocupado = revisar.isPending || aplicar.isPending;

  return (
    <Card title={T.importarTitulo}>
      <p className="mb-3 text-sm text-tenue">{T.importarAyuda}</p>
      <div className="flex flex-col gap-3">
        <FileField
          label={T.archivo}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxMb={MAX_ARCHIVO_OFICIAL / (1024 * 1024)}
          onFiles={([a]) => {
            setArchivo(a);
            setRevision(undefined);
            revisar.reset();
            aplicar.reset();
          }}
        />
        <Button
          variant="secondary"
          className="self-start"
          disabled={!archivo || ocupado}
          onClick={() => pedir({})}
        >
          {revisar.isPending ? T.revisando : T.revisar}
        </Button>
        <SaveError text={T.revisionFallo} error={revisar.error} />
        {revision && (
          <div className="flex flex-col gap-3">
            {revision.candidaturas.length > 1 && (
              <SelectField
                label={T.candidatura}
                value={revision.candidatura}
                disabled={ocupado}
                onChange={(e) => pedir({ candidatura: e.target.value, partidos: mapeo })}
              >
                {revision.candidaturas.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </SelectField>
            )}
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
              <Cuenta titulo={T.filas} valor={revision.filas} />
              <Cuenta titulo={T.coinciden} valor={revision.coinciden} />
              <Cuenta titulo={T.exterior} valor={revision.exterior} />
              <Cuenta titulo={T.sinMesa} valor={revision.sinMesa} />
              <Cuenta titulo={T.conErrores} valor={revision.conErrores.length} />
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{T.mapeo}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {revision.columnasPartido.map((columna) => (
                  <SelectField
                    key={columna}
                    label={columna}
                    value={mapeo[columna] ?? ''}
                    disabled={ocupado}
                    onChange={(e) => setMapeo({ ...mapeo, [columna]: e.target.value || null })}
                  >
                    <option value="">{T.sinSigla}</option>
                    {partidos.map((p) => (
                      <option key={p.sigla} value={p.sigla}>
                        {p.sigla}
                      </option>
                    ))}
                  </SelectField>
                ))}
              </div>
            </fieldset>
            {revision.conErrores.length > 0 && (
              <details className="rounded-lg border border-borde p-2 text-sm">
                <summary className="cursor-pointer font-medium">
                  {T.conErrores}: {formatNumero(revision.conErrores.length)}
                </summary>
                <ul className="mt-2 max-h-60 overflow-y-auto">
                  {revision.conErrores.map((e) => (
                    <li key={`${e.linea}-${e.error}`} className="border-t border-borde py-1 break-words">
                      <strong>{T.linea(e.linea)}</strong>: {e.error}
                    </li>
                  ))}
                </ul>
              </details>
            )}
            <Button
              className="self-start"
              disabled={ocupado || aplicar.isSuccess}
              onClick={() => {
                if (!archivo) return;
                setProgreso(0);
                setTrabajo(undefined);
                aplicar.mutate({ archivo, candidatura: revision.candidatura, partidos: mapeo });
              }}
            >
              {aplicar.isPending
                ? T.aplicando
                : aplicar.isError
                  ? TEXTOS_TRABAJO_OFICIAL.reintentar
                  : T.aplicar}
            </Button>
            {aplicar.isPending &&
              (trabajo ? (
                <AvanceTrabajo trabajo={trabajo} />
              ) : (
                <div className="flex flex-col gap-1">
                  <ProgressBar label={T.progreso} value={progreso} max={1} />
                  {progreso >= 1 && (
                    <p role="status" className="text-sm text-tenue">
                      {T.procesando}
                    </p>
                  )}
                </div>
              ))}
            <SaveError text={T.aplicarFallo} error={aplicar.error} />
            {aplicar.data && (
              <Alert variant="success">{T.aplicada(formatNumero(aplicar.data.cambios))}</Alert>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
