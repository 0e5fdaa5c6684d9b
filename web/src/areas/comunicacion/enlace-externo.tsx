import { TEXTOS_COMUNICACION as T } from '@comando/contract';
import { ExternalLink } from 'lucide-react';

/** A note's link: opens in a new tab without giving the other site a handle on ours. */
export function EnlaceExterno({ url, texto }: { url: string; texto: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={T.abrirEnlace}
      className="inline-flex items-center gap-1 font-medium break-words text-teal hover:underline"
    >
      {texto}
      <ExternalLink size={14} aria-hidden="true" className="shrink-0" />
    </a>
  );
}
