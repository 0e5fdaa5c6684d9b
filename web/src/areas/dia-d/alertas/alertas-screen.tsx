import {
  DESCRIPCION_REGLAS,
  formatFechaHora,
  MAX_NOTA_REVISION,
  MENSAJES_ALERTAS,
  nombreDepartamento,
  PAGINA_ALERTAS,
  REGLAS,
  revisionAlerta,
  TEXTOS_ALERTAS as T,
  type Alerta,
  type ConsultaAlertas,
} from '@comando/contract';
import { useState } from 'react';
import {
  Button,
  Card,
  EmptyState,
  FormDialog,
  PageHeader,
  QueryState,
  SelectField,
  TextAreaField,
} from '../../../ui/index.js';
import { useAlertas } from './api/queries.js';
import { useRevisarAlerta } from './api/mutations.js';
import { VerFotoButton } from '../actas/index.js';
import { useTituloDiaD } from '../../../api/ambito.js';

/** An editor's review of one alert: a note in a dialog; the list shows it reviewed once saved. */
function RevisarAlertaButton({ alerta }: { alerta: Alerta }) {
  const revisar = useRevisarAlerta();
  const regla = DESCRIPCION_REGLAS[alerta.regla].nombre;
  return (
    <FormDialog
      title={T.dialogoTitulo}
      description={`${regla} · ${T.mesa(alerta.mesa)}`}
      schema={revisionAlerta}
      defaultValues={{ nota: '' }}
      onSubmit={({ nota }) => revisar.mutateAsync({ id: alerta.id, nota })}
      saveErrorText={MENSAJES_ALERTAS.errorGuardar}
      submitLabel={T.guardar}
      busyLabel={T.guardando}
      trigger={
        <Button size="sm" variant="secondary" aria-label={T.revisarMesa(alerta.mesa, regla)}>
          {T.revisar}
        </Button>
      }
    >
      {({ register, formState: { errors } }) => (
        <TextAreaField
          label={T.nota}
          rows={3}
          maxLength={MAX_NOTA_REVISION}
          error={errors.nota?.message}
          {...register('nota')}
        />
      )}
    </FormDialog>
  );
}

function AlertaItem({ a }: { a: Alerta }) {
  return (
    <li className="flex flex-col gap-1 py-3 text-sm">
      <p className="font-medium">
        {DESCRIPCION_REGLAS[a.regla].nombre} · {T.mesa(a.mesa)}
      </p>
      <p className="text-tenue">
        {a.recinto} · {a.municipio} · {nombreDepartamento(a.departamento)} · {formatFechaHora(a.creadaEn)}
      </p>
      <p>{a.explicacion}</p>
      {a.revision ? (
        <p className="text-tenue">
          {T.revisadaPor(a.revision.por, formatFechaHora(a.revision.en))}:{' '}
          <span className="whitespace-pre-wrap text-texto">{a.revision.nota}</span>
        </p>
      ) : (
        <p className="text-xs font-medium text-aviso uppercase">{T.pendiente}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {a.fotoUrl !== null && (
          <VerFotoButton src={a.fotoUrl} alt={T.fotoAlt(a.mesa)} label={T.verFoto(a.mesa)} />
        )}
        {!a.revisada && <RevisarAlertaButton alerta={a} />}
      </div>
    </li>
  );
}

/** The rules and their thresholds, read-only. */
function ReglasCard() {
  return (
    <Card title={T.reglasTitulo}>
      <dl className="flex flex-col gap-3 text-sm">
        {REGLAS.map((r) => {
          const d = DESCRIPCION_REGLAS[r];
          return (
            <div key={r}>
              <dt className="font-medium">{d.nombre}</dt>
              <dd className="text-tenue">
                {d.explicacion}
                {d.parametros.length > 0 &&
                  ` (${d.parametros.map((p) => `${p.nombre}: ${p.valor}`).join('; ')})`}
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}

/** /dia-d/alertas: the actas the rules flagged, filtered by rule and review, each reviewed with a note. */
export function AlertasScreen() {
  const titulo = useTituloDiaD(T.titulo);
  const [regla, setRegla] = useState('');
  const [revisada, setRevisada] = useState<'' | 'true' | 'false'>('false');
  const [desde, setDesde] = useState(0);
  const filtros: ConsultaAlertas = {
    ...(regla ? { regla: regla as ConsultaAlertas['regla'] } : {}),
    ...(revisada ? { revisada } : {}),
    ...(desde > 0 ? { desde: String(desde) } : {}),
  };
  const alertas = useAlertas(filtros);
  return (
    <div>
      <PageHeader title={titulo} subtitle={T.subtitulo} />
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <Card title={T.lista} className="lg:col-span-2">
          <div className="mb-3 grid gap-3 sm:grid-cols-2">
            <SelectField
              label={T.regla}
              value={regla}
              onChange={(e) => {
                setRegla(e.target.value);
                setDesde(0);
              }}
            >
              <option value="">{T.todas}</option>
              {REGLAS.map((r) => (
                <option key={r} value={r}>
                  {DESCRIPCION_REGLAS[r].nombre}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={T.estado}
              value={revisada}
              onChange={(e) => {
                setRevisada(e.target.value as typeof revisada);
                setDesde(0);
              }}
            >
              <option value="false">{T.pendientes}</option>
              <option value="true">{T.revisadas}</option>
              <option value="">{T.todas}</option>
            </SelectField>
          </div>
          <QueryState query={alertas}>
            {(r) =>
              r.alertas.length === 0 ? (
                <EmptyState title={T.ninguna} />
              ) : (
                <>
                  <p className="text-sm text-tenue" aria-live="polite">
                    {T.total(r.total)}
                  </p>
                  <ul aria-label={T.lista} className="flex flex-col divide-y divide-borde">
                    {r.alertas.map((a) => (
                      <AlertaItem key={a.id} a={a} />
                    ))}
                  </ul>
                  {r.total > PAGINA_ALERTAS && (
                    <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={desde === 0}
                        onClick={() => setDesde(Math.max(0, desde - PAGINA_ALERTAS))}
                      >
                        {T.anteriores}
                      </Button>
                      <span>{T.pagina(desde + 1, desde + r.alertas.length, r.total)}</span>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={desde + PAGINA_ALERTAS >= r.total}
                        onClick={() => setDesde(desde + PAGINA_ALERTAS)}
                      >
                        {T.siguientes}
                      </Button>
                    </div>
                  )}
                </>
              )
            }
          </QueryState>
        </Card>
        <ReglasCard />
      </div>
    </div>
  );
}
