import { crc32, deflateSync } from 'node:zlib';

/** Text for a PDF string literal: Latin-1 (WinAnsi), with ( ) \ escaped. */
function pdfTexto(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * A small, valid one-page PDF (correct xref offsets) with a title and lines of
 * text, built byte by byte: seeded folders hold a real file without shipping one.
 */
export function pdfMuestra(titulo: string, lineas: string[]): Buffer {
  const ops = [`BT /F1 18 Tf 72 770 Td (${pdfTexto(titulo)}) Tj ET`];
  lineas.forEach((l, i) => ops.push(`BT /F1 11 Tf 72 ${740 - i * 16} Td (${pdfTexto(l)}) Tj ET`));
  const stream = Buffer.from(ops.join('\n'), 'latin1');
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let cuerpo = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objetos.forEach((o, i) => {
    offsets.push(Buffer.byteLength(cuerpo, 'latin1'));
    cuerpo += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(cuerpo, 'latin1');
  cuerpo += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) cuerpo += `${String(off).padStart(10, '0')} 00000 n \n`;
  cuerpo += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(cuerpo, 'latin1');
}

function chunk(tipo: string, datos: Buffer): Buffer {
  const largo = Buffer.alloc(4);
  largo.writeUInt32BE(datos.length);
  const cuerpo = Buffer.concat([Buffer.from(tipo, 'ascii'), datos]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(cuerpo) >>> 0);
  return Buffer.concat([largo, cuerpo, crc]);
}

/** A valid RGB PNG of a diagonal two-colour pattern (width × height pixels). */
export function pngMuestra(
  ancho = 64,
  alto = 48,
  a: [number, number, number] = [45, 212, 191],
  b: [number, number, number] = [17, 26, 46],
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(ancho, 0);
  ihdr.writeUInt32BE(alto, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const filas: Buffer[] = [];
  for (let y = 0; y < alto; y++) {
    const fila = Buffer.alloc(1 + ancho * 3);
    for (let x = 0; x < ancho; x++) {
      const c = (x + y) % 16 < 8 ? a : b;
      fila.set(c, 1 + x * 3);
    }
    filas.push(fila);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(filas))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
