import { TEXTOS_DIA_D as T, MENSAJES_DIA_D, formularioAsignacion } from '@comando/contract';
import { Button, FormDialog } from '../../../ui/index.js';
import { AccesoJefeButton } from './acceso-jefe-button.js';
import { useAsignarJefe } from './api/mutations.js';
import { DefensorSelect } from './defensor-select.js';

interface RecintoConJefe {
  codigo: string;
  nombre: string;
  departamento: string;
  jefe: { id: string; nombre: string; celular: string } | null;
}

/** The chief of the recinto chosen in the filters: who it is, and (staff) who it should be. */
export function JefeRecinto({ recinto }: { recinto: RecintoConJefe }) {
  const asignar = useAsignarJefe();
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-panel-2 p-3 text-sm">
      <p>
        <span className="text-tenue">{T.jefeRecinto}: </span>
        {recinto.jefe ? `${recinto.jefe.nombre} · ${recinto.jefe.celular}` : T.sinJefe}
      </p>
      {recinto.jefe && <AccesoJefeButton recinto={recinto} jefe={recinto.jefe.nombre} />}
      {/* Readers (lector) see neither the button nor the dialog (FormDialog). */}
      <FormDialog
        title={T.jefeTitulo(recinto.nombre)}
        schema={formularioAsignacion}
        defaultValues={() => ({ defensorId: recinto.jefe?.id ?? '' })}
        onSubmit={(v) => asignar.mutateAsync({ codigo: recinto.codigo, ...v })}
        saveErrorText={MENSAJES_DIA_D.errorGuardar}
        submitLabel={T.guardar}
        busyLabel={T.guardando}
        cancelLabel={T.cancelar}
        trigger={
          <Button size="sm" variant="secondary">
            {T.asignarJefe}
          </Button>
        }
      >
        {(form) => (
          <DefensorSelect
            departamento={recinto.departamento}
            ninguno={T.sinJefe}
            error={form.formState.errors.defensorId?.message}
            {...form.register('defensorId')}
          />
        )}
      </FormDialog>
    </div>
  );
}
