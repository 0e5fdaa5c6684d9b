/**
 * The bytes of an imported file as text: valid UTF-8 is read as such, anything else as
 * Latin-1 (the electoral body's older exports), without a BOM. The browser reads a picked file
 * with it before sending it, and the server reads a request body with it, so both agree.
 */
export function decodificarArchivo(bytes: Uint8Array): string {
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    texto = new TextDecoder('latin1').decode(bytes);
  }
  return texto.replace(/^\uFEFF/, '');
}
