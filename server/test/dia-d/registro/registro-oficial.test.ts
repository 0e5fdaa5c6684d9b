import {
  importarDelegados,
  importarMesas,
  listarMesas,
  listarRecintos,
  MENSAJES_DIA_D as M,
} from '@comando/contract';
import { expect, it } from 'vitest';
import { describeApi } from '../../api.js';

// Issue 29: the registry from the electoral body's per-mesa export as published, and every
// import reading a stray quote as the text it is, naming the line of what it cannot read.

/** The 2020 export's layout: one row per mesa and candidatura, a mesa abroad, ID_RECINTO shared. */
const EXPORTACION = [
  'PAIS,DEPARTAMENTO,PROVINCIA,MUNICIPIO,LOCALIDAD,ID_RECINTO,RECINTO,NUMERO_MESA,CODIGO_MESA,CANDIDATURA,INSCRITOS_HABILITADOS,CREEMOS,MAS - IPSP,VOTO_VALIDO,VOTO_BLANCO,VOTO_NULO,VOTO_EMITIDO',
  'Bolivia,La Paz,Murillo,El Alto,El Alto,101,"U.E. Villa Victoria ""B""",1,LP1,PRESIDENTE,200,10,100,110,5,10,125',
  'Bolivia,La Paz,Murillo,El Alto,El Alto,101,"U.E. Villa Victoria ""B""",1,LP1,DIPUTADO,200,12,98,110,5,10,125',
  'Bolivia,La Paz,Murillo,El Alto,El Alto,101,"U.E. Villa Victoria ""B""",2,LP2,PRESIDENTE,180,10,90,100,4,6,110',
  // Same ID_RECINTO, another locality: another recinto.
  'Bolivia,La Paz,Omasuyos,Achacachi,Warisata,101,Escuela Nº 13,1,LP3,PRESIDENTE,150,5,80,85,2,3,90',
  'Bolivia,Potosí,Tomás Frías,Potosí,Potosí,7,Rodeo "A",1,PT1,PRESIDENTE,120,30,40,70,1,1,72',
  'Argentina,Buenos Aires,,Buenos Aires,Buenos Aires,900,Consulado,1,EX1,PRESIDENTE,300,1,2,3,0,0,3',
].join('\n');

describeApi('Día D: el registro desde la exportación del Órgano Electoral', (api) => {
  const importar = (payload: string | Buffer, aplicar: boolean) =>
    api.send(importarMesas, undefined, 'admin', {
      query: { aplicar: String(aplicar) },
      payload,
      headers: { 'content-type': 'text/csv' },
    });

  it('la exportación tal como se publica: una mesa por código, el exterior contado, recintos por localidad e id', async () => {
    const seco = await importar(EXPORTACION, false);
    expect(seco.status, seco.res.body).toBe(200);
    expect(seco.body).toMatchObject({ crear: 4, actualizar: 0, sinCambios: 0, rechazadas: [], exterior: 1 });
    expect((await api.ok(listarMesas, undefined, 'admin')).total).toBe(0);

    expect((await importar(EXPORTACION, true)).body).toMatchObject({ crear: 4, aplicado: true });
    const recintos = await api.ok(listarRecintos, undefined, 'admin', { query: { departamento: 'la-paz' } });
    // ID_RECINTO 101 stands for two recintos (El Alto and Warisata): two codes, both kept apart.
    expect(recintos.map((r) => [r.nombre, r.municipio]).sort()).toEqual([
      ['Escuela Nº 13', 'Achacachi'],
      ['U.E. Villa Victoria "B"', 'El Alto'],
    ]);
    const codigos = recintos.map((r) => r.codigo);
    expect(new Set(codigos).size).toBe(2);
    expect(codigos.every((c) => c.startsWith('101-'))).toBe(true);
    const potosi = await api.ok(listarRecintos, undefined, 'admin', { query: { departamento: 'potosi' } });
    // An id that stands for one recinto is the recinto's code; the stray quotes are its name.
    expect(potosi.map((r) => [r.codigo, r.nombre])).toEqual([['7', 'Rodeo "A"']]);

    // Importing the same export again changes nothing: the codes are the same every time.
    expect((await importar(EXPORTACION, true)).body).toMatchObject({
      crear: 0,
      actualizar: 0,
      sinCambios: 4,
    });
  });

  it('lee Latin-1 igual que UTF-8', async () => {
    const latin1 = Buffer.from(EXPORTACION.replace(/(LP|PT|EX)(\d),/g, 'W$1$2,'), 'latin1');
    expect((await importar(latin1, true)).body).toMatchObject({ crear: 4, rechazadas: [], exterior: 1 });
    const mesas = await api.ok(listarMesas, undefined, 'admin', { query: { departamento: 'potosi' } });
    // Read as UTF-8, "Potosí" in Latin-1 would have renamed the recinto's municipio.
    expect(new Set(mesas.mesas.map((m) => m.recinto.municipio))).toEqual(new Set(['Potosí']));
  });

  it('lee las cabeceras abreviadas de la variante conocida (ID_MESA, DEP, MUN, ID_RECI, HAB)', async () => {
    const abreviada = EXPORTACION.replace(/(LP|PT|EX)(\d),/g, 'V$1$2,').replace(
      /^PAIS,DEPARTAMENTO,PROVINCIA,MUNICIPIO,LOCALIDAD,ID_RECINTO,RECINTO,NUMERO_MESA,CODIGO_MESA,CANDIDATURA,INSCRITOS_HABILITADOS/,
      'PAIS,DEP,PROV,MUN,LOCALIDAD,ID_RECI,RECINTO,NUMERO_MESA,ID_MESA,CANDIDATURA,HAB',
    );
    expect((await importar(abreviada, false)).body).toMatchObject({ crear: 4, rechazadas: [], exterior: 1 });
  });

  it('sin una columna obligatoria dice cuál falta y no guarda nada', async () => {
    const antes = (await api.ok(listarMesas, undefined, 'admin')).total;
    const sinHabilitados = EXPORTACION.replace('INSCRITOS_HABILITADOS', 'OTRA');
    await api.rechaza(importarMesas, undefined, M.columnaOficialFalta('INSCRITOS_HABILITADOS'), {
      query: { aplicar: 'true' },
      payload: sinHabilitados.replace(/LP|PT|EX/g, 'Z'),
      headers: { 'content-type': 'text/csv' },
      quien: 'admin',
    });
    expect((await api.ok(listarMesas, undefined, 'admin')).total).toBe(antes);
  });

  it('una comilla que abre un campo y no cierra no se traga el resto del archivo', async () => {
    const csv = [
      'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
      'Oruro;Oruro;"Colegio Juan Misael Saracho;R-OR-1;1;OR1;100',
      'Oruro;Oruro;Colegio Juan Misael Saracho;R-OR-1;2;OR2;100',
      'Oruro;Oruro;Colegio Juan Misael Saracho;R-OR-1;3;OR3;100',
    ].join('\n');
    const res = await importar(csv, false);
    expect(res.status, res.res.body).toBe(200);
    // Line 2 is read with its quote as text: its recinto name differs from lines 3 and 4's.
    expect(res.body.crear).toBe(1);
    expect(res.body.rechazadas).toEqual([
      { linea: 3, motivo: M.recintoDistinto(2) },
      { linea: 4, motivo: M.recintoDistinto(2) },
    ]);
  });

  it('la asignación de delegados también nombra la línea que no puede leer', async () => {
    const res = await api.send(importarDelegados, undefined, 'admin', {
      query: { aplicar: 'false' },
      payload: 'telefono;codigo_mesa\n"70000001;LP1\n70000002;"LP2\n',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.rechazadas.map((r) => r.linea)).toEqual([2, 3]);
  });
});
