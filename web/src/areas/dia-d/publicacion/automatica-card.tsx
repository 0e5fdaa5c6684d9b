import {
  automaticaPublicacion,
  formatFechaHora,
  formatNumero,
  MAX_MINUTOS_AUTOMATICA,
  MIN_MINUTOS_AUTOMATICA,
  TEXTOS_PUBLICACION as T,
  type AjustesPublicacion,
} from '@comando/contract';
import { Button, Card, InlineForm, NumberField, SaveError, TextField } from '../../../ui/index.js';
import { useGuardarAutomatica } from './api/mutations.js';

/**
 * The automatic runs (issue 46): switched on with an interval and a code (they publish on the
 * admin's behalf), switched off with one button. Kept in the database: a restart keeps them.
 */
export function AutomaticaCard({ ajustes }: { ajustes: AjustesPublicacion }) {
  const guardar = useGuardarAutomatica();
  const a = ajustes.automatica;
  return (
    <Card title={T.automaticaTitulo}>
      <p className="mb-3 text-sm text-tenue">{T.automaticaAyuda}</p>
      {a.activa ? (
        <div className="flex flex-col gap-3 text-sm">
          <div role="status" className="flex flex-col gap-1">
            <p className="font-medium text-teal">
              {T.automaticaActiva(formatNumero(a.cadaMinutos), a.activadaPor ?? '')}
            </p>
            {a.titulo && a.alcance && <p>{T.automaticaRepite(a.titulo, T.alcances[a.alcance])}</p>}
            {a.proxima && <p>{T.automaticaProxima(formatFechaHora(a.proxima))}</p>}
          </div>
          <div>
            <Button
              variant="secondary"
              disabled={guardar.isPending}
              onClick={() => guardar.mutate({ activa: false, cadaMinutos: a.cadaMinutos })}
            >
              {guardar.isPending ? T.desactivando : T.desactivar}
            </Button>
          </div>
          <SaveError text={T.errorAutomatica} error={guardar.error} />
        </div>
      ) : (
        <>
          <p className="mb-3 text-sm">{T.automaticaInactiva}</p>
          <InlineForm
            schema={automaticaPublicacion}
            defaultValues={{ activa: true, cadaMinutos: a.cadaMinutos, codigo: '' }}
            onSubmit={(v) => guardar.mutateAsync(v)}
            onDone={(_, form) => form.setValue('codigo', '')}
            onError={(form) => form.setValue('codigo', '')}
            saveErrorText={T.errorAutomatica}
            submitLabel={T.activar}
            busyLabel={T.activando}
            aria-label={T.automaticaTitulo}
          >
            {({ register, control, formState: { errors } }) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <NumberField
                  control={control}
                  name="cadaMinutos"
                  label={T.cadaMinutos}
                  min={MIN_MINUTOS_AUTOMATICA}
                  max={MAX_MINUTOS_AUTOMATICA}
                />
                <TextField
                  label={T.codigo}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  error={errors.codigo?.message}
                  {...register('codigo')}
                />
              </div>
            )}
          </InlineForm>
        </>
      )}
    </Card>
  );
}
