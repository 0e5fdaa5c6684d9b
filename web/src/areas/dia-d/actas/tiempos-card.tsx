import { duracion, TEXTOS_TIEMPOS as T } from '@comando/contract';
import { Card, EmptyState, QueryState } from '../../../ui/index.js';
import { useTiemposTranscripcion } from './api/queries.js';

/** Admins: the median time per acta of each transcriber, slowest first, live. */
export function TiemposCard() {
  const tiempos = useTiemposTranscripcion();
  return (
    <Card title={T.titulo} className="mt-6">
      <p className="mb-2 text-sm text-tenue">{T.ayuda}</p>
      <QueryState query={tiempos}>
        {(lista) =>
          lista.length === 0 ? (
            <EmptyState title={T.sinDatos} />
          ) : (
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="text-tenue">
                  <th scope="col" className="py-1 font-medium">
                    {T.transcriptor}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {T.actas}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {T.mediana}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lista.map((t) => (
                  <tr key={t.usuarioId} className="border-t border-borde">
                    <td className="py-1">{t.nombre}</td>
                    <td className="py-1 text-right tabular-nums">{T.actasN(t.actas)}</td>
                    <td className="py-1 text-right tabular-nums">{duracion(t.medianaSegundos)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryState>
    </Card>
  );
}
