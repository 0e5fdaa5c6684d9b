// The watchers' thread (actas-vigias.ts, `abrirVigiasAparte`): opens them, then measures and
// stops when the bench says so; the bench ends the thread, and their connections with it.
import { parentPort, workerData } from 'node:worker_threads';
import { abrirVigias, type OrdenAVigias, type RespuestaDeVigias } from './actas-vigias.js';

const { urls, cookie, n } = workerData as { urls: string[]; cookie: string; n: number };
const puerto = parentPort!;
const responder = (r: RespuestaDeVigias) => puerto.postMessage(r);

const vigias = await abrirVigias(urls, cookie, n);
puerto.on('message', (orden: OrdenAVigias) => {
  if (orden.tipo === 'medir') vigias.medir(orden.verdad);
  else void vigias.detener().then((edades) => responder({ tipo: 'edades', edades }));
});
responder({ tipo: 'abiertos' });
