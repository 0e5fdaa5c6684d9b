import {
  ESTADOS_INCIDENTE,
  ETIQUETA_ESTADO_INCIDENTE,
  ETIQUETA_TIPO_INCIDENTE,
  MENSAJES_DIA_D,
  TEXTOS_DIA_D as T,
  TEXTOS_VISOR_FOTO,
  TIPOS_INCIDENTE,
  nombreDepartamento,
  notaIncidente,
  type EstadoIncidente,
  type Incidente,
} from '@comando/contract';
import { useState } from 'react';
import {
  Card,
  EmptyState,
  InlineForm,
  PageHeader,
  QueryState,
  SaveError,
  SelectField,
  TextField,
} from '../../../ui/index.js';
import { useCambiarIncidente } from './api/mutations.js';
import { useIncidentes, useUsuariosAsignables } from './api/queries.js';
import { DepartamentoSelect } from '../comun/index.js';
import { VerFotoButton } from '../actas/index.js';
import { useTituloDiaD } from '../../../api/ambito.js';

const fechaHora = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/La_Paz',
});

/** A note under an incident: required, ≤ 1.000 characters; the field empties once saved. */
function NotaForm({ id }: { id: string }) {
  const cambiar = useCambiarIncidente();
  return (
    <InlineForm
      schema={notaIncidente}
      defaultValues={{ nota: '' }}
      onSubmit={({ nota }) => cambiar.mutateAsync({ id, cambio: { nota } })}
      onDone={(_, form) => form.reset({ nota: '' })}
      saveErrorText={MENSAJES_DIA_D.errorGuardar}
      submitLabel={T.agregarNota}
      busyLabel={T.guardando}
      layout="row"
    >
      {({ register, formState: { errors } }) => (
        <TextField label={T.nota} error={errors.nota?.message} {...register('nota')} />
      )}
    </InlineForm>
  );
}

function IncidenteItem({ i }: { i: Incidente }) {
  const cambiar = useCambiarIncidente();
  const usuarios = useUsuariosAsignables();
  return (
    <li className="flex flex-col gap-2 py-3 text-sm">
      <p className="font-medium">
        {ETIQUETA_TIPO_INCIDENTE[i.tipo]} · {T.mesa} {i.mesa} · {fechaHora.format(new Date(i.creadoEn))}
      </p>
      <p className="text-tenue">
        {i.recinto} · {i.municipio} · {nombreDepartamento(i.departamento)} · {i.delegado}
      </p>
      <p className="whitespace-pre-wrap">{i.texto}</p>
      {i.fotoUrl && (
        <VerFotoButton src={i.fotoUrl} alt={TEXTOS_VISOR_FOTO.fotoIncidente(i.mesa)} label={T.verFoto} />
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <SelectField
          label={T.estado}
          value={i.estado}
          onChange={(e) =>
            cambiar.mutate({ id: i.id, cambio: { estado: e.target.value as EstadoIncidente } })
          }
        >
          {ESTADOS_INCIDENTE.map((e) => (
            <option key={e} value={e}>
              {ETIQUETA_ESTADO_INCIDENTE[e]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={T.asignadoA}
          value={i.asignadoA?.id ?? ''}
          onChange={(e) => cambiar.mutate({ id: i.id, cambio: { asignadoA: e.target.value || null } })}
        >
          <option value="">{T.sinAsignar}</option>
          {(usuarios.data ?? []).map((u) => (
            <option key={u.id} value={u.id}>
              {u.nombre}
            </option>
          ))}
        </SelectField>
      </div>
      {i.notas.length > 0 && (
        <ul aria-label={T.notas} className="list-disc pl-5">
          {i.notas.map((n) => (
            <li key={`${n.en}-${n.autor}`}>
              {n.autor} ({fechaHora.format(new Date(n.en))}): {n.texto}
            </li>
          ))}
        </ul>
      )}
      <SaveError text={MENSAJES_DIA_D.errorGuardar} error={cambiar.error} />
      <NotaForm id={i.id} />
    </li>
  );
}

/** /dia-d/incidentes: the delegates' reports, newest first, live. */
export function IncidentesScreen() {
  const [f, setF] = useState<Record<string, string>>({});
  const query = useIncidentes(f);
  const titulo = useTituloDiaD(T.incidentes);
  return (
    <div>
      <PageHeader title={titulo} subtitle={T.incidentesSub} />
      <Card>
        <div className="mb-3 grid gap-3 sm:grid-cols-3">
          <DepartamentoSelect
            value={f.departamento ?? ''}
            onChange={(d) => setF({ ...f, departamento: d })}
          />
          <SelectField
            label={T.tipo}
            value={f.tipo ?? ''}
            onChange={(e) => setF({ ...f, tipo: e.target.value })}
          >
            <option value="">{T.todos}</option>
            {TIPOS_INCIDENTE.map((t) => (
              <option key={t} value={t}>
                {ETIQUETA_TIPO_INCIDENTE[t]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={T.estado}
            value={f.estado ?? ''}
            onChange={(e) => setF({ ...f, estado: e.target.value })}
          >
            <option value="">{T.todos}</option>
            {ESTADOS_INCIDENTE.map((e) => (
              <option key={e} value={e}>
                {ETIQUETA_ESTADO_INCIDENTE[e]}
              </option>
            ))}
          </SelectField>
        </div>
        <QueryState query={query} loadingText={T.cargandoIncidentes}>
          {(lista) =>
            lista.length === 0 ? (
              <EmptyState title={T.sinIncidentes} />
            ) : (
              <ul className="flex flex-col divide-y divide-borde" aria-label={T.incidentes}>
                {lista.map((i) => (
                  <IncidenteItem key={i.id} i={i} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </Card>
    </div>
  );
}
