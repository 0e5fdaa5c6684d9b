import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { guardarArchivos, type ArchivoRecibido } from '../../files/uploads.js';
import type { SeedDeps } from '../area.js';
import { pdfMuestra, pngMuestra } from './muestras.js';
import { insertarCarpeta } from './queries.js';

const PDF = 'application/pdf';
const PNG = 'image/png';

/** Spec §3: three sample folders, one per type, each with a small real file made here. */
export async function sembrarJuridico(db: Kysely<DB>, deps: SeedDeps): Promise<void> {
  const muestras: {
    name: string;
    description: string;
    type: 'contratos' | 'expedientes-defensa' | 'expedientes-ofensiva';
    files: ArchivoRecibido[];
  }[] = [
    {
      name: 'Contrato de alquiler de la sede',
      description: 'Contrato de alquiler del local de campaña (ejemplo).',
      type: 'contratos',
      files: [
        {
          nombre: 'contrato-alquiler-sede.pdf',
          tipo: PDF,
          contenido: pdfMuestra('Contrato de alquiler de la sede', [
            'Documento de ejemplo creado al iniciar Comando.',
            'Reemplácelo por el contrato firmado.',
          ]),
        },
      ],
    },
    {
      name: 'Defensa: impugnación de propaganda',
      description: 'Descargo ante la denuncia por propaganda anticipada (ejemplo).',
      type: 'expedientes-defensa',
      files: [
        {
          nombre: 'descargo.pdf',
          tipo: PDF,
          contenido: pdfMuestra('Descargo ante el Tribunal Electoral', ['Expediente de defensa de ejemplo.']),
        },
        { nombre: 'evidencia-foto.png', tipo: PNG, contenido: pngMuestra() },
      ],
    },
    {
      name: 'Ofensiva: uso de bienes públicos',
      description: 'Denuncia por uso de bienes públicos en campaña (ejemplo).',
      type: 'expedientes-ofensiva',
      files: [
        {
          nombre: 'denuncia.pdf',
          tipo: PDF,
          contenido: pdfMuestra('Denuncia por uso de bienes públicos', [
            'Expediente de ofensiva de ejemplo.',
          ]),
        },
      ],
    },
  ];
  const base = deps.clock.now().getTime();
  for (const [i, m] of muestras.entries()) {
    // One millisecond apart so the order of the sample folders is stable.
    const now = new Date(base - (muestras.length - i));
    const metas = await guardarArchivos(db, deps.files, m.files, null, now);
    await insertarCarpeta(
      db,
      m,
      metas.map((x) => x.id),
      null,
      now,
    );
  }
}
