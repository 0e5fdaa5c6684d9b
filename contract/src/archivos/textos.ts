/**
 * Texts of the file picker (issue 26), without zod: the kit's FileField and the delegate's
 * phone page both show them, so a picker never falls back to the browser's own words in the
 * phone's system language ("Choose File / No file chosen").
 */
/** The size limit per uploaded file when `MAX_UPLOAD_MB` is not set (the server's default). */
export const MAX_ARCHIVO_MB = 20;

export const TEXTOS_ARCHIVO = {
  elegir: 'Elegir archivo',
  elegirVarios: 'Elegir archivos',
  ninguno: 'Ningún archivo elegido',
  /** "3 archivos elegidos" when several are chosen. */
  varios: (n: number) => `${n} archivos elegidos`,
  /** The size limit under the picker: "Hasta 20 MB". */
  limite: (mb: number) => `Hasta ${mb} MB`,
} as const;
