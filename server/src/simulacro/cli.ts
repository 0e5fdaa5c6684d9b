import { parseArgs } from 'node:util';
import { correrSimulacro, NoEsSimulacro } from './conductor.js';

/**
 * `npm run simulacro -- --url <base> --usuario <admin> --contrasena <clave> --delegados <N>
 * --horas <H>`: a rehearsal of election night against a server started with SIMULACRO=1
 * (issue 30). Exits 0 when every acta sent was acknowledged; the last line is the summary.
 */
const uso =
  'uso: npm run simulacro -- --url <base> --usuario <admin> --contrasena <clave> --delegados <N> --horas <H>';

let args;
try {
  args = parseArgs({
    options: {
      url: { type: 'string' },
      usuario: { type: 'string' },
      contrasena: { type: 'string' },
      delegados: { type: 'string' },
      horas: { type: 'string' },
    },
    strict: true,
  }).values;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${uso}`);
  process.exit(2);
}
const delegados = Number(args.delegados);
const horas = Number(args.horas);
if (
  !args.url ||
  !args.usuario ||
  !args.contrasena ||
  !(delegados >= 1) ||
  !Number.isInteger(delegados) ||
  !(horas > 0)
) {
  console.error(uso);
  process.exit(2);
}

try {
  const r = await correrSimulacro({
    url: args.url,
    usuario: args.usuario,
    contrasena: args.contrasena,
    delegados,
    horas,
    escribir: (linea) => console.log(linea),
  });
  console.log(
    `simulacro: ${r.enviadas} actas enviadas, ${r.reconocidas} reconocidas, ${r.reintentos} reintentos`,
  );
  process.exit(r.enviadas > 0 && r.reconocidas === r.enviadas ? 0 : 1);
} catch (error) {
  console.error(error instanceof NoEsSimulacro || error instanceof Error ? error.message : String(error));
  process.exit(1);
}
