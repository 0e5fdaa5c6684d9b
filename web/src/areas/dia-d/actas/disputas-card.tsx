import { TEXTOS_ACTAS, type Partido } from '@comando/contract';
import { usePuedeAdministrar } from '../../../api/session.js';
import { Card, QueryState } from '../../../ui/index.js';
import { useDisputas } from './api/queries.js';
import { MesaDeActa, textoFiguras } from './figuras-acta.js';
import { ResolverButton } from './resolver-button.js';
import { VerFotoButton } from './ver-foto-button.js';

/** The actas whose transcriptions disagree with the delegate's figures, each with every reading. */
export function DisputasCard({ partidos }: { partidos: Partido[] }) {
  const puedeAdministrar = usePuedeAdministrar();
  const disputas = useDisputas();
  return (
    <Card title={TEXTOS_ACTAS.disputasTitulo} className="mt-6">
      <QueryState query={disputas}>
        {(lista) =>
          lista.length === 0 ? (
            <p className="text-sm text-tenue">{TEXTOS_ACTAS.sinDisputas}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {lista.map((a) => (
                <li key={a.id} className="flex flex-col gap-2 rounded-lg border border-borde bg-panel-2 p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <MesaDeActa acta={a} />
                    {puedeAdministrar && <ResolverButton acta={a} partidos={partidos} />}
                  </div>
                  <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
                    <dt className="font-medium text-tenue">{TEXTOS_ACTAS.delegado}</dt>
                    <dd>{textoFiguras(a.delegado, partidos)}</dd>
                    {a.transcripciones.map((x) => (
                      <div key={x.en} className="contents">
                        <dt className="font-medium text-tenue">{TEXTOS_ACTAS.transcripcion(x.usuario)}</dt>
                        <dd>{textoFiguras(x.figuras, partidos)}</dd>
                      </div>
                    ))}
                  </dl>
                  <VerFotoButton
                    src={a.fotoUrl}
                    alt={TEXTOS_ACTAS.fotoAlt(a.mesa.codigo)}
                    label={TEXTOS_ACTAS.verFoto(a.mesa.codigo)}
                    mesa={a.mesa.codigo}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Card>
  );
}
