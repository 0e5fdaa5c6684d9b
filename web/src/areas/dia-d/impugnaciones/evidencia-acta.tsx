import { TEXTOS_IMPUGNACION as T } from '@comando/contract';
import { Link } from 'react-router';
import { usePuedeEscribir } from '../../../api/session.js';
import { Alert, Button } from '../../../ui/index.js';
import { useEvidenciaMesa } from './api/queries.js';
import { usePrepararImpugnacion } from './api/mutations.js';

const enlaceExpediente = (carpetaId: string) =>
  `/juridico?tab=expedientes-defensa&carpeta=${encodeURIComponent(carpetaId)}`;

/**
 * Under an acta's photo (issue 29): its SHA-256 as the phone sent it and as stored, in a small
 * monospace line that wraps at 360 px; on a mesa with a verified acta and official figures, an
 * editor's «Preparar impugnación», then the link to the folder in Jurídico.
 */
export function EvidenciaActa({ mesa }: { mesa: string }) {
  const evidencia = useEvidenciaMesa(mesa);
  const preparar = usePrepararImpugnacion();
  const puedeEscribir = usePuedeEscribir();
  const e = evidencia.data;
  if (!e?.acta) return null;
  const carpetaId = preparar.data?.carpetaId ?? e.expediente?.carpetaId;
  return (
    <div className="mt-2 flex flex-col gap-2">
      <p className="font-mono text-xs break-all text-tenue">
        {T.huellaEnviada}: {e.acta.sha256Enviada ?? T.sinHuella}
        <br />
        {T.huellaGuardada}: {e.acta.sha256Guardada ?? T.sinHuella}
      </p>
      {puedeEscribir && e.oficial && e.acta.verificada && (
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" disabled={preparar.isPending} onClick={() => preparar.mutate([mesa])}>
            {preparar.isPending ? T.preparando : T.preparar}
          </Button>
          {carpetaId && (
            <Link to={enlaceExpediente(carpetaId)} className="text-sm text-teal underline">
              {T.verExpediente}
            </Link>
          )}
        </div>
      )}
      {preparar.isError && <Alert>{preparar.error.message}</Alert>}
    </div>
  );
}
