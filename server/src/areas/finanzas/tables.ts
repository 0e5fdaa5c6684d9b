import type { ColumnType } from 'kysely';

/** Cents are 64-bit (amounts up to 1.000.000.000,00); PostgreSQL answers bigint as text. */
type Centavos = ColumnType<number | string, number, number>;

/** Kysely table types of the finanzas area. */
export interface FinanzasTables {
  /** At most one row (id 'meta'): no row = target unset. */
  finanzas_meta: {
    id: string;
    target_centavos: Centavos;
    actualizada_en: string;
  };
  finanzas_ingresos: {
    id: string;
    titulo: string;
    concepto: string;
    monto_centavos: Centavos;
    /** Instant the server recorded the entry (ISO). */
    fecha: string;
    creado_por: string | null;
  };
}
