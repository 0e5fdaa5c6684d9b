/**
 * File types accepted for upload, recognised by their content (magic bytes),
 * never by the name the browser sent.
 */
export const TIPOS_PERMITIDOS = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
} as const;

export type TipoArchivo = (typeof TIPOS_PERMITIDOS)[keyof typeof TIPOS_PERMITIDOS];

function startsWith(buf: Buffer, bytes: number[], offset = 0): boolean {
  if (buf.length < offset + bytes.length) return false;
  return bytes.every((b, i) => buf[offset + i] === b);
}

// Control characters other than tab, newline, carriage return and form feed mean binary.
// eslint-disable-next-line no-control-regex
const BINARIO = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/** Checks text piece by piece as it streams in; `end()` checks the last bytes. */
export class RevisorTexto {
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });

  /** False when the bytes so far are not UTF-8 text. */
  add(buf: Buffer): boolean {
    try {
      return !BINARIO.test(this.utf8.decode(buf, { stream: true }));
    } catch {
      return false;
    }
  }

  end(): boolean {
    try {
      return !BINARIO.test(this.utf8.decode());
    } catch {
      return false;
    }
  }
}

function isPlainText(buf: Buffer, parcial: boolean): boolean {
  if (buf.length === 0) return false;
  const revisor = new RevisorTexto();
  // The head of a longer file may end in the middle of a character.
  return revisor.add(buf) && (parcial || revisor.end());
}

/**
 * The MIME type of an allowed file, or null when the content is not one we accept.
 * `parcial`: `buf` is only the first bytes of the file (the rest of a text file
 * is then checked with RevisorTexto as it arrives).
 */
export function detectarTipo(buf: Buffer, parcial = false): TipoArchivo | null {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return TIPOS_PERMITIDOS.pdf;
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TIPOS_PERMITIDOS.png;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return TIPOS_PERMITIDOS.jpeg;
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) {
    return TIPOS_PERMITIDOS.webp;
  }
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) {
    // Office Open XML files are ZIPs whose entry names are stored uncompressed.
    const head = buf.subarray(0, Math.min(buf.length, 64 * 1024)).toString('latin1');
    if (!head.includes('[Content_Types].xml')) return null;
    if (head.includes('word/')) return TIPOS_PERMITIDOS.docx;
    if (head.includes('xl/')) return TIPOS_PERMITIDOS.xlsx;
    return null;
  }
  if (isPlainText(buf, parcial)) return TIPOS_PERMITIDOS.txt;
  return null;
}

/** Bytes of a file's head that detectarTipo needs to decide. */
export const CABECERA_DETECCION = 64 * 1024;

/** Inline display is offered only for types a browser shows safely. */
export function esVisualizable(tipo: string): boolean {
  return tipo === TIPOS_PERMITIDOS.pdf || tipo.startsWith('image/') || tipo.startsWith('text/plain');
}
