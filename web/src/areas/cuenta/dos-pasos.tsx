import { activacionDosPasos, desactivacionDosPasos, TEXTOS_DOS_PASOS as T } from '@comando/contract';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../api/session.js';
import { Button, Card, FormDialog, InlineForm, SaveError, TextField } from '../../ui/index.js';
import {
  useActivarDosPasos,
  useDesactivarDosPasos,
  useIniciarDosPasos,
  useRefrescarSesion,
} from './api/mutations.js';

/** The QR code of the otpauth:// address, drawn by our server (no outside service sees the secret). */
function CodigoQr({ svg }: { svg: string }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={T.qrAlt}
      width={200}
      height={200}
      className="rounded-lg bg-white"
    />
  );
}

/** Ten codes, once: copy them, then "Ya los guardé" ends the enrolment. */
function CodigosRecuperacion({ codigos, alTerminar }: { codigos: string[]; alTerminar: () => void }) {
  const [copiados, setCopiados] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{T.codigosTitulo}</h3>
      <p className="text-sm text-tenue">{T.codigosAyuda}</p>
      <ul
        aria-label={T.codigosTitulo}
        className="grid grid-cols-2 gap-2 rounded-lg border border-borde bg-panel-2 p-3 font-mono text-sm"
      >
        {codigos.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(codigos.join('\n')).then(
              () => setCopiados(true),
              () => setCopiados(false),
            )
          }
        >
          {T.copiar}
        </Button>
        <Button onClick={alTerminar}>{T.guardados}</Button>
      </div>
      {copiados && (
        <p role="status" className="text-sm text-teal">
          {T.copiados}
        </p>
      )}
    </div>
  );
}

/**
 * Enrolment: start (a new secret), scan the QR code, confirm with a first code, then the
 * recovery codes. Used in Mi cuenta and on the screen that requires it of admins.
 */
export function ActivarDosPasos({ alTerminar }: { alTerminar?: () => void }) {
  const iniciar = useIniciarDosPasos();
  const activar = useActivarDosPasos();
  const refrescar = useRefrescarSesion();
  const [codigos, setCodigos] = useState<string[] | null>(null);
  const terminar = () => {
    setCodigos(null);
    iniciar.reset();
    void refrescar();
    alTerminar?.();
  };

  if (codigos) return <CodigosRecuperacion codigos={codigos} alTerminar={terminar} />;
  if (!iniciar.data) {
    return (
      <div className="flex flex-col gap-3">
        <SaveError text={T.errorIniciar} error={iniciar.error} />
        <Button className="self-start" disabled={iniciar.isPending} onClick={() => iniciar.mutate()}>
          {iniciar.isPending ? T.preparando : T.activar}
        </Button>
      </div>
    );
  }
  const { qrSvg, secreto } = iniciar.data;
  return (
    <InlineForm
      schema={activacionDosPasos}
      defaultValues={{ codigo: '' }}
      onSubmit={(body) => activar.mutateAsync(body)}
      onDone={(r) => setCodigos(r.codigosRecuperacion)}
      // A wrong code is spent: the field empties for the next one.
      onError={(form) => form.reset({ codigo: '' })}
      errorClearsOnEdit
      saveErrorText={T.errorActivar}
      submitLabel={T.confirmar}
      busyLabel={T.confirmando}
      cancelLabel={T.cancelar}
      onCancel={() => iniciar.reset()}
    >
      {({ register, formState: { errors } }) => (
        <>
          <p className="text-sm">{T.paso1}</p>
          <CodigoQr svg={qrSvg} />
          <div className="text-sm text-tenue">
            <p>{T.claveManual}</p>
            <code className="mt-1 block font-mono text-sm break-all text-texto">{secreto}</code>
          </div>
          <p className="text-sm">{T.paso2}</p>
          <TextField
            label={T.codigo}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            wrapperClassName="max-w-48"
            error={errors.codigo?.message}
            {...register('codigo')}
          />
        </>
      )}
    </InlineForm>
  );
}

/** Disabling asks for the password and a code; any role may do it for their own account. */
function DesactivarDosPasos() {
  const desactivar = useDesactivarDosPasos();
  return (
    <FormDialog
      everyRole
      title={T.desactivarTitulo}
      description={T.desactivarTexto}
      size="sm"
      trigger={<Button variant="secondary">{T.desactivar}</Button>}
      schema={desactivacionDosPasos}
      defaultValues={{ contrasena: '', codigo: '' }}
      onSubmit={(body) => desactivar.mutateAsync(body)}
      errorClearsOnEdit
      saveErrorText={T.errorDesactivar}
      submitLabel={T.desactivar}
      busyLabel={T.desactivando}
      cancelLabel={T.cancelar}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextField
            label={T.contrasena}
            type="password"
            autoComplete="current-password"
            error={errors.contrasena?.message}
            {...register('contrasena')}
          />
          <TextField
            label={T.codigoORecuperacion}
            autoComplete="one-time-code"
            spellCheck={false}
            error={errors.codigo?.message}
            {...register('codigo')}
          />
        </>
      )}
    </FormDialog>
  );
}

/** Mi cuenta's card: the state, and enrolment or disabling. */
export function DosPasosCard() {
  const { data } = useSession();
  const activa = data?.dosPasos === true;
  return (
    <Card title={T.titulo}>
      {activa ? (
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-sm text-teal">
            <ShieldCheck size={18} aria-hidden="true" />
            {T.activa}
          </p>
          <div>
            <DesactivarDosPasos />
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-tenue">
            {T.inactiva} {T.ayudaInactiva}
          </p>
          <ActivarDosPasos />
        </div>
      )}
    </Card>
  );
}
