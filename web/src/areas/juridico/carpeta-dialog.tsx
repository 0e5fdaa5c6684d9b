import {
  formatFechaHora,
  formatTamano,
  MENSAJES_JURIDICO,
  TEXTOS_JURIDICO,
  type ArchivoMeta,
  type Carpeta,
} from '@comando/contract';
import { Download, Eye } from 'lucide-react';
import { useState } from 'react';
import { fileUrl } from '../../api/client.js';
import { ConfirmDelete, EmptyState, IconButton, Modal } from '../../ui/index.js';
import { urlArchivo } from './api/queries.js';
import { useEliminarArchivo } from './api/mutations.js';
import { AgregarArchivos } from './agregar-archivos.js';
import { ArchivoVisor } from './archivo-visor.js';

/** Folder dialog of defence and offence files: list with view, download and delete; add more. */
export function CarpetaDialog({ carpeta, onClose }: { carpeta: Carpeta; onClose: () => void }) {
  const [viendo, setViendo] = useState<ArchivoMeta | null>(null);
  const eliminar = useEliminarArchivo(carpeta.id);
  return (
    <Modal
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={carpeta.name}
      description={carpeta.description}
      size="lg"
    >
      {carpeta.files.length === 0 ? (
        <EmptyState title={TEXTOS_JURIDICO.sinArchivos} />
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{TEXTOS_JURIDICO.listaArchivos}</caption>
          <thead className="text-left text-xs text-tenue uppercase">
            <tr>
              <th scope="col" className="py-2">
                {TEXTOS_JURIDICO.columnaNombre}
              </th>
              <th scope="col">{TEXTOS_JURIDICO.columnaTamano}</th>
              <th scope="col">{TEXTOS_JURIDICO.columnaFecha}</th>
              <th scope="col" className="text-right">
                {TEXTOS_JURIDICO.columnaAcciones}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-borde">
            {carpeta.files.map((f) => (
              <tr key={f.id}>
                <td className="max-w-56 truncate py-2 pr-2 text-texto" title={f.nombre}>
                  {f.nombre}
                </td>
                <td className="pr-2 whitespace-nowrap text-tenue">{formatTamano(f.tamano)}</td>
                <td className="pr-2 whitespace-nowrap text-tenue">{formatFechaHora(f.subidoEn)}</td>
                <td className="text-right whitespace-nowrap">
                  <IconButton label={TEXTOS_JURIDICO.ver(f.nombre)} onClick={() => setViendo(f)}>
                    <Eye size={16} aria-hidden="true" />
                  </IconButton>
                  <a
                    href={fileUrl(urlArchivo(carpeta.id, f.id), true)}
                    download={f.nombre}
                    aria-label={TEXTOS_JURIDICO.descargar(f.nombre)}
                    title={TEXTOS_JURIDICO.descargar(f.nombre)}
                    className="inline-flex h-8 w-8 items-center justify-center rounded-md align-middle text-tenue hover:bg-panel-2 hover:text-texto"
                  >
                    <Download size={16} aria-hidden="true" />
                  </a>
                  <ConfirmDelete
                    label={TEXTOS_JURIDICO.eliminarArchivo(f.nombre)}
                    title={TEXTOS_JURIDICO.confirmarArchivoTitulo}
                    text={TEXTOS_JURIDICO.confirmarArchivoTexto(f.nombre)}
                    errorText={MENSAJES_JURIDICO.errorEliminar}
                    onConfirm={() => eliminar.mutateAsync(f.id)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AgregarArchivos carpetaId={carpeta.id} />
      {viendo && (
        <ArchivoVisor abierto={{ carpetaId: carpeta.id, archivo: viendo }} onClose={() => setViendo(null)} />
      )}
    </Modal>
  );
}
