import { TEXTOS_DIA_D as T, MENSAJES_DIA_D as M, type ResultadoImportacion } from '@comando/contract';
import { useState } from 'react';
import { Button, Modal, SaveError } from '../../ui/index.js';
import { useImportarMesas } from './api/mutations.js';

/** Admin: review a registry CSV (dry run), then apply it. */
export function ImportarBoton() {
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState<string>();
  const [resultado, setResultado] = useState<ResultadoImportacion>();
  const importar = useImportarMesas();
  const enviar = (aplicar: boolean) => {
    if (csv === undefined) return;
    importar.mutate({ csv, aplicar }, { onSuccess: setResultado });
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{T.importar}</Button>
      <Modal
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) {
            setResultado(undefined);
            setCsv(undefined);
            importar.reset();
          }
        }}
        title={T.importarTitulo}
        description={T.importarAyuda}
        footer={
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {T.cerrar}
            </Button>
            <Button variant="secondary" disabled={!csv || importar.isPending} onClick={() => enviar(false)}>
              {importar.isPending ? T.revisando : T.revisar}
            </Button>
            <Button
              disabled={!resultado || resultado.aplicado || importar.isPending}
              onClick={() => enviar(true)}
            >
              {importar.isPending ? T.aplicando : T.aplicar}
            </Button>
          </div>
        }
      >
        <div className="flex flex-col gap-3">
          <label className="flex flex-col gap-1 text-sm">
            {T.archivoCsv}
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                setResultado(undefined);
                void e.target.files?.[0]?.text().then(setCsv);
              }}
            />
          </label>
          <SaveError text={M.errorImportar} error={importar.error} />
          {resultado && (
            <div role="status" className="flex flex-col gap-2 text-sm">
              <p className="font-medium">
                {resultado.aplicado
                  ? T.importacionAplicada(resultado)
                  : T.resultadoImportacion({ ...resultado, rechazadas: resultado.rechazadas.length })}
              </p>
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
