import {
  TEXTOS_DIA_D,
  coberturaDiaD,
  diaDNuevo,
  ERRORES_ESTRATEGIA,
  formatFechaLarga,
  formatNumero,
  formatPorcentaje,
  hoyEnLaPaz,
  TEXTOS_ESTRATEGIA,
  textoCuentaRegresiva,
  type DiaD,
} from '@comando/contract';
import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  ClickableCard,
  DateField,
  FormDialog,
  NumberField,
  ProgressBar,
  QueryState,
} from '../../ui/index.js';
import { useGuardarDiaD, useSubirArchivosDiaD } from './api/mutations.js';
import { useArchivosDiaD, useDiaD } from './api/queries.js';
import { ArchivosList, SubirArchivos } from './archivos-list.js';

const T = TEXTOS_ESTRATEGIA.diaD;

/** Día D: polling-station coverage and the countdown to the stored election date. */
export function DiaDCard() {
  const diaD = useDiaD();
  const [open, setOpen] = useState(false);
  return (
    // Spec areas.md §2: clicking the card opens 'Configuración Día D'.
    <ClickableCard
      aria-label={T.titulo}
      title={T.titulo}
      onOpen={diaD.data ? () => setOpen(true) : undefined}
      actions={
        <Link to="/dia-d/mesas" className="text-sm text-teal underline">
          {TEXTOS_DIA_D.verMesas}
        </Link>
      }
    >
      <QueryState query={diaD}>{(d) => <ResumenDiaD d={d} />}</QueryState>
      {diaD.data && <DiaDModal open={open} onOpenChange={setOpen} actual={diaD.data} />}
    </ClickableCard>
  );
}

function ResumenDiaD({ d }: { d: DiaD }) {
  // With a registry of mesas the figures are live from it; without one, the spec's manual figures.
  const total = d.registro ? d.registro.mesas : d.total_casillas;
  const cubiertas = d.registro ? d.registro.conDelegado : d.casillas_cubiertas;
  const pct = coberturaDiaD(total, cubiertas);
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg bg-panel-2 p-2">
          <dt className="text-xs text-tenue">{T.total}</dt>
          <dd className="text-xl font-bold">{formatNumero(total)}</dd>
        </div>
        <div className="rounded-lg bg-panel-2 p-2">
          <dt className="text-xs text-tenue">{T.cubiertas}</dt>
          <dd className="text-xl font-bold text-teal">{formatNumero(cubiertas)}</dd>
        </div>
        <div className="rounded-lg bg-panel-2 p-2">
          <dt className="text-xs text-tenue">{T.cobertura}</dt>
          <dd className="text-xl font-bold">{formatPorcentaje(pct, 1)}</dd>
        </div>
      </dl>
      <ProgressBar value={cubiertas} max={total} label={T.cobertura} />
      {d.registro && (
        <p className="text-xs text-tenue">
          {TEXTOS_DIA_D.desdeRegistro} {TEXTOS_DIA_D.presentes}: {formatNumero(d.registro.presentes)}.
        </p>
      )}
      <p className="flex items-center gap-2 text-sm font-semibold text-aviso">
        <CalendarClock size={16} aria-hidden="true" />
        <span data-testid="cuenta-regresiva">
          {textoCuentaRegresiva(hoyEnLaPaz(new Date()), d.fecha_eleccion)}
        </span>
      </p>
      <p className="text-xs text-tenue">
        {T.fechaEleccion}: {formatFechaLarga(d.fecha_eleccion)}
      </p>
    </div>
  );
}

function DiaDModal({
  open,
  onOpenChange,
  actual,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actual: DiaD;
}) {
  const id = useId();
  const guardar = useGuardarDiaD();
  const archivos = useArchivosDiaD();
  const subir = useSubirArchivosDiaD();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={T.modal}
      schema={diaDNuevo}
      defaultValues={() => ({
        totalPollingStations: actual.total_casillas,
        coveredPollingStations: actual.casillas_cubiertas,
        electionDate: actual.fecha_eleccion,
      })}
      onSubmit={(body) => guardar.mutateAsync(body)}
      saveErrorText={ERRORES_ESTRATEGIA.diaD}
    >
      {({ control }) => (
        <>
          {actual.registro && (
            <p role="note" className="text-sm text-tenue">
              {TEXTOS_DIA_D.manualConRegistro}
            </p>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <NumberField control={control} name="totalPollingStations" label={T.total} min={1} />
            <NumberField control={control} name="coveredPollingStations" label={T.cubiertas} min={0} />
          </div>
          <DateField control={control} name="electionDate" label={T.fechaEleccion} />
          <section className="flex flex-col gap-2 border-t border-borde pt-4" aria-labelledby={`${id}-arch`}>
            <h3 id={`${id}-arch`} className="text-sm font-semibold">
              {T.archivos}
            </h3>
            <QueryState query={archivos}>
              {(lista) => <ArchivosList archivos={lista} vacio={T.sinArchivos} />}
            </QueryState>
            <SubirArchivos etiqueta={T.subir} mutacion={subir} />
          </section>
        </>
      )}
    </FormDialog>
  );
}
