import { decodificarArchivo, MAX_CSV_REGISTRO, MENSAJES_DIA_D, TEXTOS_DIA_D as T } from '@comando/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, FileField, Modal, SaveError } from '../../../ui/index.js';

interface ResultadoCsv {
  rechazadas: { linea: number; motivo: string }[];
  aplicado: boolean;
}

export interface ImportarCsvDialogProps<R extends ResultadoCsv> {
  boton: string;
  titulo: string;
  ayuda: string;
  aplicar: string;
  mutacion: UseMutationResult<R, Error, { csv: string; aplicar: boolean }>;
  /** The dry run's counts, then the applied result, in words. */
  resumen: (r: R) => string;
}

/** A CSV reviewed first (dry run: counts and every rejected line), then applied in one go. */
export function ImportarCsvDialog<R extends ResultadoCsv>({
  boton,
  titulo,
  ayuda,
  aplicar,
  mutacion,
  resumen,
}: ImportarCsvDialogProps<R>) {
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState<string>();
  const [resultado, setResultado] = useState<R>();
  const enviar = (aplicarlo: boolean) => {
    if (csv === undefined) return;
    mutacion.mutate({ csv, aplicar: aplicarlo }, { onSuccess: setResultado });
  };
  // Every way out (Esc, ×, Cerrar) forgets the file and its result.
  const cambiarAbierto = (o: boolean) => {
    setOpen(o);
    if (!o) {
      setResultado(undefined);
      setCsv(undefined);
      mutacion.reset();
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => cambiarAbierto(true)}>
        {boton}
      </Button>
      <Modal
        open={open}
        onOpenChange={cambiarAbierto}
        title={titulo}
        description={ayuda}
        footer={
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => cambiarAbierto(false)}>
              {T.cerrar}
            </Button>
            <Button variant="secondary" disabled={!csv || mutacion.isPending} onClick={() => enviar(false)}>
              {mutacion.isPending ? T.revisando : T.revisar}
            </Button>
            <Button
              disabled={!resultado || resultado.aplicado || mutacion.isPending}
              onClick={() => enviar(true)}
            >
              {mutacion.isPending ? T.aplicando : aplicar}
            </Button>
          </div>
        }
      >
        <div className="flex flex-col gap-3">
          <FileField
            label={T.archivoCsv}
            accept=".csv,text/csv"
            maxMb={MAX_CSV_REGISTRO / (1024 * 1024)}
            onFiles={([archivo]) => {
              setResultado(undefined);
              // The electoral body's exports may be Latin-1: read the bytes as the server does.
              void archivo?.arrayBuffer().then((b) => setCsv(decodificarArchivo(new Uint8Array(b))));
            }}
          />
          <SaveError text={MENSAJES_DIA_D.errorImportar} error={mutacion.error} />
          {resultado && (
            <div role="status" className="flex flex-col gap-2 text-sm">
              <p className="font-medium">{resumen(resultado)}</p>
              {resultado.rechazadas.length > 0 && (
                <table className="w-full text-left">
                  <caption className="text-left font-medium">{T.lineasRechazadas}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{T.linea}</th>
                      <th scope="col">{T.motivo}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {resultado.rechazadas.slice(0, 200).map((r) => (
                      <tr key={r.linea}>
                        <td>{r.linea}</td>
                        <td>{r.motivo}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          )}
        </div>
      </Modal>
    </>
  );
}
