import { TEXTOS_IMPUGNACION } from '@comando/contract';

const T = TEXTOS_IMPUGNACION.pdf;

/** Everything one mesa's challenge says (issue 29). */
export interface DatosImpugnacion {
  mesa: {
    codigo: string;
    numero: number;
    recinto: string;
    municipio: string;
    departamento: string;
    habilitados: number;
  };
  /** In the ballot's order: our verified figure and the official one per party. */
  partidos: { sigla: string; nuestra: number; oficial: number }[];
  blancos: { nuestra: number; oficial: number };
  nulos: { nuestra: number; oficial: number };
  oficialFecha: string;
  foto: { contenido: Buffer; tipo: string; sha256Guardada: string; sha256Enviada: string | null };
  recibida: string;
  delegado: string | null;
  transcriptores: { usuario: string; en: string }[];
  resueltaPor: string | null;
  generado: string;
}

/** Characters the PDF's standard fonts (WinAnsi) cannot draw become «?», never an error. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function dibujable(s: string): string {
  return [...s]
    .map((c) => {
      const n = c.codePointAt(0) ?? 0;
      return (n >= 0x20 && n <= 0x7e) || (n >= 0xa0 && n <= 0xff) || WIN_ANSI_EXTRA.has(c) ? c : '?';
    })
    .join('');
}

const diferencia = (nuestra: number, oficial: number) => {
  const d = oficial - nuestra;
  return d > 0 ? `+${d}` : String(d);
};

/** A La Paz date and time for a document (UTC−4, no daylight saving). */
function fechaHoraBolivia(iso: string): string {
  const d = new Date(new Date(iso).getTime() - 4 * 3600_000);
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 19)} (hora de Bolivia)`;
}

/**
 * One mesa's challenge as a PDF made with pdf-lib (loaded on first use: only this route needs
 * it). The photo is embedded as stored: a JPEG's bytes go into the PDF unchanged, so the
 * image inside the document has the SHA-256 printed beside it.
 */
export async function pdfImpugnacion(d: DatosImpugnacion): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(T.titulo(d.mesa.codigo));
  doc.setCreator('Comando');
  doc.setProducer('Comando');
  const fecha = new Date(d.generado);
  doc.setCreationDate(fecha);
  doc.setModificationDate(fecha);
  const normal = await doc.embedFont(StandardFonts.Helvetica);
  const negrita = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const MARGEN = 50;
  const ANCHO = 595;
  const ALTO = 842;
  let pagina = doc.addPage([ANCHO, ALTO]);
  let y = ALTO - MARGEN;

  const espacio = (alto: number) => {
    if (y - alto >= MARGEN) return;
    pagina = doc.addPage([ANCHO, ALTO]);
    y = ALTO - MARGEN;
  };
  const linea = (texto: string, o: { tam?: number; fuente?: typeof normal; x?: number } = {}) => {
    const tam = o.tam ?? 10;
    espacio(tam + 4);
    y -= tam + 4;
    pagina.drawText(dibujable(texto), { x: o.x ?? MARGEN, y, size: tam, font: o.fuente ?? normal });
  };
  const fila = (celdas: string[], fuente = normal) => {
    espacio(14);
    y -= 14;
    const xs = [MARGEN, 220, 330, 440];
    celdas.forEach((c, i) =>
      pagina.drawText(dibujable(c), { x: xs[i] ?? MARGEN, y, size: 10, font: fuente }),
    );
  };

  linea(T.titulo(d.mesa.codigo), { tam: 16, fuente: negrita });
  y -= 6;
  linea(`${T.mesa}: ${d.mesa.codigo} (N.º ${d.mesa.numero})`);
  linea(`${T.recinto}: ${d.mesa.recinto}`);
  linea(`${T.municipio}: ${d.mesa.municipio}`);
  linea(`${T.departamento}: ${d.mesa.departamento}`);
  linea(`${T.habilitados}: ${d.mesa.habilitados}`);
  y -= 8;
  linea(T.cifras, { tam: 12, fuente: negrita });
  linea(T.oficial(fechaHoraBolivia(d.oficialFecha)), { tam: 9 });
  fila([...T.columnas], negrita);
  for (const p of d.partidos)
    fila([p.sigla, String(p.nuestra), String(p.oficial), diferencia(p.nuestra, p.oficial)]);
  fila([
    T.blancos,
    String(d.blancos.nuestra),
    String(d.blancos.oficial),
    diferencia(d.blancos.nuestra, d.blancos.oficial),
  ]);
  fila([
    T.nulos,
    String(d.nulos.nuestra),
    String(d.nulos.oficial),
    diferencia(d.nulos.nuestra, d.nulos.oficial),
  ]);
  y -= 10;

  linea(T.evidencia, { tam: 12, fuente: negrita });
  linea(`${T.huellaGuardada}:`, { tam: 9 });
  linea(d.foto.sha256Guardada, { tam: 8, fuente: mono });
  linea(`${T.huellaEnviada}:`, { tam: 9 });
  linea(d.foto.sha256Enviada ?? T.sinDato, { tam: 8, fuente: mono });
  linea(`${T.recibida}: ${fechaHoraBolivia(d.recibida)}`, { tam: 9 });
  linea(`${T.delegado}: ${d.delegado ?? T.sinDato}`, { tam: 9 });
  const transcripcion =
    d.transcriptores.length > 0
      ? d.transcriptores.map((x) => `${x.usuario} (${fechaHoraBolivia(x.en)})`).join('; ')
      : T.sinDato;
  linea(`${T.transcriptores}: ${transcripcion}`, { tam: 9 });
  if (d.resueltaPor) linea(`${T.resueltaPor}: ${d.resueltaPor}`, { tam: 9 });

  // A copy with its own ArrayBuffer: pdf-lib reads a JPEG through `data.buffer` from offset 0,
  // and a Node Buffer from the pool starts elsewhere in a shared one.
  const bytes = Uint8Array.from(d.foto.contenido);
  const imagen = d.foto.tipo === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  const escala = Math.min((ANCHO - 2 * MARGEN) / imagen.width, 420 / imagen.height, 1);
  const w = imagen.width * escala;
  const h = imagen.height * escala;
  espacio(h + 10);
  y -= h + 10;
  pagina.drawImage(imagen, { x: MARGEN, y, width: w, height: h });
  pagina.drawRectangle({
    x: MARGEN,
    y,
    width: w,
    height: h,
    borderColor: rgb(0.3, 0.3, 0.3),
    borderWidth: 0.5,
  });
  y -= 6;
  linea(T.generado(fechaHoraBolivia(d.generado)), { tam: 8 });
  return Buffer.from(await doc.save());
}
