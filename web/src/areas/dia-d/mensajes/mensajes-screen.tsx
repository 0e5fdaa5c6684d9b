import {
  formularioMensaje,
  REGIONES_TERRITORIALES,
  TEXTOS_MENSAJERIA as T,
  TIPOS_DESTINO,
  type MensajeEnviado,
  type TipoDestino,
} from '@comando/contract';
import { useState } from 'react';
import { usePuedeEscribir } from '../../../api/session.js';
import {
  Card,
  EmptyState,
  InlineForm,
  PageHeader,
  QueryState,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../ui/index.js';
import { useEnviarMensaje } from './api/mutations.js';
import { useMensajesDelegados } from './api/queries.js';
import { useTituloDiaD } from '../../../api/ambito.js';

const ETIQUETA_TIPO: Record<TipoDestino, string> = {
  todos: T.todos,
  departamento: T.departamento,
  municipio: T.municipio,
  recinto: T.recinto,
  'sin-llegada': T.sinLlegada,
  'sin-acta': T.sinActa,
};

const fechaHora = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/La_Paz',
});

/** Editors: a message to the delegates a target reaches (the server keeps it within the sender's ground). */
function NuevoMensaje() {
  const enviar = useEnviarMensaje();
  const [enviado, setEnviado] = useState<number | null>(null);
  return (
    <Card title={T.nuevo}>
      <p className="mb-3 text-sm text-tenue">{T.ayuda}</p>
      <InlineForm
        schema={formularioMensaje}
        defaultValues={{ texto: '', tipo: 'todos', departamento: '', municipio: '', recinto: '' }}
        onSubmit={(m) => enviar.mutateAsync(m)}
        onEdit={() => setEnviado(null)}
        onDone={(r, form) => {
          setEnviado(r.destinatarios);
          form.reset({ ...form.getValues(), texto: '' });
        }}
        saveErrorText={T.errorEnviar}
        submitLabel={T.enviar}
        busyLabel={T.enviando}
      >
        {({ register, watch, formState: { errors } }) => {
          const tipo = watch('tipo');
          return (
            <div className="flex flex-col gap-3">
              <TextAreaField label={T.mensaje} error={errors.texto?.message} {...register('texto')} />
              <SelectField label={T.destino} error={errors.tipo?.message} {...register('tipo')}>
                {TIPOS_DESTINO.map((t) => (
                  <option key={t} value={t}>
                    {ETIQUETA_TIPO[t]}
                  </option>
                ))}
              </SelectField>
              {(tipo === 'departamento' || tipo === 'municipio') && (
                <SelectField
                  label={T.elegirDepartamento}
                  error={errors.departamento?.message}
                  {...register('departamento')}
                >
                  <option value="">{T.elijaDepartamento}</option>
                  {REGIONES_TERRITORIALES.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.name}
                    </option>
                  ))}
                </SelectField>
              )}
              {tipo === 'municipio' && (
                <TextField
                  label={T.nombreMunicipio}
                  error={errors.municipio?.message}
                  {...register('municipio')}
                />
              )}
              {tipo === 'recinto' && (
                <TextField label={T.codigoRecinto} error={errors.recinto?.message} {...register('recinto')} />
              )}
              {enviado !== null && (
                <p role="status" className="text-sm text-teal">
                  {T.enviadoA(enviado)}
                </p>
              )}
            </div>
          );
        }}
      </InlineForm>
    </Card>
  );
}

function Enviado({ m }: { m: MensajeEnviado }) {
  const parte = m.destinatarios === 0 ? 0 : Math.round((m.leidos / m.destinatarios) * 100);
  return (
    <li className="flex flex-col gap-1 border-t border-borde py-3 first:border-t-0">
      <p className="whitespace-pre-wrap break-words">{m.texto}</p>
      <p className="text-sm text-tenue">
        {fechaHora.format(new Date(m.enviado))} · {T.destino}: {m.destino} · {T.por(m.autor)}
      </p>
      <div className="flex items-center gap-2 text-sm">
        <div
          className="h-2 w-32 overflow-hidden rounded bg-panel-2"
          role="progressbar"
          aria-label={T.leidos(m.leidos, m.destinatarios)}
          aria-valuemin={0}
          aria-valuemax={m.destinatarios}
          aria-valuenow={m.leidos}
        >
          <div className="h-full bg-teal" style={{ width: `${parte}%` }} />
        </div>
        <span>{T.leidos(m.leidos, m.destinatarios)}</span>
      </div>
    </li>
  );
}

/** /dia-d/mensajes: what HQ told the delegates and who read it, live. */
export function MensajesScreen() {
  const titulo = useTituloDiaD(T.titulo);
  const puedeEscribir = usePuedeEscribir();
  const lista = useMensajesDelegados();
  return (
    <div>
      <PageHeader title={titulo} />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {puedeEscribir && <NuevoMensaje />}
        <Card title={T.titulo}>
          <QueryState query={lista}>
            {(mensajes) =>
              mensajes.length === 0 ? (
                <EmptyState title={T.sinMensajes} />
              ) : (
                <ul>
                  {mensajes.map((m) => (
                    <Enviado key={m.id} m={m} />
                  ))}
                </ul>
              )
            }
          </QueryState>
        </Card>
      </div>
    </div>
  );
}
