/** Kysely table types of the adversarios area. */
export type AdversariosTables = object;
