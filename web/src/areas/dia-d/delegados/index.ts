// Delegates and recinto chiefs: assignment (one by one or by CSV) and their access sheets.
export { AsignarButton } from './asignar-button.js';
export { AsignarCsvButton } from './asignar-csv-button.js';
export { JefeRecinto } from './jefe-recinto.js';
