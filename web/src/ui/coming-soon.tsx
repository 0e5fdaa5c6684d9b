import { TEXTOS_COMUNES } from '@comando/contract';
import { PageHeader } from './page.js';

/** A screen whose issue has not landed yet: its title and "Próximamente". */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div>
      <PageHeader title={title} />
      <p className="rounded-xl border border-dashed border-borde p-8 text-center text-tenue">
        {TEXTOS_COMUNES.proximamente}
      </p>
    </div>
  );
}
