import {
  materialesProgreso,
  MENSAJES_COMUNICACION as M,
  publicidadProgreso,
  TEXTOS_COMUNICACION as T,
} from '@comando/contract';
import { useWatch, type Control } from 'react-hook-form';
import { FormDialog, NumberField } from '../../ui/index.js';
import { useGuardarMateriales, useGuardarPublicidad } from './api/mutations.js';
import { VistaProgreso } from './vista-progreso.js';

/** What differs between the two progress dialogs of Comunicación. */
const VARIANTES = {
  // Materials dialog (spec §2): two integers, meta and producidos.
  materiales: {
    schema: materialesProgreso,
    meta: T.metaMateriales,
    actual: T.producidos,
    progreso: T.progresoMateriales,
    error: M.errorMateriales,
  },
  // Modal 'Progreso de Publicidad' (spec §2): goal, delivered, live percentage; Cancelar / Actualizar.
  publicidad: {
    schema: publicidadProgreso,
    meta: T.metaPublicidad,
    actual: T.publicidadEntregada,
    progreso: T.progresoPublicidad,
    error: M.errorPublicidad,
  },
} as const;

/** A goal and the amount reached so far, with the live percentage; saved on the server. */
export function ProgresoDialog({
  variante,
  meta,
  actual,
  open,
  onOpenChange,
}: {
  variante: keyof typeof VARIANTES;
  meta: number;
  actual: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const v = VARIANTES[variante];
  const materiales = useGuardarMateriales();
  const publicidad = useGuardarPublicidad();
  const guardar = variante === 'materiales' ? materiales : publicidad;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={v.progreso}
      schema={v.schema}
      defaultValues={{ target: meta, current: actual }}
      onSubmit={(body) => guardar.mutateAsync(body)}
      saveErrorText={v.error}
      submitLabel={T.actualizar}
      busyLabel={T.actualizando}
    >
      {({ control }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField control={control} name="target" label={v.meta} min={1} />
            <NumberField control={control} name="current" label={v.actual} min={0} />
          </div>
          <Progreso control={control} etiqueta={v.progreso} />
        </>
      )}
    </FormDialog>
  );
}

/** The live percentage of what the form holds now. */
function Progreso({
  control,
  etiqueta,
}: {
  control: Control<{ target: number; current: number }, unknown, { target: number; current: number }>;
  etiqueta: string;
}) {
  const [target, current] = useWatch({ control, name: ['target', 'current'] });
  return <VistaProgreso actual={current} meta={target} etiqueta={etiqueta} />;
}
