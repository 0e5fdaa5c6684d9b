import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  asignarDelegado,
  asignarJefeRecinto,
  cambiarIncidente,
  crearAcceso,
  crearAccesoJefe,
  crearDefensor,
  entrarDelegado,
  enviarMensajeDelegados,
  listarIncidentes,
  publicar,
  reportarIncidente,
  retirarMesaPublicada,
  revisarAlerta,
  siguienteActa,
  transcribirActa,
} from '@comando/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, pedir } from '../../api.js';
import { eleccionConPapeleta, REGISTRO_TRES_MESAS } from '../../dia-d-comun.js';
import { multipart } from '../../multipart.js';
import {
  archivosDe,
  dosPasosDelAdmin,
  esperarFin,
  FIGURAS,
  fotoConExif,
  importarOficial,
  mandarActa,
  PAPELETA,
  PUBLICACION,
  type Figuras,
} from './noche.js';

// Issue 46, «nothing private leaves»: a night that holds every private thing HQ keeps — the
// delegates' and the recinto chief's names, phones, e-mails and access codes, the phones' ids,
// incidents and their notes, alerts and their review notes, messages to delegates, who
// transcribed, the audit trail, why a mesa was kept off, the photos' EXIF — is published, and
// EVERY file of the site is read and searched for each of them.

const carpeta = await mkdtemp(path.join(tmpdir(), 'comando-privacidad-'));
afterAll(() => rm(carpeta, { recursive: true, force: true }));
const sitio = path.join(carpeta, 'sitio');
const cookieDe = (res: { cookies: { name: string; value: string }[] }) =>
  `comando_sesion=${res.cookies.find((c) => c.name === 'comando_sesion')?.value}`;

describeApi(
  'publicación: nada privado sale',
  (api) => {
    /** Every private string planted or kept by HQ: none may appear in any published file. */
    const secretos = new Set<string>();
    let archivos: Map<string, Buffer>;

    beforeAll(async () => {
      await rm(sitio, { recursive: true, force: true });
      const admin = await api.cookie('admin');
      const editor = await api.cookie('editor');
      await eleccionConPapeleta(api.t, { admin, editor }, REGISTRO_TRES_MESAS, '2026-11-23', PAPELETA);
      const plantar = (s: string) => (secretos.add(s), s);

      // Delegates and the recinto chief: names, phones, e-mails, notes on the defender, access codes.
      const delegados: Record<string, string> = {};
      for (const [i, mesa, region] of [
        [1, 'M1', 'la-paz'],
        [2, 'M2', 'la-paz'],
        [3, 'M3', 'oruro'],
      ] as const) {
        const d = await api.ok(
          crearDefensor,
          {
            name: plantar(`Zacarías Privadísimo ${i}`),
            phone: plantar(`7991234${i}`),
            email: plantar(`zacarias${i}@correo-reservado.bo`),
            pollingStation: plantar(`Casilla-Q${i}`),
          },
          'editor',
          { params: { region } },
        );
        await api.ok(asignarDelegado, { defensorId: d.id }, 'editor', { params: { codigo: mesa } });
        const acceso = await api.ok(crearAcceso, undefined, 'editor', { params: { defensorId: d.id } });
        plantar(acceso.codigo);
        const entrada = await api.call(entrarDelegado, { codigo: acceso.codigo }, 'anonimo');
        expect(entrada.status).toBe(200);
        delegados[mesa] = cookieDe(entrada.res);
      }
      const jefa = await api.ok(
        crearDefensor,
        {
          name: plantar('Jefa Reservadísima'),
          phone: plantar('79955555'),
          email: plantar('jefa@correo-reservado.bo'),
          pollingStation: null,
        },
        'editor',
        { params: { region: 'la-paz' } },
      );
      await api.ok(asignarJefeRecinto, { defensorId: jefa.id }, 'editor', { params: { codigo: 'R1' } });
      plantar((await api.ok(crearAccesoJefe, undefined, 'editor', { params: { codigo: 'R1' } })).codigo);

      // Actas with a photo whose EXIF names its owner and place; M3's participation raises an alert.
      const figuras: Record<string, Figuras> = {
        ...FIGURAS,
        M3: { votos: { CREEMOS: 40, MAS: 80, CC: 20, FPV: 5 }, blancos: 1, nulos: 1 },
      };
      for (const [i, mesa] of ['M1', 'M2', 'M3'].entries()) {
        const res = await mandarActa(
          api,
          delegados[mesa]!,
          figuras[mesa]!,
          await fotoConExif(100 + i, plantar(`FOTOGRAFO-SECRETO-${i}`)),
        );
        expect(res.statusCode, res.body).toBe(201);
      }

      // An incident with its note; a message to every delegate.
      const incidente = await pedir(api.t, reportarIncidente, {
        cookie: delegados.M1!,
        ...multipart([
          { name: 'id', value: plantar(randomUUID()) },
          { name: 'tipo', value: 'otro' },
          { name: 'texto', value: plantar('INCIDENTE-PRIVADO-Q: el presidente de mesa se negó') },
        ]),
      });
      expect(incidente.statusCode, incidente.body).toBe(201);
      const [inc] = await api.ok(listarIncidentes, undefined, 'editor', { query: {} });
      await api.ok(cambiarIncidente, { nota: plantar('NOTA-INTERNA-Q: llamar al abogado') }, 'editor', {
        params: { id: inc!.id },
      });
      await api.ok(
        enviarMensajeDelegados,
        { texto: plantar('MENSAJE-INTERNO-Q: no firmen sin ver'), destino: { todos: true } },
        'editor',
      );

      // Transcribed and verified by someone whose name and user name are HQ's business.
      const transcriptora = await api.t.loginComo('editor', plantar('transcriptora-q'));
      await api.t.deps.db
        .updateTable('usuarios')
        .set({ nombre: plantar('Transcriptora Reservadísima') })
        .where('usuario', '=', 'transcriptora-q')
        .execute();
      for (;;) {
        const res = await pedir(api.t, siguienteActa, { cookie: transcriptora });
        if (res.statusCode === 204) break;
        const a = res.json<{ id: string; mesa: { codigo: string } }>();
        const hecha = await pedir(api.t, transcribirActa, {
          params: { id: a.id },
          payload: figuras[a.mesa.codigo],
          cookie: transcriptora,
        });
        expect(hecha.statusCode, hecha.body).toBe(200);
      }
      // The alert and its review note.
      const alertas = await api.t.deps.db.selectFrom('dia_d_alertas').selectAll().execute();
      expect(alertas.length).toBeGreaterThan(0);
      await api.ok(revisarAlerta, { nota: plantar('NOTA-ALERTA-Q: revisada por teléfono') }, 'editor', {
        params: { id: alertas[0]!.id },
      });
      await importarOficial(api);
      // A photo stored with its metadata still in it (stored before the rule, or restored from an
      // old backup): M1's acta points at it. Publishing strips it again.
      const conExif = await fotoConExif(17, plantar('FOTOGRAFO-SECRETO-VIEJO'));
      const blob = await api.t.deps.files.put(conExif);
      const m1 = await api.t.deps.db
        .selectFrom('dia_d_mesa_acta as ma')
        .innerJoin('dia_d_actas as a', 'a.id', 'ma.acta_id')
        .select('a.foto_id')
        .where('ma.mesa_codigo', '=', 'M1')
        .executeTakeFirstOrThrow();
      await api.t.deps.db
        .updateTable('archivos')
        .set({ hash: blob.hash })
        .where('id', '=', m1.foto_id)
        .execute();

      // A mesa kept off: its reason is HQ's; then the site is published.
      await api.ok(retirarMesaPublicada, { codigo: 'M2', motivo: plantar('MOTIVO-RESERVADO-Q') }, 'admin');
      const codigo = await dosPasosDelAdmin(api);
      const corrida = await api.ok(publicar, { ...PUBLICACION, codigo: codigo() }, 'admin');
      expect((await esperarFin(api, corrida.id)).estado).toBe('hecha');
      archivos = await archivosDe(sitio);

      // What HQ keeps besides, read from its own tables.
      const db = api.t.deps.db;
      const filas = [
        ...(await db.selectFrom('territorial_defensores').select(['nombre', 'celular', 'email']).execute()),
        ...(await db.selectFrom('dia_d_accesos').select(['codigo_hash', 'usuario_id']).execute()),
        ...(await db.selectFrom('dia_d_accesos_jefe').select(['codigo_hash', 'usuario_id']).execute()),
        ...(await db.selectFrom('dia_d_actas').select(['id', 'autor_id', 'foto_id']).execute()),
        ...(await db.selectFrom('dia_d_incidentes').select(['id', 'texto', 'defensor_id']).execute()),
        ...(await db.selectFrom('dia_d_notas').select(['texto', 'autor']).execute()),
        ...(await db.selectFrom('dia_d_alertas').select(['id', 'explicacion', 'regla', 'nota']).execute()),
        ...(await db
          .selectFrom('dia_d_transcripciones')
          .select(['id', 'usuario_nombre', 'usuario_id'])
          .execute()),
        ...(await db.selectFrom('dia_d_mensajes').select(['id', 'texto', 'autor_nombre']).execute()),
        ...(await db.selectFrom('usuarios').select(['id', 'usuario', 'nombre', 'email', 'hash']).execute()),
        ...(await db.selectFrom('archivos').select(['id', 'nombre']).execute()),
        ...(await db.selectFrom('auditoria').select(['usuario_nombre', 'ip']).execute()),
        ...(await db
          .selectFrom('dia_d_publicacion_retiradas')
          .select(['motivo', 'usuario_nombre'])
          .execute()),
      ];
      for (const f of filas)
        for (const v of Object.values(f)) if (typeof v === 'string' && v.length >= 5) secretos.add(v);
    }, 120_000);

    it('publica lo que debe (las dos mesas que quedan, con sus fotos) y nada más', () => {
      expect([...archivos.keys()].filter((r) => r.startsWith('mesas/')).sort()).toEqual([
        'mesas/M1.html',
        'mesas/M3.html',
      ]);
      expect([...archivos.keys()].filter((r) => r.startsWith('fotos/'))).toHaveLength(2);
      expect(secretos.size).toBeGreaterThan(40);
    });

    it('ningún archivo publicado contiene nombres, teléfonos, correos, códigos, notas, alertas, auditoría ni metadatos', () => {
      const hallazgos: string[] = [];
      for (const [ruta, contenido] of archivos) {
        const texto = contenido.toString('utf8');
        const bytes = contenido.toString('latin1');
        for (const s of secretos)
          if (texto.includes(s) || bytes.includes(s)) hallazgos.push(`${ruta}: «${s}»`);
        // No metadata segment in a photo: EXIF, XMP, or a comment naming anyone.
        for (const marca of ['Exif\u0000\u0000', 'http://ns.adobe.com/xap', 'xmpmeta', 'GPS'])
          if (bytes.includes(marca)) hallazgos.push(`${ruta}: ${JSON.stringify(marca)}`);
      }
      expect(hallazgos).toEqual([]);
    });
  },
  { publicacion: { carpeta: sitio } },
);
