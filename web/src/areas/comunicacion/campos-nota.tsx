import { TEXTOS_COMUNICACION as T } from '@comando/contract';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../ui/index.js';

type CampoNota = 'title' | 'url' | 'media';

/** Title, link and outlet: the fields a paid press note and an earned-media note share. */
export function CamposNota({
  registrar,
  errores,
}: {
  registrar: (campo: CampoNota) => UseFormRegisterReturn<CampoNota>;
  errores: Partial<Record<CampoNota, FieldError>>;
}) {
  return (
    <>
      <TextField label={T.titulo} error={errores.title?.message} {...registrar('title')} />
      <TextField
        label={T.url}
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errores.url?.message}
        {...registrar('url')}
      />
      <TextField label={T.medio} error={errores.media?.message} {...registrar('media')} />
    </>
  );
}
