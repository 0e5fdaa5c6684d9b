import type { Generated } from 'kysely';

/** Kysely table types of Día D's registry (recintos, mesas) and ballot. */
export interface RegistroTables {
  dia_d_recintos: {
    codigo: string;
    /** One of the nine region ids of the territorial area. */
    departamento: string;
    municipio: string;
    nombre: string;
    /** Recinto chief: a territorial defender of the same department. */
    jefe_id: string | null;
    /** Its place in decimal degrees, when the registry CSV gave one (issue 28, the map). */
    lat: number | null;
    lon: number | null;
  };
  dia_d_mesas: {
    codigo: string;
    numero: number;
    recinto_codigo: string;
    habilitados: number;
    /** Delegate: a territorial defender (one mesa each, unique). */
    delegado_id: string | null;
    /** Check-in time ("Estoy en mi mesa"); the client id makes a resend count once. */
    llegada_en: string | null;
    llegada_id: string | null;
  };
  dia_d_partidos: {
    sigla: string;
    nombre: string;
    color: string;
    orden: number;
    /** 1 on the campaign's own party (at most one). */
    nuestro: Generated<number>;
  };
}
