import { formatFechaCorta, porcentajeDe, type Encuesta } from '@comando/contract';

const BOM = '\uFEFF';

/** One CSV cell: quoted when needed; formula-like text is neutralised for spreadsheets. */
function celda(valor: string): string {
  let v = valor;
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[";\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** Spanish-locale decimal (comma), as a spreadsheet with `;` separators expects. */
function decimal(n: number | undefined): string {
  return n === undefined ? '' : String(n).replace('.', ',');
}

/** Every poll, newest first: UTF-8 with BOM, `;` separator, CRLF line ends. */
export function encuestasCsv(lista: readonly Encuesta[], candidatos: readonly string[]): string {
  const cabecera = ['Fecha', 'Encuestadora', 'Muestra', ...candidatos.map((c) => `${c} (%)`)];
  const filas = lista.map((e) => [
    formatFechaCorta(e.fecha),
    e.encuestadora,
    e.muestra === null ? '' : String(e.muestra),
    ...candidatos.map((c) => decimal(porcentajeDe(e, c))),
  ]);
  return BOM + [cabecera, ...filas].map((f) => f.map(celda).join(';')).join('\r\n') + '\r\n';
}
