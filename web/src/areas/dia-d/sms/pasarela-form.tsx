import { ajustesSmsNuevos, recibirWebhookSms, TEXTOS_SMS as T, type AjustesSms } from '@comando/contract';
import { useState } from 'react';
import { Card, InlineForm, TextField } from '../../../ui/index.js';
import { useGuardarAjustesSms } from './api/mutations.js';

const estado = (configurada: boolean) => (configurada ? T.configurada : T.sinConfigurar);

/**
 * The gateway's address, login and webhook signing key. The secrets are never shown back: the
 * form says whether each is set, and a blank field keeps it.
 */
export function PasarelaForm({ ajustes }: { ajustes: AjustesSms }) {
  const guardar = useGuardarAjustesSms();
  const [guardada, setGuardada] = useState(false);
  const webhook = `${window.location.origin}${recibirWebhookSms.path}`;
  return (
    <Card title={T.pasarela}>
      <p className="mb-3 text-sm text-tenue">{T.pasarelaAyuda}</p>
      <InlineForm
        schema={ajustesSmsNuevos}
        defaultValues={{
          direccion: ajustes.direccion ?? '',
          usuario: ajustes.usuario ?? '',
          contrasena: '',
          claveFirma: '',
          numero: ajustes.numero ?? '',
        }}
        onSubmit={(_, form) => guardar.mutateAsync(form.getValues())}
        onEdit={() => setGuardada(false)}
        onDone={(_, form) => {
          setGuardada(true);
          form.reset({ ...form.getValues(), contrasena: '', claveFirma: '' });
        }}
        saveErrorText={T.errorGuardar}
        submitLabel={T.guardar}
        busyLabel={T.guardando}
      >
        {({ register, formState: { errors } }) => (
          <div className="flex flex-col gap-3">
            <TextField
              label={T.direccion}
              inputMode="url"
              autoComplete="off"
              placeholder="http://192.168.1.10:8080"
              error={errors.direccion?.message}
              {...register('direccion')}
            />
            <TextField
              label={T.usuario}
              autoComplete="off"
              error={errors.usuario?.message}
              {...register('usuario')}
            />
            <TextField
              label={T.contrasena}
              type="password"
              autoComplete="new-password"
              hint={`${T.estado}: ${estado(ajustes.contrasena)}. ${ajustes.contrasena ? T.dejarIgual : ''}`}
              error={errors.contrasena?.message}
              {...register('contrasena')}
            />
            <TextField
              label={T.claveFirma}
              type="password"
              autoComplete="new-password"
              hint={`${T.estado}: ${estado(ajustes.claveFirma)}. ${ajustes.claveFirma ? T.dejarIgual : ''}`}
              error={errors.claveFirma?.message}
              {...register('claveFirma')}
            />
            <TextField
              label={T.numero}
              type="tel"
              autoComplete="off"
              error={errors.numero?.message}
              {...register('numero')}
            />
            <div className="text-sm">
              <p className="text-tenue">{T.webhook}</p>
              <code className="block rounded bg-panel-2 px-2 py-1 [overflow-wrap:anywhere]">{webhook}</code>
            </div>
            {guardada && (
              <p role="status" className="text-sm text-teal">
                {T.guardada}
              </p>
            )}
          </div>
        )}
      </InlineForm>
    </Card>
  );
}
