// POST /api/dia-d/resultados-oficiales as the screen sends it: a large file applied answers 202
// with a job (issue 29), read every 100 ms until it ends; the time runs until then.
import type { TrabajoOficial } from '@comando/contract';

export async function enviarOficial(
  app: { url: string; cookie: string },
  archivo: Blob,
  aplicar: boolean,
  nombre = 'exportacion_EG2020.csv',
): Promise<{ ms: number; cuerpo: unknown }> {
  const form = new FormData();
  form.set('aplicar', String(aplicar));
  form.set('archivo', archivo, nombre);
  const t = performance.now();
  const res = await fetch(`${app.url}/api/dia-d/resultados-oficiales`, {
    method: 'POST',
    body: form,
    headers: { cookie: app.cookie, 'x-comando-origen': 'bench' },
  });
  let cuerpo: unknown = await res.json();
  if (res.status === 202) {
    const { id } = cuerpo as TrabajoOficial;
    for (;;) {
      const r = await fetch(`${app.url}/api/dia-d/resultados-oficiales/trabajos/${id}`, {
        headers: { cookie: app.cookie },
      });
      const trabajo = (await r.json()) as TrabajoOficial;
      if (trabajo.fase === 'error') throw new Error(`importación: ${trabajo.error}`);
      if (trabajo.fase === 'hecho') {
        cuerpo = trabajo.resultado;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } else if (res.status !== 200) throw new Error(`importación: ${res.status} ${JSON.stringify(cuerpo)}`);
  return { ms: performance.now() - t, cuerpo };
}
