/** Kysely table types of the phones' one-time accesses: a delegate's, a recinto chief's. */
export interface DelegadosTables {
  dia_d_accesos: {
    defensor_id: string;
    /** SHA-256 of the one-time code: the code itself is shown once and never stored. */
    codigo_hash: string;
    /** The `usuarios` row of role `delegado` whose sessions this access opens. */
    usuario_id: string;
    creado_en: string;
  };
  /** Issue 28: the recinto chief's access, as `dia_d_accesos` is a delegate's (one per recinto). */
  dia_d_accesos_jefe: {
    recinto_codigo: string;
    defensor_id: string;
    codigo_hash: string;
    usuario_id: string;
    creado_en: string;
  };
}
