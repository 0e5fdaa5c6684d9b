import {
  ejeNuevo,
  ERRORES_ESTRATEGIA,
  MENSAJES_ESTRATEGIA,
  TEXTOS_COMUNES,
  TEXTOS_ESTRATEGIA,
} from '@comando/contract';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import type { z } from 'zod';
import {
  Button,
  ConfirmDelete,
  ClickableCard,
  IconButton,
  Modal,
  QueryState,
  SaveError,
  TextAreaField,
  TextField,
  useFormulario,
} from '../../ui/index.js';
import { useActualizarEje, useCrearEje, useEjes, useEliminarEje } from './api/debate.js';

const T = TEXTOS_ESTRATEGIA.debate;
type Entrada = z.input<typeof ejeNuevo>;
type Salida = z.output<typeof ejeNuevo>;
const VACIO: Entrada = { title: '', strategy: '' };

/** Debate: theme titles on the card; the modal adds themes and shows their strategy. */
export function DebateCard() {
  const ejes = useEjes();
  const [open, setOpen] = useState(false);
  return (
    // Spec areas.md §2: clicking the card opens the modal 'Debate'.
    <ClickableCard aria-label={T.titulo} title={T.titulo} onOpen={() => setOpen(true)}>
      <QueryState query={ejes}>
        {(lista) =>
          lista.length === 0 ? (
            <p className="text-sm text-tenue">{T.sinEjes}</p>
          ) : (
            <ul className="flex flex-col gap-1.5 text-sm">
              {lista.map((e) => (
                <li key={e.id} className="rounded-md bg-panel-2 px-3 py-1.5">
                  {e.titulo}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <DebateModal open={open} onOpenChange={setOpen} />
    </ClickableCard>
  );
}

function DebateModal({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const id = useId();
  const ejes = useEjes();
  const crearEje = useCrearEje();
  const actualizar = useActualizarEje();
  const eliminar = useEliminarEje();
  /** The theme being edited (PUT), or null when adding. */
  const [editando, setEditando] = useState<string | null>(null);
  const guardar = editando ? actualizar : crearEje;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useFormulario<Entrada, Salida>(ejeNuevo, VACIO);
  const limpiar = () => {
    reset(VACIO);
    setEditando(null);
    crearEje.reset();
    actualizar.reset();
  };
  const cerrar = (o: boolean) => {
    if (!o) limpiar();
    onOpenChange(o);
  };
  const onSubmit = handleSubmit((body) => {
    const datos = { title: body.title, strategy: body.strategy };
    if (editando) actualizar.mutate({ id: editando, body: datos }, { onSuccess: limpiar });
    else crearEje.mutate(datos, { onSuccess: limpiar });
  });

  return (
    <Modal open={open} onOpenChange={cerrar} title={T.modal} size="lg">
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-3"
        aria-labelledby={`${id}-form`}
      >
        <h3 id={`${id}-form`} className="text-sm font-semibold">
          {editando ? T.editarEje : T.agregarEje}
        </h3>
        <TextField label={T.tituloCampo} error={errors.title?.message} {...register('title')} />
        <TextAreaField label={T.estrategia} error={errors.strategy?.message} {...register('strategy')} />
        <SaveError text={ERRORES_ESTRATEGIA.eje} error={guardar.error} />
        <div className="flex justify-end gap-2">
          {editando && (
            <Button variant="secondary" onClick={limpiar}>
              {TEXTOS_COMUNES.cancelar}
            </Button>
          )}
          <Button type="submit" disabled={guardar.isPending}>
            {guardar.isPending ? TEXTOS_COMUNES.guardando : editando ? TEXTOS_COMUNES.guardar : T.agregar}
          </Button>
        </div>
      </form>
      <div className="mt-5 border-t border-borde pt-4">
        <QueryState query={ejes}>
          {(lista) =>
            lista.length === 0 ? (
              <p className="text-sm text-tenue">{T.sinEjes}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {lista.map((e) => (
                  <li key={e.id} className="flex items-start gap-2 rounded-lg bg-panel-2 p-3">
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold">{e.titulo}</p>
                      <p className="text-sm whitespace-pre-line text-tenue">{e.estrategia}</p>
                    </div>
                    <IconButton
                      label={`${TEXTOS_COMUNES.editar} ${e.titulo}`}
                      className="h-7 w-7"
                      onClick={() => {
                        setEditando(e.id);
                        reset({ title: e.titulo, strategy: e.estrategia });
                      }}
                    >
                      <Pencil size={15} aria-hidden="true" />
                    </IconButton>
                    <ConfirmDelete
                      label={`${TEXTOS_ESTRATEGIA.eliminar} ${e.titulo}`}
                      title={T.eliminarTitulo}
                      onConfirm={() => eliminar.mutateAsync(e.id)}
                      text={TEXTOS_ESTRATEGIA.confirmarEliminar}
                      confirmLabel={TEXTOS_ESTRATEGIA.eliminar}
                      errorText={MENSAJES_ESTRATEGIA.errorEliminar}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </Modal>
  );
}
