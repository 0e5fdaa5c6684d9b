import { figurasActa, TEXTOS_ACTAS, type ActaPorTranscribir, type Partido } from '@comando/contract';
import { Button, FormDialog } from '../../../ui/index.js';
import { useResolver } from './api/mutations.js';
import { FigurasFields, figurasVacias, FotoActa } from './figuras-acta.js';

/** Admin: the figures of an acta in dispute, typed once more from its photo, settle it. */
export function ResolverButton({ acta, partidos }: { acta: ActaPorTranscribir; partidos: Partido[] }) {
  const resolver = useResolver();
  return (
    <FormDialog
      title={TEXTOS_ACTAS.resolverTitulo(acta.mesa.codigo)}
      description={TEXTOS_ACTAS.resolverAyuda}
      schema={figurasActa}
      defaultValues={() => figurasVacias(partidos)}
      onSubmit={(figuras) => resolver.mutateAsync({ id: acta.id, figuras })}
      saveErrorText={TEXTOS_ACTAS.errorResolver}
      submitLabel={TEXTOS_ACTAS.resolver}
      size="lg"
      trigger={<Button size="sm">{TEXTOS_ACTAS.resolver}</Button>}
    >
      {(form) => (
        <>
          <FotoActa acta={acta} />
          <FigurasFields form={form} partidos={partidos} habilitados={acta.mesa.habilitados} />
        </>
      )}
    </FormDialog>
  );
}
