import { TEXTOS_DIA_D as T, MENSAJES_DIA_D as M } from '@comando/contract';
import { useState } from 'react';
import { usePuedeEscribir } from '../../api/session.js';
import { Button, Modal, SaveError, SelectField } from '../../ui/index.js';
import { useAsignarJefe } from './api/mutations.js';
import { useDefensores } from './api/queries.js';

interface RecintoConJefe {
  codigo: string;
  nombre: string;
  departamento: string;
  jefe: { id: string; nombre: string; celular: string } | null;
}

/** The chief of the recinto chosen in the filters: who it is, and (staff) who it should be. */
export function JefeRecinto({ recinto }: { recinto: RecintoConJefe }) {
  const puedeEscribir = usePuedeEscribir();
  const [open, setOpen] = useState(false);
  const [elegido, setElegido] = useState(recinto.jefe?.id ?? '');
  const defensores = useDefensores(recinto.departamento);
  const asignar = useAsignarJefe();
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-panel-2 p-3 text-sm">
      <p>
        <span className="text-tenue">{T.jefeRecinto}: </span>
        {recinto.jefe ? `${recinto.jefe.nombre} · ${recinto.jefe.celular}` : T.sinJefe}
      </p>
      {puedeEscribir && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setElegido(recinto.jefe?.id ?? '');
            setOpen(true);
          }}
        >
          {T.asignarJefe}
        </Button>
      )}
      <Modal
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          asignar.reset();
        }}
        title={T.jefeTitulo(recinto.nombre)}
        footer={
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                setOpen(false);
                asignar.reset();
              }}
            >
              {T.cancelar}
            </Button>
            <Button
              disabled={asignar.isPending}
              onClick={() =>
                asignar.mutate(
                  { codigo: recinto.codigo, defensorId: elegido || null },
                  { onSuccess: () => setOpen(false) },
                )
              }
            >
              {asignar.isPending ? T.guardando : T.guardar}
            </Button>
          </div>
        }
      >
        <div className="flex flex-col gap-3">
          <SelectField label={T.defensor} value={elegido} onChange={(e) => setElegido(e.target.value)}>
            <option value="">{T.sinJefe}</option>
            {(defensores.data ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.nombre} · {d.celular}
              </option>
            ))}
          </SelectField>
          <SaveError text={M.errorGuardar} error={asignar.error} />
        </div>
      </Modal>
    </div>
  );
}
