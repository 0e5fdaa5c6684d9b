import { AREA_PANELES } from '@comando/contract';

/**
 * Every key starts with the area's name, which is also the area the server names in
 * live events (the panels' routes sit under /api/dashboard/ but belong to this area).
 */
export const panelesKeys = {
  all: [AREA_PANELES] as const,
  lista: [AREA_PANELES, 'lista'] as const,
};
