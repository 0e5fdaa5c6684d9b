import {
  formatTamano,
  MENSAJES_ESTRATEGIA,
  rutaArchivoEstrategia,
  TEXTOS_ESTRATEGIA as T,
  type ArchivoMeta,
} from '@comando/contract';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { fileUrl } from '../../api/client.js';
import { Alert, ConfirmDelete, FileField } from '../../ui/index.js';
import { useEliminarArchivo } from './api/mutations.js';

/** Files of the area: view inline, download, delete (with confirmation). */
export function ArchivosList({ archivos, vacio }: { archivos: ArchivoMeta[]; vacio?: string }) {
  const eliminar = useEliminarArchivo();
  if (archivos.length === 0) return vacio ? <p className="text-sm text-tenue">{vacio}</p> : null;
  return (
    <ul className="flex flex-col gap-1">
      {archivos.map((a) => (
        <li key={a.id} className="flex items-center gap-2 rounded-md bg-panel-2 px-2 py-1 text-sm">
          <FileText size={16} aria-hidden="true" className="shrink-0 text-tenue" />
          <a
            href={fileUrl(rutaArchivoEstrategia(a.id))}
            target="_blank"
            rel="noopener"
            className="min-w-0 flex-1 truncate text-teal hover:underline"
            title={`${T.ver} ${a.nombre}`}
          >
            {a.nombre}
          </a>
          <span className="shrink-0 text-xs text-tenue">{formatTamano(a.tamano)}</span>
          <a
            href={fileUrl(rutaArchivoEstrategia(a.id), true)}
            download={a.nombre}
            aria-label={`${T.descargar} ${a.nombre}`}
            title={T.descargar}
            className="inline-flex h-7 w-7 items-center justify-center rounded-md text-tenue hover:bg-borde hover:text-texto"
          >
            <Download size={15} aria-hidden="true" />
          </a>
          <ConfirmDelete
            label={`${T.eliminar} ${a.nombre}`}
            title={T.eliminar}
            onConfirm={() => eliminar.mutateAsync(a.id)}
            text={T.confirmarEliminar}
            confirmLabel={T.eliminar}
            errorText={MENSAJES_ESTRATEGIA.errorEliminar}
          />
        </li>
      ))}
    </ul>
  );
}

/** What the picker needs of an upload mutation. */
export interface Subida {
  mutate: (archivos: File[], opts?: { onSettled?: () => void }) => void;
  isPending: boolean;
  error: Error | null;
  reset: () => void;
}

/** A labelled file picker that uploads at once; shows the busy state and a readable error. */
export function SubirArchivos({
  etiqueta,
  mutacion,
  multiple = true,
}: {
  etiqueta: string;
  mutacion: Subida;
  multiple?: boolean;
}) {
  // A new key empties the picker once the upload has settled.
  const [clave, setClave] = useState(0);
  return (
    <div className="flex flex-col gap-2">
      <FileField
        key={clave}
        label={etiqueta}
        multiple={multiple}
        disabled={mutacion.isPending}
        hint={mutacion.isPending ? T.subiendo : undefined}
        onFiles={(files) => {
          if (files.length === 0) return;
          mutacion.mutate(files, { onSettled: () => setClave((k) => k + 1) });
        }}
      />
      {mutacion.error && (
        <Alert onDismiss={() => mutacion.reset()}>
          <p>{MENSAJES_ESTRATEGIA.errorArchivo}</p>
          <p className="text-xs">{mutacion.error.message}</p>
        </Alert>
      )}
    </div>
  );
}
