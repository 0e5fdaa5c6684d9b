import {
  carpetaCampos,
  errorCantidadArchivos,
  MENSAJES_JURIDICO,
  TEXTOS_JURIDICO,
  TIPOS_CARPETA,
  type TipoCarpeta,
} from '@comando/contract';
import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { Card, FileField, InlineForm, SelectField, TextAreaField, TextField } from '../../ui/index.js';
import { useCrearCarpeta } from './api/mutations.js';

/** The contract's fields plus the chosen files, with the spec's count rule (§5). */
const formulario = carpetaCampos.extend({ files: z.custom<FileList | null>() }).superRefine((v, ctx) => {
  const error = errorCantidadArchivos(v.type, v.files?.length ?? 0);
  if (error) ctx.addIssue({ code: 'custom', path: ['files'], message: error });
});
type Formulario = z.input<typeof formulario>;

const ACEPTA = '.pdf,.png,.jpg,.jpeg,.webp,.docx,.xlsx,.txt';

/** Folder creation form; its type follows the open tab. Remounted (key) after each save. */
export function CarpetaForm({ tab, onCreada }: { tab: TipoCarpeta; onCreada: (tipo: TipoCarpeta) => void }) {
  const crear = useCrearCarpeta();
  return (
    <Card title={TEXTOS_JURIDICO.nuevaCarpeta}>
      <InlineForm
        schema={formulario}
        defaultValues={{ name: '', description: '', type: tab, files: null }}
        onSubmit={(v) =>
          crear.mutateAsync({
            name: v.name,
            description: v.description,
            type: v.type,
            files: [...(v.files ?? [])],
          })
        }
        onDone={(c) => onCreada(c.type)}
        saveErrorText={MENSAJES_JURIDICO.errorGuardarCarpeta}
        submitLabel={TEXTOS_JURIDICO.crear}
        busyLabel={TEXTOS_JURIDICO.creando}
        align="start"
      >
        {(form) => <Campos form={form} tab={tab} />}
      </InlineForm>
    </Card>
  );
}

function Campos({
  form,
  tab,
}: {
  form: UseFormReturn<Formulario, unknown, z.output<typeof formulario>>;
  tab: TipoCarpeta;
}) {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  useEffect(() => setValue('type', tab), [tab, setValue]);
  const tipo = useWatch({ control, name: 'type' });
  const esContrato = tipo === 'contratos';
  return (
    <>
      <TextField
        label={TEXTOS_JURIDICO.nombre}
        autoComplete="off"
        maxLength={150}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        label={TEXTOS_JURIDICO.descripcion}
        maxLength={1000}
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectField label={TEXTOS_JURIDICO.tipo} error={errors.type?.message} {...register('type')}>
        {TIPOS_CARPETA.map((t) => (
          <option key={t} value={t}>
            {TEXTOS_JURIDICO.tabs[t]}
          </option>
        ))}
      </SelectField>
      <FileField
        label={esContrato ? TEXTOS_JURIDICO.archivoContrato : TEXTOS_JURIDICO.archivos}
        hint={esContrato ? TEXTOS_JURIDICO.ayudaContrato : TEXTOS_JURIDICO.ayudaExpediente}
        multiple={!esContrato}
        accept={ACEPTA}
        error={errors.files?.message}
        {...register('files')}
      />
    </>
  );
}
