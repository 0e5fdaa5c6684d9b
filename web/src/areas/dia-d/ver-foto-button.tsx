import { Modal } from '../../ui/index.js';
import { FotoVisor } from './foto-visor.js';

/** A link-like button that opens a photo in the viewer, in a dialog (lists stay compact). */
export function VerFotoButton({ src, alt, label }: { src: string; alt: string; label: string }) {
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
    </Modal>
  );
}
