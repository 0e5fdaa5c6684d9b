import type { z } from 'zod';
import { ContractValidationError } from '../../http/errors.js';

/** A query string (or multipart fields) checked by its contract schema: 400 with the contract's text. */
export function consulta<S extends z.ZodType>(schema: S, datos: unknown): z.output<S> {
  const r = schema.safeParse(datos ?? {});
  if (!r.success) throw new ContractValidationError(r.error.issues);
  return r.data;
}
