import { figurasActa, TEXTOS_ACTAS, type ActaPorTranscribir, type Partido } from '@comando/contract';
import { InlineForm } from '../../../ui/index.js';
import { useTranscribir } from './api/mutations.js';
import { FigurasFields, figurasVacias, FotoActa, MesaDeActa } from './figuras-acta.js';

/** One acta typed from its photo, side by side; the server says whether it matched the delegate's. */
export function TranscribirForm({
  acta,
  partidos,
  alGuardar,
}: {
  acta: ActaPorTranscribir;
  partidos: Partido[];
  alGuardar: (estado: string) => void;
}) {
  const transcribir = useTranscribir();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-2">
        <MesaDeActa acta={acta} />
        <FotoActa acta={acta} />
      </div>
      <InlineForm
        schema={figurasActa}
        defaultValues={() => figurasVacias(partidos)}
        onSubmit={(figuras) => transcribir.mutateAsync({ id: acta.id, figuras })}
        onDone={(r) => alGuardar(r.estado)}
        // The server's reason stays under the form until a figure is typed again.
        errorClearsOnEdit
        saveErrorText={TEXTOS_ACTAS.errorTranscribir}
        submitLabel={TEXTOS_ACTAS.guardarTranscripcion}
        busyLabel={TEXTOS_ACTAS.guardando}
        align="start"
      >
        {(form) => <FigurasFields form={form} partidos={partidos} habilitados={acta.mesa.habilitados} />}
      </InlineForm>
    </div>
  );
}
