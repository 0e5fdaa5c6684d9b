import { MENSAJES_JURIDICO, TEXTOS_JURIDICO, type ArchivoMeta } from '@comando/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { fileUrl } from '../../api/client.js';
import { Modal, Spinner } from '../../ui/index.js';
import { urlArchivo, useArchivoDisponible } from './api/queries.js';

export interface ArchivoAbierto {
  carpetaId: string;
  /** Null when the folder has no file (spec: the viewer says it could not load it). */
  archivo: ArchivoMeta | null;
}

/** File viewer: PDFs and images inline from our own server; a clear message otherwise. */
export function ArchivoVisor({ abierto, onClose }: { abierto: ArchivoAbierto; onClose: () => void }) {
  const { archivo, carpetaId } = abierto;
  const url = archivo ? urlArchivo(carpetaId, archivo.id) : null;
  return (
    <Modal
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={archivo?.nombre ?? TEXTOS_JURIDICO.visor}
      size="xl"
      footer={
        url &&
        archivo && (
          <a
            href={fileUrl(url, true)}
            download={archivo.nombre}
            className="inline-flex items-center gap-2 rounded-lg bg-teal px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-teal/85"
          >
            <Download size={16} aria-hidden="true" />
            {TEXTOS_JURIDICO.descargarArchivo}
          </a>
        )
      }
    >
      {archivo && url ? <Contenido archivo={archivo} url={url} /> : <NoSePudo />}
    </Modal>
  );
}

function NoSePudo() {
  return (
    <p role="alert" className="py-10 text-center text-coral">
      {MENSAJES_JURIDICO.noSePudoCargar}
    </p>
  );
}

function Contenido({ archivo, url }: { archivo: ArchivoMeta; url: string }) {
  const disponible = useArchivoDisponible(url);
  const [falloImagen, setFalloImagen] = useState(false);
  if (disponible.isPending) return <Spinner text={TEXTOS_JURIDICO.cargandoArchivo} />;
  if (disponible.isError || falloImagen) return <NoSePudo />;
  if (archivo.tipo.startsWith('image/')) {
    return (
      <img
        src={url}
        alt={archivo.nombre}
        onError={() => setFalloImagen(true)}
        className="mx-auto max-h-[70vh] max-w-full rounded"
      />
    );
  }
  if (archivo.tipo === 'application/pdf' || archivo.tipo.startsWith('text/plain')) {
    return <iframe src={url} title={archivo.nombre} className="h-[70vh] w-full rounded bg-white" />;
  }
  return <p className="py-10 text-center text-tenue">{TEXTOS_JURIDICO.sinVistaPrevia}</p>;
}
