import {
  fillPath,
  fotoActa,
  nombreDepartamento,
  PARAMETRO_ELECCION,
  TEXTOS_ELECCIONES as T,
  type ComparacionElecciones,
  type EleccionBreve,
} from '@comando/contract';
import { useQuery } from '@tanstack/react-query';
import { eleccionesQuery } from '../../../api/elecciones.js';
import { Card, EmptyState } from '../../../ui/index.js';
import { VerFotoButton } from '../actas/index.js';
import { CambioTexto, pct } from './cifras.js';

/** An acta's photo in its own election: the copy of one that ended is named in the address. */
function useFotoDe(e: EleccionBreve) {
  const actual = useQuery(eleccionesQuery).data?.find((x) => x.actual);
  return (actaId: string) => {
    const ruta = fillPath(fotoActa.path, { id: actaId });
    return actual?.id === e.id ? ruta : `${ruta}?${PARAMETRO_ELECCION}=${e.id}`;
  };
}

/** The mesas both elections counted whose share of ours moved most, with both actas' photos. */
export function MesasQueCambiaron({ c }: { c: ComparacionElecciones }) {
  const fotoA = useFotoDe(c.a);
  const fotoB = useFotoDe(c.b);
  return (
    <Card title={T.masCambiaron} subtitle={T.masCambiaronAyuda}>
      {c.mesas.length === 0 ? (
        <EmptyState title={T.ningunaMesa} />
      ) : (
        <ol className="flex flex-col divide-y divide-borde">
          {c.mesas.map((m) => (
            <li key={m.codigo} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {m.codigo} · <CambioTexto puntos={m.cambio} />
                </p>
                <p className="text-sm break-words text-tenue">
                  {m.recinto}, {m.municipio} ({nombreDepartamento(m.departamento)}) · {pct(m.a.porcentaje)} →{' '}
                  {pct(m.b.porcentaje)}
                </p>
              </div>
              <div className="flex flex-wrap gap-3">
                <VerFotoButton src={fotoA(m.a.actaId)} alt={T.fotoA(m.codigo)} label={T.fotoA(m.codigo)} />
                <VerFotoButton src={fotoB(m.b.actaId)} alt={T.fotoB(m.codigo)} label={T.fotoB(m.codigo)} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
