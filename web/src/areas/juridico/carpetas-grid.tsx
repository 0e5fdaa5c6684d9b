import {
  abreArchivoDirecto,
  formatFechaHora,
  MENSAJES_JURIDICO,
  TEXTOS_JURIDICO,
  type Carpeta,
} from '@comando/contract';
import { FileText, Folder } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDelete, EmptyState } from '../../ui/index.js';
import { useEliminarCarpeta } from './api/mutations.js';
import { CarpetaDialog } from './carpeta-dialog.js';
import { ArchivoVisor, type ArchivoAbierto } from './archivo-visor.js';

/** Grid of the folders of one tab. A contract opens its file; other folders open their dialog. */
export function CarpetasGrid({ carpetas }: { carpetas: Carpeta[] }) {
  const [visor, setVisor] = useState<ArchivoAbierto | null>(null);
  // `?carpeta=<id>` opens that folder (Día D's «Preparar impugnación» links to its file).
  const [params] = useSearchParams();
  const [abiertaId, setAbiertaId] = useState<string | null>(() => params.get('carpeta'));
  const eliminar = useEliminarCarpeta();
  // The open folder is read from the list, so it shows files added or removed meanwhile.
  const abierta = carpetas.find((c) => c.id === abiertaId) ?? null;

  const abrir = (c: Carpeta) => {
    if (abreArchivoDirecto(c.type)) setVisor({ carpetaId: c.id, archivo: c.files[0] ?? null });
    else setAbiertaId(c.id);
  };

  if (carpetas.length === 0) {
    return <EmptyState title={TEXTOS_JURIDICO.vacio} text={TEXTOS_JURIDICO.vacioTexto} />;
  }
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {carpetas.map((c) => {
          const Icono = abreArchivoDirecto(c.type) ? FileText : Folder;
          return (
            <li
              key={c.id}
              className="relative rounded-xl border border-borde bg-panel shadow-lg shadow-black/20"
            >
              <button
                type="button"
                onClick={() => abrir(c)}
                aria-label={TEXTOS_JURIDICO.abrir(c.name)}
                className="flex h-full w-full flex-col items-start gap-2 rounded-xl p-4 pr-12 text-left hover:bg-panel-2"
              >
                <span className="flex items-center gap-2 font-semibold text-texto">
                  <Icono size={18} aria-hidden="true" className="shrink-0 text-teal" />
                  <span className="break-words">{c.name}</span>
                </span>
                <span className="line-clamp-3 text-sm text-tenue">{c.description}</span>
                <span className="mt-auto text-xs text-tenue">
                  {formatFechaHora(c.date)} · {TEXTOS_JURIDICO.cantidadArchivos(c.files.length)}
                </span>
              </button>
              <div className="absolute top-3 right-3">
                <ConfirmDelete
                  label={TEXTOS_JURIDICO.eliminarCarpeta(c.name)}
                  title={TEXTOS_JURIDICO.confirmarCarpetaTitulo}
                  text={TEXTOS_JURIDICO.confirmarCarpetaTexto(c.name)}
                  errorText={MENSAJES_JURIDICO.errorEliminar}
                  onConfirm={() => eliminar.mutateAsync(c.id)}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {visor && <ArchivoVisor abierto={visor} onClose={() => setVisor(null)} />}
      {abierta && <CarpetaDialog carpeta={abierta} onClose={() => setAbiertaId(null)} />}
    </>
  );
}
