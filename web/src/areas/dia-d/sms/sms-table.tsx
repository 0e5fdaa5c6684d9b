import {
  ETIQUETA_ENVIO_SMS,
  ETIQUETA_RESULTADO_SMS,
  formatFechaHora,
  TEXTOS_SMS as T,
  type SmsRecibido,
} from '@comando/contract';
import { Button, Card, cn, EmptyState, PanelError, Spinner } from '../../../ui/index.js';
import { useSmsRecibidos } from './api/queries.js';

const BIEN = new Set(['acta', 'acta-repetida', 'llegada']);

function Fila({ s }: { s: SmsRecibido }) {
  return (
    <tr className="border-t border-borde align-top">
      <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap tabular-nums">
        {formatFechaHora(s.llegadoEn)}
      </th>
      <td data-label={T.columnaNumero} className="px-3 py-2 font-mono text-xs">
        {s.telefono}
      </td>
      <td data-label={T.columnaTexto} className="px-3 py-2 font-mono text-xs [overflow-wrap:anywhere]">
        {s.texto}
      </td>
      <td data-label={T.columnaResultado} className="px-3 py-2">
        <span className={cn('font-medium', BIEN.has(s.resultado) ? 'text-teal' : 'text-coral')}>
          {ETIQUETA_RESULTADO_SMS[s.resultado]}
          {s.mesa ? ` · ${s.mesa}` : ''}
        </span>
        {s.detalle && <span className="block text-xs text-tenue">{s.detalle}</span>}
      </td>
      <td data-label={T.columnaRespuesta} className="px-3 py-2 text-xs [overflow-wrap:anywhere]">
        {s.respuesta ?? T.sinRespuesta}
        {s.envio && <span className="block text-tenue">{ETIQUETA_ENVIO_SMS[s.envio]}</span>}
      </td>
    </tr>
  );
}

/** Every SMS the gateway posted, newest first, with what became of it and of its reply. */
export function SmsTable() {
  const lista = useSmsRecibidos(true);
  const filas = lista.data?.pages.flatMap((p) => p.sms) ?? [];
  return (
    <Card title={T.recibidos} className="mt-4">
      {lista.isPending ? (
        <Spinner text={T.cargando} />
      ) : lista.isError && filas.length === 0 ? (
        <PanelError
          reason={lista.error.message}
          retrying={lista.isFetching}
          onRetry={() => void lista.refetch()}
        />
      ) : filas.length === 0 ? (
        <EmptyState title={T.ninguno} />
      ) : (
        <table className="tabla-apilada w-full text-sm">
          <caption className="sr-only">{T.recibidos}</caption>
          <thead className="bg-panel-2 text-xs text-tenue uppercase">
            <tr>
              {[T.columnaHora, T.columnaNumero, T.columnaTexto, T.columnaResultado, T.columnaRespuesta].map(
                (h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-left">
                    {h}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {filas.map((s) => (
              <Fila key={s.id} s={s} />
            ))}
          </tbody>
        </table>
      )}
      {lista.isFetchNextPageError && (
        <PanelError
          reason={lista.error?.message}
          retrying={lista.isFetchingNextPage}
          onRetry={() => void lista.fetchNextPage()}
        />
      )}
      {lista.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3 self-start"
          disabled={lista.isFetchingNextPage}
          onClick={() => void lista.fetchNextPage()}
        >
          {lista.isFetchingNextPage ? T.cargando : T.cargarMas}
        </Button>
      )}
    </Card>
  );
}
