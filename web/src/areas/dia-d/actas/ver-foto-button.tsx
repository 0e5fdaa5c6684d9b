import { Modal } from '../../../ui/index.js';
import { EvidenciaActa } from '../impugnaciones/index.js';
import { FotoVisor } from './foto-visor.js';

/**
 * A link-like button that opens a photo in the viewer, in a dialog (lists stay compact). An
 * acta's photo (`mesa` given) shows its hashes and the challenge below it.
 */
export function VerFotoButton({
  src,
  alt,
  label,
  mesa,
}: {
  src: string;
  alt: string;
  label: string;
  mesa?: string;
}) {
  return (
    <Modal
      title={alt}
      size="xl"
      trigger={
        <button type="button" className="self-start text-left text-sm text-teal underline">
          {label}
        </button>
      }
    >
      <FotoVisor src={src} alt={alt} />
      {mesa && <EvidenciaActa mesa={mesa} />}
    </Modal>
  );
}
