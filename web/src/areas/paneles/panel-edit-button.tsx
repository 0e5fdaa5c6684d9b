import { zodResolver } from '@hookform/resolvers/zod';
import {
  CAMPOS_SOLO_LECTURA,
  ESQUEMAS_PANELES,
  ETIQUETAS_CAMPOS_PANELES,
  MENSAJES_PANELES,
  TEXTOS_COMUNES,
  TITULOS_PANELES,
  type IdPanel,
} from '@comando/contract';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { get, useForm, type FieldErrors, type FieldValues, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, Button, IconButton, Modal, numeroDeCampo, TextField } from '../../ui/index.js';
import { useActualizarPanel } from './api/mutations.js';

function mensajeDe(e: unknown): string | undefined {
  return e && typeof e === 'object' && 'message' in e && typeof e.message === 'string'
    ? e.message
    : undefined;
}

const etiqueta = (clave: string) => ETIQUETAS_CAMPOS_PANELES[clave] ?? clave;
const soloLectura = (clave: string) => (CAMPOS_SOLO_LECTURA as readonly string[]).includes(clave);

/** Admin only: an edit button on a panel, opening a form of all its figures (PUT). */
export function PanelEditButton({ panel, datos }: { panel: IdPanel; datos: object }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton label={`Editar ${TITULOS_PANELES[panel]}`} onClick={() => setOpen(true)}>
        <Pencil size={16} aria-hidden="true" />
      </IconButton>
      {open && <PanelEditModal panel={panel} datos={datos} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Form values are the panel's figures as text (inputs), converted back by the contract schema. */
function aTexto(v: unknown): unknown {
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.map(aTexto);
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, aTexto(x)]));
  return v;
}

function PanelEditModal({ panel, datos, onClose }: { panel: IdPanel; datos: object; onClose: () => void }) {
  const guardar = useActualizarPanel(panel);
  const schema = ESQUEMAS_PANELES[panel] as unknown as z.ZodType<FieldValues, FieldValues>;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FieldValues, unknown, FieldValues>({
    resolver: zodResolver(schema),
    defaultValues: aTexto(datos) as FieldValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const onSubmit = handleSubmit((body) => guardar.mutate(body, { onSuccess: onClose }));
  const formId = `form-panel-${panel}`;
  return (
    <Modal
      open
      size="lg"
      onOpenChange={(o) => {
        if (!o && !guardar.isPending) onClose();
      }}
      title={`Editar ${TITULOS_PANELES[panel]}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={guardar.isPending}>
            {TEXTOS_COMUNES.cancelar}
          </Button>
          <Button type="submit" form={formId} disabled={guardar.isPending}>
            {guardar.isPending ? TEXTOS_COMUNES.guardando : TEXTOS_COMUNES.guardar}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <Campos valor={datos} ruta="" register={register} errors={errors} />
        {guardar.isError && (
          <Alert>
            <p className="font-semibold">{MENSAJES_PANELES.errorGuardar}</p>
            {guardar.error.message !== MENSAJES_PANELES.errorGuardar && <p>{guardar.error.message}</p>}
          </Alert>
        )}
      </form>
    </Modal>
  );
}

interface CamposProps {
  valor: object;
  ruta: string;
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors;
  /** Suffix of every label inside a row of a list ("(Marzo)", "(2)"), so names stay unique. */
  sufijo?: string;
}

/** The inputs of an object: numbers and texts, lists of rows as fieldsets. */
function Campos({ valor, ruta, register, errors, sufijo = '' }: CamposProps) {
  const entradas = Object.entries(valor);
  const simples = entradas.filter(([, v]) => typeof v === 'number' || typeof v === 'string');
  const listas = entradas.filter(([, v]) => Array.isArray(v));
  return (
    <>
      {simples.length > 0 && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {simples.map(([clave, v]) => {
            const path = `${ruta}${clave}`;
            // The row suffix keeps names unique for assistive technology; sighted users see the row heading.
            const label = (
              <>
                {etiqueta(clave)}
                {sufijo && <span className="sr-only">{sufijo}</span>}
              </>
            );
            if (soloLectura(clave)) {
              return (
                <p key={clave} className="self-end pb-2 text-sm text-tenue">
                  {etiqueta(clave)}: <span className="text-texto">{String(v)}</span>
                </p>
              );
            }
            const error = mensajeDe(get(errors, path));
            return typeof v === 'number' ? (
              <TextField
                key={clave}
                type="number"
                step="any"
                min={0}
                label={label}
                error={error}
                {...register(path, { setValueAs: numeroDeCampo })}
              />
            ) : (
              <TextField key={clave} label={label} maxLength={100} error={error} {...register(path)} />
            );
          })}
        </div>
      )}
      {listas.map(([clave, v]) => (
        <fieldset key={clave} className="flex flex-col gap-3 rounded-lg border border-borde p-3">
          <legend className="px-1 text-sm font-semibold text-texto">{etiqueta(clave)}</legend>
          {(v as object[]).map((fila, i) => (
            <div key={i} className="flex flex-col gap-1 border-t border-borde pt-2 first-of-type:border-t-0">
              <p aria-hidden="true" className="text-xs text-tenue">
                {i + 1}
              </p>
              <Campos
                valor={fila}
                ruta={`${ruta}${clave}.${i}.`}
                register={register}
                errors={errors}
                sufijo={` (${etiqueta(clave)} ${i + 1})`}
              />
            </div>
          ))}
        </fieldset>
      ))}
    </>
  );
}
