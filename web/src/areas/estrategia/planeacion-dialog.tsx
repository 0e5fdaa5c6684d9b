import {
  MENSAJES_ESTRATEGIA,
  ERRORES_ESTRATEGIA,
  estrategiaNueva,
  formatFechaCorta,
  hoyEnLaPaz,
  TEXTOS_ESTRATEGIA,
} from '@comando/contract';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { ConfirmDelete, FileField, InlineForm, Modal, QueryState, TextAreaField } from '../../ui/index.js';
import { useCrearEstrategia, useEliminarEstrategia, useSubirDocumentos } from './api/mutations.js';
import { useDocumentosClave, useEstrategias } from './api/queries.js';
import { ArchivosList, SubirArchivos } from './archivos-list.js';

const T = TEXTOS_ESTRATEGIA.planeacion;
type Entrada = z.input<typeof estrategiaNueva>;
const VACIO: Entrada = { description: '' };

/** 'Estrategia y Planeación': new strategy (one file), Documentos Clave, saved strategies. */
export function PlaneacionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const id = useId();
  const estrategias = useEstrategias();
  const documentos = useDocumentosClave();
  const subirDocumentos = useSubirDocumentos();
  const crear = useCrearEstrategia();
  const eliminar = useEliminarEstrategia();
  // A new key empties the file input after a save or a cancel.
  const [claveArchivo, setClaveArchivo] = useState(0);
  const [archivo, setArchivo] = useState<File | undefined>();
  const limpiar = () => {
    setArchivo(undefined);
    setClaveArchivo((k) => k + 1);
  };
  const cerrar = (o: boolean) => {
    if (!o) limpiar();
    onOpenChange(o);
  };

  return (
    <Modal open={open} onOpenChange={cerrar} title={T.modal} size="lg">
      <div className="flex flex-col gap-6">
        <InlineForm
          schema={estrategiaNueva}
          defaultValues={VACIO}
          onSubmit={(body) =>
            crear.mutateAsync({ date: hoyEnLaPaz(new Date()), description: body.description, archivo })
          }
          onDone={(_, form) => {
            form.reset(VACIO);
            limpiar();
          }}
          saveErrorText={ERRORES_ESTRATEGIA.estrategia}
          submitLabel={T.guardar}
          aria-labelledby={`${id}-n`}
        >
          {({ register, formState: { errors } }) => (
            <>
              <h3 id={`${id}-n`} className="text-sm font-semibold">
                {T.nueva}
              </h3>
              <TextAreaField
                label={T.descripcion}
                error={errors.description?.message}
                {...register('description')}
              />
              <FileField key={claveArchivo} label={T.archivo} onFiles={(files) => setArchivo(files[0])} />
            </>
          )}
        </InlineForm>

        <section className="flex flex-col gap-2 border-t border-borde pt-4" aria-labelledby={`${id}-d`}>
          <h3 id={`${id}-d`} className="text-sm font-semibold">
            {T.documentos}
          </h3>
          <QueryState query={documentos}>
            {(lista) => <ArchivosList archivos={lista} vacio={T.sinDocumentos} />}
          </QueryState>
          <SubirArchivos etiqueta={T.subirDocumentos} mutacion={subirDocumentos} />
        </section>

        <section className="flex flex-col gap-2 border-t border-borde pt-4" aria-labelledby={`${id}-g`}>
          <h3 id={`${id}-g`} className="text-sm font-semibold">
            {T.guardadas}
          </h3>
          <QueryState query={estrategias}>
            {(lista) =>
              lista.length === 0 ? (
                <p className="text-sm text-tenue">{T.sinEstrategias}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {lista.map((e) => (
                    <li key={e.id} className="flex items-start gap-2 rounded-lg bg-panel-2 p-3 text-sm">
                      <div className="min-w-0 flex-1">
                        <p className="whitespace-pre-line">{e.descripcion}</p>
                        <p className="mt-1 text-xs text-tenue">{formatFechaCorta(e.fecha)}</p>
                        {e.archivo && (
                          <div className="mt-2">
                            <ArchivosList archivos={[e.archivo]} />
                          </div>
                        )}
                      </div>
                      <ConfirmDelete
                        label={`${TEXTOS_ESTRATEGIA.eliminar}: ${e.descripcion.slice(0, 40)}`}
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
        </section>
      </div>
    </Modal>
  );
}
