import { zodResolver } from '@hookform/resolvers/zod';
import {
  TEXTOS_DIA_D,
  coberturaDiaD,
  diaDNuevo,
  ERRORES_ESTRATEGIA,
  formatFechaLarga,
  formatNumero,
  formatPorcentaje,
  hoyEnLaPaz,
  TEXTOS_COMUNES,
  TEXTOS_ESTRATEGIA,
  textoCuentaRegresiva,
  type DiaD,
} from '@comando/contract';
import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  Button,
  Card,
  Modal,
  numeroDeCampo,
  ProgressBar,
  QueryState,
  SaveError,
  TextField,
} from '../../ui/index.js';
import { useArchivosDiaD, useDiaD, useGuardarDiaD, useSubirArchivosDiaD } from './api/dia-d.js';
import { ArchivosLista, SubirArchivos } from './archivos-lista.js';

const T = TEXTOS_ESTRATEGIA.diaD;

/** Día D: polling-station coverage and the countdown to the stored election date. */
export function DiaDCard() {
  const diaD = useDiaD();
  const [open, setOpen] = useState(false);
  return (
    <Card
      title={T.titulo}
      actions={
        <>
          <Link to="/dia-d/mesas" className="text-sm text-teal underline">
            {TEXTOS_DIA_D.verMesas}
          </Link>
          <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
            {T.abrir}
          </Button>
        </>
      }
    >
      <QueryState query={diaD}>{(d) => <ResumenDiaD d={d} />}</QueryState>
      {diaD.data && <ModalDiaD open={open} onOpenChange={setOpen} actual={diaD.data} />}
    </Card>
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

type Entrada = z.input<typeof diaDNuevo>;
type Salida = z.output<typeof diaDNuevo>;

function valoresDe(d: DiaD): Entrada {
  return {
    totalPollingStations: d.total_casillas,
    coveredPollingStations: d.casillas_cubiertas,
    electionDate: d.fecha_eleccion,
  };
}

function ModalDiaD({
  open,
  onOpenChange,
  actual,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actual: DiaD;
}) {
  const formId = useId();
  const guardar = useGuardarDiaD();
  const archivos = useArchivosDiaD();
  const subir = useSubirArchivosDiaD();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Entrada, unknown, Salida>({
    resolver: zodResolver(diaDNuevo),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    values: valoresDe(actual),
    resetOptions: { keepDirtyValues: true },
  });

  const cerrar = (o: boolean) => {
    if (!o) {
      reset(valoresDe(actual));
      guardar.reset();
    }
    onOpenChange(o);
  };

  const onSubmit = handleSubmit((body) => guardar.mutate(body, { onSuccess: () => cerrar(false) }));

  return (
    <Modal
      open={open}
      onOpenChange={cerrar}
      title={T.modal}
      footer={
        <>
          <Button variant="secondary" onClick={() => cerrar(false)}>
            {TEXTOS_COMUNES.cancelar}
          </Button>
          <Button type="submit" form={formId} disabled={guardar.isPending}>
            {guardar.isPending ? TEXTOS_COMUNES.guardando : TEXTOS_COMUNES.guardar}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
        {actual.registro && (
          <p role="note" className="text-sm text-tenue">
            {TEXTOS_DIA_D.manualConRegistro}
          </p>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={T.total}
            type="number"
            inputMode="numeric"
            min={1}
            error={errors.totalPollingStations?.message}
            {...register('totalPollingStations', { setValueAs: numeroDeCampo })}
          />
          <TextField
            label={T.cubiertas}
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.coveredPollingStations?.message}
            {...register('coveredPollingStations', { setValueAs: numeroDeCampo })}
          />
        </div>
        <TextField
          label={T.fechaEleccion}
          type="date"
          error={errors.electionDate?.message}
          {...register('electionDate')}
        />
        <SaveError text={ERRORES_ESTRATEGIA.diaD} error={guardar.error} />
      </form>
      <section
        className="mt-5 flex flex-col gap-2 border-t border-borde pt-4"
        aria-labelledby={`${formId}-arch`}
      >
        <h3 id={`${formId}-arch`} className="text-sm font-semibold">
          {T.archivos}
        </h3>
        <QueryState query={archivos}>
          {(lista) => <ArchivosLista archivos={lista} vacio={T.sinArchivos} />}
        </QueryState>
        <SubirArchivos etiqueta={T.subir} mutacion={subir} />
      </section>
    </Modal>
  );
}
