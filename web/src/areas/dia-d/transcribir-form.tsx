import {
  figurasActa,
  TEXTOS_ACTAS,
  type ActaPorTranscribir,
  type FigurasActa,
  type Partido,
} from '@comando/contract';
import { Button, SaveError, useFormulario } from '../../ui/index.js';
import { useTranscribir } from './api/mutations.js';
import { FigurasFields, figurasVacias, FotoActa, MesaDeActa, type Figuras } from './figuras-acta.js';

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
  const form = useFormulario<Figuras, FigurasActa>(figurasActa, figurasVacias(partidos), () => {
    if (transcribir.isError) transcribir.reset();
  });
  const enviar = form.handleSubmit(async (figuras) => {
    try {
      const r = await transcribir.mutateAsync({ id: acta.id, figuras });
      alGuardar(r.estado);
    } catch {
      return; // Shown under the form with the server's reason.
    }
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-2">
        <MesaDeActa acta={acta} />
        <FotoActa acta={acta} />
      </div>
      <form noValidate onSubmit={(e) => void enviar(e)} className="flex flex-col gap-4">
        <FigurasFields form={form} partidos={partidos} habilitados={acta.mesa.habilitados} />
        <SaveError text={TEXTOS_ACTAS.errorTranscribir} error={transcribir.error} />
        <Button type="submit" disabled={form.formState.isSubmitting} className="self-start">
          {form.formState.isSubmitting ? TEXTOS_ACTAS.guardando : TEXTOS_ACTAS.guardarTranscripcion}
        </Button>
      </form>
    </div>
  );
}
