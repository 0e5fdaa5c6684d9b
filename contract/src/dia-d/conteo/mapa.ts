import { z } from 'zod';
import { route } from '../../http.js';

/**
 * The Día D map's points (issue 28): the recintos of the user's ground that have a place
 * (the registry CSV's optional lat;lon), with their mesas and actas for their colour.
 */
export const puntoRecinto = z.object({
  codigo: z.string(),
  nombre: z.string(),
  departamento: z.string(),
  municipio: z.string(),
  lat: z.number(),
  lon: z.number(),
  mesas: z.number(),
  /** Mesas with an acta received (any state). */
  recibidas: z.number(),
  verificadas: z.number(),
});
export type PuntoRecinto = z.infer<typeof puntoRecinto>;

export const listarRecintosMapa = route({
  method: 'GET',
  path: '/api/dia-d/mapa/recintos',
  answer: z.object({ recintos: z.array(puntoRecinto) }),
});
