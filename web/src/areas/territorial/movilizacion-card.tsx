import { TEXTOS_TERRITORIAL } from '@comando/contract';
import { Construction } from 'lucide-react';
import { Card } from '../../ui/index.js';

const T = TEXTOS_TERRITORIAL;

/** Disabled placeholder with no data (spec). */
export function MovilizacionCard() {
  return (
    <Card title={T.movilizacion} aria-label={T.movilizacion} aria-disabled="true" className="opacity-60">
      <div className="flex flex-col items-center justify-center gap-2 py-10 text-center">
        <Construction size={32} aria-hidden="true" className="text-tenue" />
        <p className="font-semibold text-texto">{T.proximamente}</p>
        <p className="text-sm text-tenue">{T.enDesarrollo}</p>
      </div>
    </Card>
  );
}
