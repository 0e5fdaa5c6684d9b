import { exportarEncuestasCsv, TEXTOS_ENCUESTAS } from '@comando/contract';
import { Download } from 'lucide-react';
import { EmptyState, PageHeader, QueryState } from '../../ui/index.js';
import { useEncuestas } from './api/queries.js';
import { EncuestasTable } from './encuestas-table.js';
import { NuevaEncuestaButton } from './nueva-encuesta-button.js';

const enlaceBoton =
  'inline-flex items-center gap-2 rounded-lg border border-borde bg-panel-2 px-3 py-1.5 text-sm text-texto hover:bg-borde focus-visible:outline-2 focus-visible:outline-teal';

/** /encuestas: the poll registry, the source of the tactical tracking. */
export function EncuestasScreen() {
  const query = useEncuestas();
  const total = query.data?.length;
  return (
    <div>
      <PageHeader
        title={TEXTOS_ENCUESTAS.titulo}
        subtitle={
          total === undefined
            ? undefined
            : `${total} ${total === 1 ? 'encuesta registrada' : 'encuestas registradas'}`
        }
        actions={
          <>
            {/* A plain link: the browser downloads the CSV with the session cookie. */}
            <a href={exportarEncuestasCsv.path} download="encuestas.csv" className={enlaceBoton}>
              <Download size={16} aria-hidden="true" />
              {TEXTOS_ENCUESTAS.exportar}
            </a>
            <NuevaEncuestaButton label={TEXTOS_ENCUESTAS.agregar} />
          </>
        }
      />
      <QueryState query={query}>
        {(encuestas) =>
          encuestas.length === 0 ? (
            <EmptyState
              title={TEXTOS_ENCUESTAS.vacioTitulo}
              text={TEXTOS_ENCUESTAS.vacioTexto}
              action={<NuevaEncuestaButton label={TEXTOS_ENCUESTAS.crear} />}
            />
          ) : (
            <EncuestasTable encuestas={encuestas} />
          )
        }
      </QueryState>
    </div>
  );
}
