// What every Día D capability shares: the area's query key, the department filter, the CSV
// pieces and the map of Bolivia the coverage and the count draw on.
export { conteoKey, diaDKey, limpio } from './api/keys.js';
export { DepartamentoSelect } from './departamento-select.js';
export { DescargaCsvLink } from './descarga-csv-link.js';
export { ImportarCsvDialog } from './importar-csv-dialog.js';
export { MapaBolivia } from './mapa-bolivia.js';
export { proyectar } from './mapa-bolivia-formas.js';
export {
  CLASE_FUERA,
  CLASE_SIN_DATOS,
  ESCALA_MAPA,
  leyendaEscala,
  leyendaPartidos,
  zonasCobertura,
  zonasConteo,
  type EntradaLeyenda,
} from './mapa-zonas.js';
