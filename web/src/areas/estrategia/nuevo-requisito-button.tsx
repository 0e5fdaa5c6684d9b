import {
  CATEGORIAS,
  ERRORES_ESTRATEGIA,
  ETIQUETA_CATEGORIA,
  ETIQUETA_PRIORIDAD,
  PRIORIDADES,
  requisitoNuevo,
  TEXTOS_ESTRATEGIA,
  type RequisitoNuevo,
} from '@comando/contract';
import { Plus } from 'lucide-react';
import { Button, DateField, FormDialog, SelectField, TextAreaField, TextField } from '../../ui/index.js';
import { useCrearRequisito } from './api/mutations.js';

const T = TEXTOS_ESTRATEGIA.precampana;
/** Spec §5: priority defaults to medium, category to administrative. */
const VACIO: RequisitoNuevo = {
  titulo: '',
  descripcion: '',
  fecha_limite: '',
  responsable: '',
  prioridad: 'medium',
  categoria: 'administrative',
};

/** The add button of Precampaña and its dialog 'Nuevo Requisito'. */
export function NuevoRequisitoButton() {
  const crear = useCrearRequisito();
  return (
    <FormDialog
      title={T.modal}
      schema={requisitoNuevo}
      defaultValues={VACIO}
      onSubmit={(body) => crear.mutateAsync(body)}
      saveErrorText={ERRORES_ESTRATEGIA.requisito}
      trigger={
        <Button size="sm">
          <Plus size={15} aria-hidden="true" />
          {T.agregar}
        </Button>
      }
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <TextField label={T.tituloCampo} error={errors.titulo?.message} {...register('titulo')} />
          <TextAreaField
            label={T.descripcion}
            error={errors.descripcion?.message}
            {...register('descripcion')}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <DateField control={control} name="fecha_limite" label={T.fechaLimite} />
            <TextField
              label={T.responsable}
              error={errors.responsable?.message}
              {...register('responsable')}
            />
            <SelectField label={T.prioridad} error={errors.prioridad?.message} {...register('prioridad')}>
              {PRIORIDADES.map((p) => (
                <option key={p} value={p}>
                  {ETIQUETA_PRIORIDAD[p]}
                </option>
              ))}
            </SelectField>
            <SelectField label={T.categoria} error={errors.categoria?.message} {...register('categoria')}>
              {CATEGORIAS.map((c) => (
                <option key={c} value={c}>
                  {ETIQUETA_CATEGORIA[c]}
                </option>
              ))}
            </SelectField>
          </div>
        </>
      )}
    </FormDialog>
  );
}
