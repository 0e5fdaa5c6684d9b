import type { RegionTerritorial } from '@comando/contract';
import type { ReactNode } from 'react';
import { Modal, QueryState } from '../../ui/index.js';
import { useRegion } from './api/queries.js';

/** A card's modal for one region: loads the region in full and renders the card's content. */
export function RegionDialog({
  titulo,
  region,
  nombre,
  onClose,
  children,
}: {
  titulo: string;
  region: string | null;
  nombre: string;
  onClose: () => void;
  children: (region: RegionTerritorial) => ReactNode;
}) {
  return (
    <Modal
      open={region !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`${titulo} — ${nombre}`}
      size="lg"
    >
      {region !== null && <Contenido region={region}>{children}</Contenido>}
    </Modal>
  );
}

function Contenido({
  region,
  children,
}: {
  region: string;
  children: (region: RegionTerritorial) => ReactNode;
}) {
  const query = useRegion(region);
  return <QueryState query={query}>{children}</QueryState>;
}
