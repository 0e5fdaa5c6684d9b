import {
  CAMPOS_SOLO_LECTURA,
  ESQUEMAS_PANELES,
  ETIQUETAS_CAMPOS_PANELES,
  MENSAJES_PANELES,
  TITULOS_PANELES,
  type IdPanel,
  TEXTOS_PANELES as TP,
} from '@comando/contract';
import { Pencil } from 'lucide-react';
import { get, type Control, type FieldErrors, type FieldValues, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, IconButton, NumberField, TextField } from '../../ui/index.js';
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
  const guardar = useActualizarPanel(panel);
  const schema = ESQUEMAS_PANELES[panel] as unknown as z.ZodType<FieldValues, FieldValues>;
  const inicial: FieldValues = { ...datos };
  return (
    <FormDialog
      title={TP.editar(TITULOS_PANELES[panel])}
      size="lg"
      schema={schema}
      defaultValues={() => structuredClone(inicial)}
      onSubmit={(body) => guardar.mutateAsync(body)}
      saveErrorText={MENSAJES_PANELES.errorGuardar}
      trigger={
        <IconButton label={TP.editar(TITULOS_PANELES[panel])}>
          <Pencil size={16} aria-hidden="true" />
        </IconButton>
      }
    >
      {({ register, control, formState: { errors } }) => (
        <Campos valor={datos} ruta="" register={register} control={control} errors={errors} />
      )}
    </FormDialog>
  );
}

interface CamposProps {
  valor: object;
  ruta: string;
  register: UseFormRegister<FieldValues>;
  control: Control<FieldValues, unknown, FieldValues>;
  errors: FieldErrors;
  /** Suffix of every label inside a row of a list ("(Marzo)", "(2)"), so names stay unique. */
  sufijo?: string;
}

/** The inputs of an object: numbers and texts, lists of rows as fieldsets. */
function Campos({ valor, ruta, register, control, errors, sufijo = '' }: CamposProps) {
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
              <NumberField key={clave} control={control} name={path} label={label} min={0} />
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
                control={control}
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
