import type { ColumnType, Generated } from 'kysely';

/** Tables of the shell: users, sessions, login failures, seeds, uploaded files. */
export interface CoreTables {
  usuarios: {
    id: string;
    usuario: string;
    nombre: string;
    email: string;
    rol: string;
    hash: string;
    creado_en: string;
    /** 1 active, 0 deactivated (no login, sessions ended). */
    activo: ColumnType<number, number | undefined, number>;
    ultimo_acceso: ColumnType<string | null, string | null | undefined, string | null>;
    /** 1: a temporary password; the user must choose a new one before anything else. */
    cambiar_contrasena: ColumnType<number, number | undefined, number>;
    totp_secreto: ColumnType<string | null, string | null | undefined, string | null>;
    /** 1 once the first code confirmed the enrolment. */
    totp_activo: ColumnType<number, number | undefined, number>;
    totp_ultimo_paso: ColumnType<number | null, number | null | undefined, number | null>;
    /** JSON of the API's `ambito` (issue 27); national by default. */
    ambito: ColumnType<string, string | undefined, string>;
    /** Region id of a scoped account (a recinto's, derived from the registry); null when national. */
    ambito_departamento: ColumnType<string | null, string | null | undefined, string | null>;
    /** The scope as staff read it; '' when national. */
    ambito_nombre: ColumnType<string, string | undefined, string>;
  };
  sesiones: {
    /** SHA-256 of the cookie token: a leaked database does not leak live sessions. */
    id_hash: string;
    usuario_id: string;
    creada_en: string;
    ultimo_uso: string;
    navegador: ColumnType<string | null, string | null | undefined, string | null>;
    ip: ColumnType<string | null, string | null | undefined, string | null>;
  };
  intentos_login: {
    id: string;
    clave: string;
    en: string;
  };
  semillas: {
    nombre: string;
    aplicada_en: string;
  };
  archivos: {
    id: string;
    hash: string;
    nombre: string;
    tipo: string;
    tamano: number;
    subido_por: string | null;
    subido_en: string;
  };
  /** Append-only: written by server/src/auditoria/registro.ts alone. */
  auditoria: {
    seq: Generated<number>;
    en: string;
    usuario_id: string | null;
    usuario_nombre: string;
    ip: string;
    area: string;
    accion: string;
    ruta: string;
    entidad_id: string | null;
    /** JSON: { antes?, despues?, cambios? }. */
    detalle: string | null;
    /** JSON of the actor's `ambito` at the time (issue 27); null for a visitor. */
    usuario_ambito: ColumnType<string | null, string | null | undefined, string | null>;
    /** The actor's department when scoped: what the audit screen filters by. */
    usuario_departamento: ColumnType<string | null, string | null | undefined, string | null>;
  };
  codigos_recuperacion: {
    /** SHA-256 of the code: shown once, never stored in clear. */
    hash: string;
    usuario_id: string;
    usado_en: string | null;
  };
  ajustes: {
    clave: string;
    valor: string;
  };
}
