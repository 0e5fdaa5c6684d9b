import { pruebaSms, TEXTOS_SMS as T } from '@comando/contract';
import { useState } from 'react';
import { Card, InlineForm, TextField } from '../../../ui/index.js';
import { useProbarSms } from './api/mutations.js';

/** A test SMS through the gateway: the admin sees the number it went to, or the gateway's refusal. */
export function PruebaForm() {
  const probar = useProbarSms();
  const [enviada, setEnviada] = useState<string | null>(null);
  return (
    <Card title={T.prueba}>
      <InlineForm
        schema={pruebaSms}
        defaultValues={{ telefono: '' }}
        onSubmit={(v) => probar.mutateAsync(v.telefono)}
        onEdit={() => setEnviada(null)}
        onDone={(r) => setEnviada(r.telefono)}
        saveErrorText={T.errorPrueba}
        submitLabel={T.enviarPrueba}
        busyLabel={T.enviandoPrueba}
      >
        {({ register, formState: { errors } }) => (
          <div className="flex flex-col gap-3">
            <TextField
              label={T.telefonoPrueba}
              type="tel"
              autoComplete="off"
              error={errors.telefono?.message}
              {...register('telefono')}
            />
            {enviada && (
              <p role="status" className="text-sm text-teal">
                {T.pruebaEnviada(enviada)}
              </p>
            )}
          </div>
        )}
      </InlineForm>
    </Card>
  );
}
