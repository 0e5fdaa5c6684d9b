import { errorCantidadArchivos, MENSAJES_JURIDICO, TEXTOS_JURIDICO } from '@comando/contract';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert, Button, FileField } from '../../ui/index.js';
import { useAgregarArchivos } from './api/mutations.js';

/** Adds files to a defence or offence folder (contracts are not offered this, spec §5). */
export function AgregarArchivos({ carpetaId }: { carpetaId: string }) {
  const agregar = useAgregarArchivos(carpetaId);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [clave, setClave] = useState(0);

  const enviar = () => {
    const files = [...(input.current?.files ?? [])];
    const e = errorCantidadArchivos('expedientes-defensa', files.length);
    setError(e);
    if (e) return;
    agregar.mutate(files, {
      onSuccess: () => {
        setClave((k) => k + 1);
        agregar.reset();
      },
    });
  };

  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-borde pt-4">
      <div className="flex flex-wrap items-end gap-3">
        <FileField
          key={clave}
          ref={input}
          multiple
          accept=".pdf,.png,.jpg,.jpeg,.webp,.docx,.xlsx,.txt"
          label={TEXTOS_JURIDICO.archivosNuevos}
          error={error ?? undefined}
          onChange={() => setError(null)}
          wrapperClassName="min-w-56 flex-1"
        />
        <Button variant="secondary" onClick={enviar} disabled={agregar.isPending}>
          <Upload size={16} aria-hidden="true" />
          {agregar.isPending ? TEXTOS_JURIDICO.agregando : TEXTOS_JURIDICO.agregarArchivos}
        </Button>
      </div>
      {agregar.isError && (
        <Alert>
          {MENSAJES_JURIDICO.errorAgregarArchivos}: {agregar.error.message}
        </Alert>
      )}
    </div>
  );
}
