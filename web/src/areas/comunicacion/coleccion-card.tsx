import { TEXTOS_COMUNICACION as T } from '@comando/contract';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, ConfirmDelete, EmptyState, IconButton, Modal, QueryState } from '../../ui/index.js';
import { ComunicacionCard } from './comunicacion-card.js';

export interface TextosColeccion {
  titulo: string;
  singular: string;
  plural: string;
  agregar: string;
  editar: string;
  eliminar: string;
  confirmarEliminar: string;
  vacio: string;
  errorEliminar: string;
}

type Vista<T> = { tipo: 'lista' } | { tipo: 'nuevo' } | { tipo: 'editar'; item: T };

/**
 * Card with a count that opens a dialog toggling between the list and the add
 * form (spec §2); items are edited and deleted (after a confirmation) from the list.
 */
export function ColeccionCard<T extends { id: string }>({
  textos,
  query,
  eliminar,
  icono,
  nombreItem,
  renderItem,
  renderForm,
}: {
  textos: TextosColeccion;
  query: UseQueryResult<T[]>;
  eliminar: UseMutationResult<void, Error, string>;
  icono: ReactNode;
  nombreItem: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  renderForm: (props: { inicial?: T; onTerminar: () => void }) => ReactNode;
}) {
  const [abierto, setAbierto] = useState(false);
  const [vista, setVista] = useState<Vista<T>>({ tipo: 'lista' });
  const contar = (n: number) => `${n} ${n === 1 ? textos.singular : textos.plural}`;

  const cambiarAbierto = (open: boolean) => {
    setAbierto(open);
    if (!open) setVista({ tipo: 'lista' });
  };
  const volver = () => setVista({ tipo: 'lista' });

  return (
    <>
      <ComunicacionCard
        titulo={textos.titulo}
        icono={icono}
        query={query}
        resumen={(items) => contar(items.length)}
        onAbrir={() => cambiarAbierto(true)}
      >
        {(items) => (
          <>
            <span className="text-4xl font-bold text-texto tabular-nums">{items.length}</span>
            <span className="text-sm text-tenue">{items.length === 1 ? textos.singular : textos.plural}</span>
          </>
        )}
      </ComunicacionCard>
      <Modal
        open={abierto}
        onOpenChange={cambiarAbierto}
        size="lg"
        // The form view is an InlineForm, with its own scrolling fields and actions.
        bare={vista.tipo !== 'lista'}
        title={
          vista.tipo === 'lista' ? textos.titulo : vista.tipo === 'nuevo' ? textos.agregar : textos.editar
        }
      >
        {vista.tipo === 'lista' ? (
          <div className="flex flex-col gap-4">
            <div className="flex justify-end">
              <Button onClick={() => setVista({ tipo: 'nuevo' })}>
                <Plus size={16} aria-hidden="true" />
                {textos.agregar}
              </Button>
            </div>
            <QueryState query={query}>
              {(items) =>
                items.length === 0 ? (
                  <EmptyState title={textos.vacio} />
                ) : (
                  <ul className="flex flex-col gap-3" aria-label={textos.titulo}>
                    {items.map((item) => (
                      <li
                        key={item.id}
                        className="flex items-start gap-3 rounded-lg border border-borde bg-panel-2 p-3"
                      >
                        <div className="min-w-0 flex-1">{renderItem(item)}</div>
                        <div className="flex shrink-0 gap-1">
                          <IconButton
                            label={`${textos.editar}: ${nombreItem(item)}`}
                            onClick={() => setVista({ tipo: 'editar', item })}
                          >
                            <Pencil size={16} aria-hidden="true" />
                          </IconButton>
                          <ConfirmDelete
                            label={`${textos.eliminar}: ${nombreItem(item)}`}
                            text={textos.confirmarEliminar}
                            errorText={textos.errorEliminar}
                            onConfirm={() => eliminar.mutateAsync(item.id)}
                          />
                        </div>
                      </li>
                    ))}
                  </ul>
                )
              }
            </QueryState>
          </div>
        ) : (
          <div className="flex min-h-0 flex-col">
            <div className="px-5 pt-3">
              <Button variant="ghost" size="sm" onClick={volver}>
                <ArrowLeft size={16} aria-hidden="true" />
                {T.volverLista}
              </Button>
            </div>
            {renderForm({ inicial: vista.tipo === 'editar' ? vista.item : undefined, onTerminar: volver })}
          </div>
        )}
      </Modal>
    </>
  );
}
