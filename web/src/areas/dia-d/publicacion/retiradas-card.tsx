import {
  formatFechaHora,
  nombreDepartamento,
  retirarMesa,
  TEXTOS_PUBLICACION as T,
  type MesaRetirada,
} from '@comando/contract';
import { useState } from 'react';
import { usePuedeAdministrar } from '../../../api/session.js';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  InlineForm,
  QueryState,
  TextAreaField,
  TextField,
} from '../../../ui/index.js';
import { useDevolverMesa, useRetirarMesa } from './api/mutations.js';
import { useMesasRetiradas } from './api/queries.js';

function Retirada({ r }: { r: MesaRetirada }) {
  const devolver = useDevolverMesa();
  const [abierto, setAbierto] = useState(false);
  const puede = usePuedeAdministrar();
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 border-t border-borde py-3 text-sm first:border-t-0">
      <div className="min-w-0">
        <p className="font-medium">
          {r.codigo} · {r.recinto}
        </p>
        <p className="text-tenue">
          {r.municipio} · {nombreDepartamento(r.departamento)}
        </p>
        <p className="break-words whitespace-pre-wrap">{r.motivo}</p>
        <p className="text-xs text-tenue">{T.retiradaPor(r.usuario, formatFechaHora(r.fecha))}</p>
      </div>
      {puede && (
        <ConfirmDialog
          open={abierto}
          onOpenChange={(o) => {
            setAbierto(o);
            if (!o) devolver.reset();
          }}
          trigger={
            <Button variant="secondary" size="sm">
              {T.devolver}
            </Button>
          }
          title={T.devolverTitulo(r.codigo)}
          text={T.devolverTexto}
          confirmLabel={T.devolver}
          busy={devolver.isPending}
          error={devolver.error}
          errorText={T.errorDevolver}
          onConfirm={() => devolver.mutate(r.codigo, { onSuccess: () => setAbierto(false) })}
        />
      )}
    </li>
  );
}

/** The mesas kept off the public site, why, and a form to keep off one more by its code. */
export function RetiradasCard() {
  const retiradas = useMesasRetiradas();
  const retirar = useRetirarMesa();
  // An election that ended (issue 45): its mesas kept off are read, never changed.
  const puede = usePuedeAdministrar();
  return (
    <Card title={T.retiradasTitulo}>
      <p className="mb-3 text-sm text-tenue">{T.retiradasAyuda}</p>
      {puede && (
        <InlineForm
          schema={retirarMesa}
          defaultValues={{ codigo: '', motivo: '' }}
          onSubmit={(v) => retirar.mutateAsync(v)}
          onDone={(_, form) => form.reset({ codigo: '', motivo: '' })}
          saveErrorText={T.errorRetirar}
          submitLabel={T.retirar}
          busyLabel={T.retirando}
          aria-label={T.retirar}
        >
          {({ register, formState: { errors } }) => (
            <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
              <TextField
                label={T.codigoMesa}
                autoComplete="off"
                error={errors.codigo?.message}
                {...register('codigo')}
              />
              <TextAreaField
                label={T.motivo}
                rows={2}
                error={errors.motivo?.message}
                {...register('motivo')}
              />
            </div>
          )}
        </InlineForm>
      )}
      <div className="mt-4">
        <QueryState query={retiradas}>
          {(lista) =>
            lista.length === 0 ? (
              <EmptyState title={T.sinRetiradas} />
            ) : (
              <ul aria-label={T.retiradasTitulo}>
                {lista.map((r) => (
                  <Retirada key={r.codigo} r={r} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </Card>
  );
}
