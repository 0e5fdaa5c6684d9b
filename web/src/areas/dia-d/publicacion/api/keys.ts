import { diaDKey } from '../../comun/index.js';

/** Publishing the actas (issue 46): under the area's name, so other screens' writes refresh it. */
export const publicacionKeys = {
  todo: () => [...diaDKey, 'publicacion'] as const,
  ajustes: () => [...diaDKey, 'publicacion', 'ajustes'] as const,
  corridas: () => [...diaDKey, 'publicacion', 'corridas'] as const,
  retiradas: () => [...diaDKey, 'publicacion', 'retiradas'] as const,
};
