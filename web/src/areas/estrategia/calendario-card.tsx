import {
  agruparEventos,
  ERRORES_ESTRATEGIA,
  eventoNuevo,
  formatFechaLarga,
  hoyEnLaPaz,
  MENSAJES_ESTRATEGIA,
  mesVecino,
  nombreMes,
  TEXTOS_ESTRATEGIA,
  textoCantidadEventos,
  type Evento,
} from '@comando/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import {
  Alert,
  cn,
  ClickableCard,
  ConfirmDelete,
  DateField,
  aboveCardTarget,
  IconButton,
  InlineForm,
  Modal,
  QueryState,
  TextField,
} from '../../ui/index.js';
import { useCrearEvento, useEliminarEvento, useMarcarEvento } from './api/mutations.js';
import { useEventos } from './api/queries.js';
import { CalendarioMes } from './calendario-mes.js';

const T = TEXTOS_ESTRATEGIA.calendario;
type Entrada = z.input<typeof eventoNuevo>;
type Salida = z.output<typeof eventoNuevo>;

/** Calendario Estratégico: month grid on the card, events managed in the modal. */
export function CalendarioCard({ className }: { className?: string }) {
  const eventos = useEventos();
  const hoy = hoyEnLaPaz(new Date());
  const [mes, setMes] = useState(() => ({ anio: Number(hoy.slice(0, 4)), mes: Number(hoy.slice(5, 7)) }));
  const [modal, setModal] = useState<{ open: boolean; fecha: string }>({ open: false, fecha: hoy });
  return (
    // Spec areas.md §2: clicking the card opens 'Calendario Estratégico'; the month controls
    // and the days (which open it on their date) stay buttons of their own.
    <ClickableCard
      aria-label={T.titulo}
      className={className}
      title={T.titulo}
      onOpen={() => setModal({ open: true, fecha: hoy })}
    >
      <div className={cn('mb-2 flex items-center justify-between', aboveCardTarget)}>
        <IconButton label={T.anterior} onClick={() => setMes((m) => mesVecino(m.anio, m.mes, -1))}>
          <ChevronLeft size={18} aria-hidden="true" />
        </IconButton>
        <p className="font-semibold" aria-live="polite">
          {nombreMes(mes.anio, mes.mes)}
        </p>
        <IconButton label={T.siguiente} onClick={() => setMes((m) => mesVecino(m.anio, m.mes, 1))}>
          <ChevronRight size={18} aria-hidden="true" />
        </IconButton>
      </div>
      <QueryState query={eventos}>
        {(lista) => (
          <CalendarioMes
            anio={mes.anio}
            mes={mes.mes}
            hoy={hoy}
            eventos={lista}
            onDia={(fecha) => setModal({ open: true, fecha })}
          />
        )}
      </QueryState>
      <CalendarioModal
        open={modal.open}
        fecha={modal.fecha}
        onOpenChange={(open) => setModal((m) => ({ ...m, open }))}
      />
    </ClickableCard>
  );
}

function CalendarioModal({
  open,
  fecha,
  onOpenChange,
}: {
  open: boolean;
  fecha: string;
  onOpenChange: (o: boolean) => void;
}) {
  const eventos = useEventos();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={T.modal} size="lg">
      {/* Mounted per opening and day: it starts empty on the day that was clicked. */}
      {open && <NuevoEventoForm key={fecha} fecha={fecha} />}
      <div className="mt-5 border-t border-borde pt-4">
        <QueryState query={eventos}>{(lista) => <EventosPorFecha eventos={lista} />}</QueryState>
      </div>
    </Modal>
  );
}

function NuevoEventoForm({ fecha }: { fecha: string }) {
  const crear = useCrearEvento();
  return (
    <InlineForm<Entrada, Salida, Evento>
      schema={eventoNuevo}
      defaultValues={{ title: '', date: fecha }}
      onSubmit={(body) => crear.mutateAsync(body)}
      onDone={(ev, form) => form.reset({ title: '', date: ev.fecha })}
      saveErrorText={ERRORES_ESTRATEGIA.evento}
      submitLabel={T.agregar}
    >
      {({ register, control, formState }) => (
        <>
          <h3 className="text-sm font-semibold">{T.nuevo}</h3>
          <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
            <TextField label={T.tituloCampo} error={formState.errors.title?.message} {...register('title')} />
            <DateField control={control} name="date" label={T.fecha} />
          </div>
        </>
      )}
    </InlineForm>
  );
}

function EventosPorFecha({ eventos }: { eventos: Evento[] }) {
  const marcar = useMarcarEvento();
  const eliminar = useEliminarEvento();
  if (eventos.length === 0) return <p className="text-sm text-tenue">{T.sinEventos}</p>;
  return (
    <div className="flex flex-col gap-4">
      {marcar.isError && (
        <Alert onDismiss={() => marcar.reset()}>
          {ERRORES_ESTRATEGIA.evento}: {marcar.error.message || MENSAJES_ESTRATEGIA.errorActualizar}
        </Alert>
      )}
      {agruparEventos(eventos).map((g) => (
        <section key={g.fecha}>
          <h4 className="mb-1 text-sm font-semibold">
            {formatFechaLarga(g.fecha)}{' '}
            <span className="font-normal text-tenue">{textoCantidadEventos(g.eventos.length)}</span>
          </h4>
          <ul className="flex flex-col gap-1">
            {g.eventos.map((e) => (
              <li key={e.id} className="flex items-center gap-2 rounded-md bg-panel-2 px-3 py-1.5 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-teal"
                  checked={e.completado}
                  disabled={marcar.isPending}
                  aria-label={`${TEXTOS_ESTRATEGIA.completado}: ${e.titulo}`}
                  onChange={() => marcar.mutate({ id: e.id, completado: !e.completado })}
                />
                <span className={e.completado ? 'flex-1 text-tenue line-through' : 'flex-1'}>{e.titulo}</span>
                <span className={e.completado ? 'text-xs text-teal' : 'text-xs text-rosa'}>
                  {e.completado ? TEXTOS_ESTRATEGIA.completado : TEXTOS_ESTRATEGIA.pendiente}
                </span>
                <ConfirmDelete
                  label={`${TEXTOS_ESTRATEGIA.eliminar} ${e.titulo}`}
                  title={T.eliminarTitulo}
                  onConfirm={() => eliminar.mutateAsync(e.id)}
                  text={TEXTOS_ESTRATEGIA.confirmarEliminar}
                  confirmLabel={TEXTOS_ESTRATEGIA.eliminar}
                  errorText={MENSAJES_ESTRATEGIA.errorEliminar}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
