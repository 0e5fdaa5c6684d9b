import { Download } from 'lucide-react';
import { conEleccion } from '../../../api/eleccion-elegida.js';

/** A CSV download of Día D (the browser saves it; the server records the download). */
export function DescargaCsvLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={conEleccion(href)}
      download
      className="inline-flex min-h-9 items-center gap-2 rounded-lg border border-borde bg-panel-2 px-3 text-sm font-medium hover:border-teal"
    >
      <Download size={16} aria-hidden="true" />
      {children}
    </a>
  );
}
