import { createHash } from 'node:crypto';
import type { AlcancePublicacion, FasePublicacion } from '@comando/contract';
import type { AppDeps } from '../../../deps.js';
import { ArchivoNoEncontrado } from '../../../files/store.js';
import type { Destino } from './destino.js';
import { prepararFoto } from './fotos.js';
import * as q from './queries.js';
import { actasCsv, hashesTxt, reemplazadasCsv, shards, totales } from './sitio/datos.js';
import { ESTILO } from './sitio/estilo.js';
import { difiere, type MesaSitio, type Sitio } from './sitio/modelo.js';
import { paginaInicio, paginaMesa, resumir } from './sitio/paginas.js';
import { rutaFoto, rutaMesa, tipoDe } from './sitio/rutas.js';
import { SCRIPT } from './sitio/script.js';

/**
 * One run of the public site (issue 46), incremental: every file the site should hold is made
 * and hashed, and written only when the manifest (what earlier runs left at this destination)
 * lists another hash or none; files the site no longer holds are removed. Photos are read from
 * the file store only when their file is not there yet. The order keeps the site whole while it
 * changes: photos, then pages, then the shards, CSV and hashes, the index last; removals after.
 *
 * The manifest follows the writes (a listed file is a file written) and precedes the removals
 * (a file about to go is listed with hash '' first): a run cut off anywhere leaves a manifest the
 * next run corrects by writing or removing again, never one that hides a missing file.
 */

export type Avance = (fase: FasePublicacion, hechas: number, total: number) => Promise<void>;

export interface PeticionPublicacion {
  alcance: AlcancePublicacion;
  titulo: string;
  declaracion: string;
  /** The run's time: the site's "updated", and when a replaced photo was replaced. */
  fecha: string;
}

export interface ResultadoPublicacion {
  escritos: number;
  sinCambios: number;
  retirados: number;
  bytes: number;
  mesas: number;
  /** Mesas whose page appeared, changed or went: what the audit record lists. */
  cambios: { publicadas: string[]; actualizadas: string[]; retiradas: string[] };
}

/** Files written or removed at once (a bucket answers each PUT in a few milliseconds). */
const A_LA_VEZ = 16;
/** Manifest rows written per batch. */
const LOTE = 500;

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function enParalelo<T>(items: readonly T[], n: number, fn: (item: T) => Promise<void>): Promise<void> {
  let siguiente = 0;
  const obrero = async () => {
    while (siguiente < items.length) await fn(items[siguiente++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, obrero));
}

export async function publicarSitio(
  deps: Pick<AppDeps, 'db' | 'files' | 'log'>,
  destino: Destino,
  p: PeticionPublicacion,
  avance: Avance,
): Promise<ResultadoPublicacion> {
  const { db } = deps;
  await avance('leyendo', 0, 0);
  const ajustes = await q.ajustes(db);
  if (ajustes.destino !== destino.lugar) await q.cambiarDestino(db, destino.lugar);
  const [leidas, partidos, oficiales, manifiesto, fotos, publicadasAntes, reemplazos] = await Promise.all([
    q.actasVerificadas(db),
    q.papeleta(db),
    q.oficiales(db),
    q.manifiesto(db),
    q.fotosPreparadas(db),
    q.mesasPublicadas(db),
    q.reemplazos(db),
  ]);
  const siglas = partidos.map((x) => x.sigla);
  const candidatas = leidas
    .map((m) => ({ ...m, oficiales: oficiales?.get(m.codigo) ?? null }))
    .filter((m) => p.alcance === 'verificadas' || difiere(siglas, m))
    .sort((a, b) => (a.codigo < b.codigo ? -1 : a.codigo > b.codigo ? 1 : 0));

  const cuenta = { escritos: 0, sinCambios: 0, retirados: 0, bytes: 0 };
  /** Every file of the site after this run, and its hash. */
  const deseadas = new Map<string, string>();
  let pendientes: { ruta: string; sha256: string; bytes: number }[] = [];
  const anotar = async (todo = false) => {
    if (pendientes.length === 0 || (!todo && pendientes.length < LOTE)) return;
    const lote = pendientes;
    pendientes = [];
    await q.anotarEscritos(db, lote);
  };
  /** Writes a file unless the destination holds it already; true when written. */
  const poner = async (ruta: string, contenido: Buffer, hash = sha256(contenido)): Promise<boolean> => {
    deseadas.set(ruta, hash);
    if (manifiesto.get(ruta) === hash) {
      cuenta.sinCambios++;
      return false;
    }
    await destino.escribir(ruta, contenido, tipoDe(ruta));
    cuenta.escritos++;
    cuenta.bytes += contenido.length;
    pendientes.push({ ruta, sha256: hash, bytes: contenido.length });
    await anotar();
    return true;
  };

  // Photos: only those not at the destination are read from the store.
  const tipos = new Map(candidatas.map((m) => [m.fotoHash, m.fotoTipo]));
  const perdidas = new Set<string>();
  const nuevasFotos: (q.FotoPublicada & { hash: string })[] = [];
  let hechas = 0;
  await avance('fotos', 0, tipos.size);
  await enParalelo([...tipos.keys()], A_LA_VEZ, async (hash) => {
    const conocida = fotos.get(hash);
    const ruta = conocida && rutaFoto(conocida.sha256, conocida.ext);
    if (conocida && ruta && manifiesto.get(ruta) === conocida.sha256) {
      deseadas.set(ruta, conocida.sha256);
      cuenta.sinCambios++;
    } else {
      try {
        const f = await prepararFoto(deps.files, hash, tipos.get(hash) ?? '');
        const info = { sha256: f.sha256, ext: f.ext, ancho: f.ancho, alto: f.alto };
        if (!conocida) {
          fotos.set(hash, info);
          nuevasFotos.push({ hash, ...info });
        }
        await poner(rutaFoto(f.sha256, f.ext), f.contenido, f.sha256);
      } catch (error) {
        if (!(error instanceof ArchivoNoEncontrado)) throw error;
        // A photo missing from the store: its acta cannot be shown, the rest still can.
        deps.log.warn(
          { foto: hash },
          'publicación: foto de acta ausente del almacenamiento; su mesa no se publica',
        );
        perdidas.add(hash);
      }
    }
    await avance('fotos', ++hechas, tipos.size);
  });
  await q.anotarFotos(db, nuevasFotos);
  await anotar(true);

  // The mesas as the site shows them, with the photos their corrections replaced.
  const mesas: MesaSitio[] = [];
  const nuevosReemplazos: (q.Reemplazo & { mesa: string })[] = [];
  const mesasCambiadas: { mesa_codigo: string; sha256: string; publicada_en: string }[] = [];
  for (const m of candidatas) {
    const foto = fotos.get(m.fotoHash);
    if (!foto || perdidas.has(m.fotoHash)) continue;
    const previa = publicadasAntes.get(m.codigo);
    const anteriores = [...(reemplazos.get(m.codigo) ?? [])];
    if (previa && previa.sha256 !== foto.sha256) {
      const r = {
        sha256: previa.sha256,
        publicadaEn: previa.publicadaEn,
        reemplazadaEn: p.fecha,
        sha256Nueva: foto.sha256,
      };
      anteriores.push(r);
      nuevosReemplazos.push({ mesa: m.codigo, ...r });
    }
    if (!previa || !previa.enSitio || previa.sha256 !== foto.sha256)
      mesasCambiadas.push({ mesa_codigo: m.codigo, sha256: foto.sha256, publicada_en: p.fecha });
    mesas.push({
      codigo: m.codigo,
      numero: m.numero,
      habilitados: m.habilitados,
      departamento: m.departamento,
      municipio: m.municipio,
      recinto: m.recinto,
      recintoCodigo: m.recintoCodigo,
      recibida: m.recibida,
      nuestras: m.nuestras,
      oficiales: m.oficiales,
      foto: {
        sha256: foto.sha256,
        ruta: rutaFoto(foto.sha256, foto.ext),
        ancho: foto.ancho,
        alto: foto.alto,
      },
      anteriores,
    });
  }
  const sitio: Sitio = { ...p, partidos, mesas };

  // One page per mesa.
  const publicadas: string[] = [];
  const actualizadas: string[] = [];
  hechas = 0;
  await avance('paginas', 0, mesas.length);
  await enParalelo(mesas, A_LA_VEZ, async (m) => {
    const ruta = rutaMesa(m.codigo);
    const antes = manifiesto.get(ruta);
    if (await poner(ruta, Buffer.from(paginaMesa(sitio, m))))
      (antes ? actualizadas : publicadas).push(m.codigo);
    await avance('paginas', ++hechas, mesas.length);
  });
  await anotar(true);

  // The shards, the CSVs and their hashes, the script and style; the totals and the index last.
  const resumen = resumir(sitio);
  const datos: [string, Buffer][] = [
    ...shards(sitio).map(([ruta, texto]): [string, Buffer] => [ruta, Buffer.from(texto)]),
    ['actas.csv', Buffer.from(actasCsv(sitio))],
    ['reemplazadas.csv', Buffer.from(reemplazadasCsv(sitio))],
    ['sitio.css', Buffer.from(ESTILO)],
    ['sitio.js', Buffer.from(SCRIPT)],
  ];
  hechas = 0;
  const indices = datos.length + 3;
  await avance('indices', 0, indices);
  await enParalelo(datos, A_LA_VEZ, async ([ruta, contenido]) => {
    await poner(ruta, contenido);
    await avance('indices', ++hechas, indices);
  });
  const verificables = [...deseadas]
    .filter(([ruta]) => ruta.startsWith('fotos/') || ruta === 'actas.csv' || ruta === 'reemplazadas.csv')
    .map(([ruta, hash]) => ({ ruta, sha256: hash }));
  await poner('hashes.txt', Buffer.from(hashesTxt(verificables)));
  // The index and the totals say when the site last changed: a run that changes nothing else
  // leaves them as they are (and writes nothing at all).
  const portada = ['datos/departamentos.json', 'index.html'];
  const cambio =
    cuenta.escritos > 0 || [...manifiesto.keys()].some((r) => !deseadas.has(r) && !portada.includes(r));
  const previas = portada.map((r) => manifiesto.get(r));
  if (!cambio && previas.every((h) => h)) {
    for (const [i, r] of portada.entries()) deseadas.set(r, previas[i] as string);
    cuenta.sinCambios += portada.length;
  } else {
    await poner('datos/departamentos.json', Buffer.from(totales(sitio, resumen)));
    await poner('index.html', Buffer.from(paginaInicio(sitio, resumen)));
  }
  await anotar(true);
  await avance('indices', indices, indices);

  // What the site no longer holds: pages and data first, then the photos they showed.
  const sobrantes = [...manifiesto.keys()]
    .filter((ruta) => !deseadas.has(ruta))
    .sort((a, b) => Number(a.startsWith('fotos/')) - Number(b.startsWith('fotos/')));
  hechas = 0;
  await avance('retirando', 0, sobrantes.length);
  await q.anotarBorrando(db, sobrantes);
  await enParalelo(sobrantes, A_LA_VEZ, async (ruta) => {
    await destino.borrar(ruta);
    await avance('retirando', ++hechas, sobrantes.length);
  });
  await q.anotarBorrados(db, sobrantes);
  cuenta.retirados = sobrantes.length;

  const enSitio = new Set(mesas.map((m) => m.codigo));
  const retiradas = [...publicadasAntes]
    .filter(([codigo, v]) => v.enSitio && !enSitio.has(codigo))
    .map(([c]) => c);
  await q.anotarMesas(db, mesasCambiadas, retiradas, nuevosReemplazos);
  await avance('fin', 1, 1);
  return {
    ...cuenta,
    mesas: mesas.length,
    cambios: {
      publicadas: publicadas.sort(),
      actualizadas: actualizadas.sort(),
      retiradas: retiradas.sort(),
    },
  };
}
