import { formatNumero, formatPorcentaje, muestraNueva, TEXTOS_ACTAS, type Partido } from '@comando/contract';
import { Button, Card, FormDialog, NumberField, QueryState, TextField } from '../../../ui/index.js';
import { useSortearMuestra } from './api/mutations.js';
import { useConteoRapido } from './api/queries.js';
import { colorPartido, CuadroColor } from '../actas/index.js';

/** The quick count: estimate and 95 % interval per party from the sample's arrived actas. */
export function ConteoRapidoCard({ esAdmin, partidos }: { esAdmin: boolean; partidos: Partido[] }) {
  const rapido = useConteoRapido();
  return (
    <Card
      title={TEXTOS_ACTAS.rapidoTitulo}
      className="mt-6"
      actions={esAdmin ? <SortearMuestraButton /> : undefined}
    >
      <p className="mb-3 text-sm text-tenue">{TEXTOS_ACTAS.rapidoAyuda}</p>
      <QueryState query={rapido}>
        {(r) =>
          r.semilla === null ? (
            <p className="text-sm text-tenue">{TEXTOS_ACTAS.sinMuestra}</p>
          ) : (
            <>
              <p className="mb-2 text-sm">
                {TEXTOS_ACTAS.muestraDe(formatNumero(r.recibidas), formatNumero(r.muestra), r.semilla)}
              </p>
              <ul className="flex flex-col gap-2">
                {r.partidos.map((p) => (
                  <li key={p.sigla} className="grid grid-cols-[5rem_1fr] items-center gap-3 text-sm">
                    <span className="font-semibold">
                      <CuadroColor color={colorPartido(partidos, p.sigla)} className="mr-2" />
                      {p.sigla}
                    </span>
                    <span>
                      <strong className="tabular-nums">{formatPorcentaje(p.estimacion, 1)}</strong>{' '}
                      <span className="text-tenue">
                        {TEXTOS_ACTAS.intervalo(
                          formatPorcentaje(p.ic95[0], 1),
                          formatPorcentaje(p.ic95[1], 1),
                        )}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </Card>
  );
}

/** Admin: draws the quick count's sample (size and seed, so it can be drawn again and checked). */
function SortearMuestraButton() {
  const sortear = useSortearMuestra();
  return (
    <FormDialog
      title={TEXTOS_ACTAS.sortear}
      description={TEXTOS_ACTAS.sortearAyuda}
      schema={muestraNueva}
      defaultValues={{ tamano: 1500, semilla: '' }}
      onSubmit={(body) => sortear.mutateAsync(body)}
      saveErrorText={TEXTOS_ACTAS.errorSortear}
      submitLabel={TEXTOS_ACTAS.sortear}
      busyLabel={TEXTOS_ACTAS.sorteando}
      trigger={
        <Button size="sm" variant="secondary">
          {TEXTOS_ACTAS.sortear}
        </Button>
      }
    >
      {({ control, register, formState: { errors } }) => (
        <>
          <NumberField control={control} name="tamano" label={TEXTOS_ACTAS.tamano} min={1} />
          <TextField
            label={TEXTOS_ACTAS.semilla}
            hint={TEXTOS_ACTAS.semillaAyuda}
            error={errors.semilla?.message}
            {...register('semilla')}
          />
        </>
      )}
    </FormDialog>
  );
}
