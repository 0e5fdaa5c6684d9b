/**
 * Día D by ground (issue 27): the lines of a delegates' CSV that a scoped user's ground does
 * not hold. A mesa or a defender outside the ground reads exactly as one that does not exist.
 */
export const MENSAJES_TERRENO = {
  mesaFueraDeTerreno: (c: string) => `La mesa «${c}» no existe en el registro de su ámbito`,
  telefonoFueraDeTerreno: (t: string) => `Ningún defensor de su ámbito tiene el celular «${t}»`,
} as const;
