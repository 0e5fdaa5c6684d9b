import {
  ejeNuevo,
  ERRORES_ESTRATEGIA,
  MENSAJES_ESTRATEGIA,
  TEXTOS_COMUNES,
  TEXTOS_ESTRATEGIA,
  type Eje,
} from '@comando/contract';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import type { z } from 'zod';
import {
  ConfirmDelete,
  ClickableCard,
  IconButton,
  InlineForm,
  Modal,
  QueryState,
  TextAreaField,
  TextField,
} from '../../ui/index.js';
import { useActualizarEje, useCrearEje, useEliminarEje } from './api/mutations.js';
import { useEjes } from './api/queries.js';

const T = TEXTOS_ESTRATEGIA.debate;
type Entrada = z.input<typeof ejeNuevo>;
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
  const [editando, setEditando] = useState<Eje | null>(null);
  const cerrar = (o: boolean) => {
    if (!o) setEditando(null);
    onOpenChange(o);
  };

  return (
    <Modal open={open} onOpenChange={cerrar} title={T.modal} size="lg">
      {/* Mounted again for each theme edited: it starts from that theme's values. */}
      <InlineForm
        key={editando?.id ?? ''}
        schema={ejeNuevo}
        defaultValues={editando ? { title: editando.titulo, strategy: editando.estrategia } : VACIO}
        onSubmit={({ title, strategy }) =>
          editando
            ? actualizar.mutateAsync({ id: editando.id, body: { title, strategy } })
            : crearEje.mutateAsync({ title, strategy })
        }
        onDone={(_, form) => {
          form.reset(VACIO);
          setEditando(null);
        }}
        saveErrorText={ERRORES_ESTRATEGIA.eje}
        submitLabel={editando ? TEXTOS_COMUNES.guardar : T.agregar}
        onCancel={editando ? () => setEditando(null) : undefined}
        aria-labelledby={`${id}-form`}
      >
        {({ register, formState: { errors } }) => (
          <>
            <h3 id={`${id}-form`} className="text-sm font-semibold">
              {editando ? T.editarEje : T.agregarEje}
            </h3>
            <TextField label={T.tituloCampo} error={errors.title?.message} {...register('title')} />
            <TextAreaField label={T.estrategia} error={errors.strategy?.message} {...register('strategy')} />
          </>
        )}
      </InlineForm>
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
                      onClick={() => setEditando(e)}
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
