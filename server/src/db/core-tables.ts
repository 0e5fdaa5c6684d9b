import type { ColumnType } from 'kysely';

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
  };
  sesiones: {
    /** SHA-256 of the cookie token: a leaked database does not leak live sessions. */
    id_hash: string;
    usuario_id: string;
    creada_en: string;
    ultimo_uso: string;
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
}
