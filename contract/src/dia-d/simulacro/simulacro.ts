import { z } from 'zod';
import { route } from '../../http.js';
import { SOLO_ADMIN } from '../../roles.js';

export const borradoSimulacro = z.object({
  actas: z.number(),
  incidentes: z.number(),
  llegadas: z.number(),
  delegados: z.number(),
});
export type BorradoSimulacro = z.infer<typeof borradoSimulacro>;

export const borrarSimulacro = route({
  method: 'POST',
  path: '/api/dia-d/simulacro/borrar',
  answer: borradoSimulacro,
  roles: SOLO_ADMIN,
});
