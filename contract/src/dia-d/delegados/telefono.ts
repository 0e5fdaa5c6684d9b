// Reaching a person from a phone (issue 28): the radar's call and WhatsApp links, without zod,
// so the recinto chief's phone page (web/src/delegado) uses the same ones.

/**
 * A phone number as wa.me and tel: want it: digits only, with Bolivia's 591 in front when it
 * is a national number (8 digits: a mobile, or a landline with its area digit); a number
 * already international (+…, 00…) keeps its own country code.
 */
export function numeroInternacional(celular: string): string {
  let d = celular.replace(/\D/g, '');
  if (celular.trim().startsWith('00')) d = d.slice(2);
  if (d.length === 8) d = `591${d}`;
  return d;
}

export const enlaceLlamada = (celular: string): string => `tel:+${numeroInternacional(celular)}`;

export const enlaceWhatsapp = (celular: string, texto: string): string =>
  `https://wa.me/${numeroInternacional(celular)}?text=${encodeURIComponent(texto)}`;
