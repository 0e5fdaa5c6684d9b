import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agruparEventos,
  colorDia,
  cuadriculaMes,
  diaDNuevo,
  diasDelMes,
  ejeNuevo,
  filtrarRequisitos,
  FILTROS_INICIALES,
  MENSAJES_ESTRATEGIA,
  mesVecino,
  ordenarRequisitos,
  requisitoNuevo,
  textoCantidadEventos,
  textoCuentaRegresiva,
  type Categoria,
  type Prioridad,
} from './index.js';

const diaSemana = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0

describe('cuadriculaMes', () => {
  it('empieza en lunes, termina en domingo y contiene todos los días del mes en orden', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), (anio, mes) => {
        const semanas = cuadriculaMes(anio, mes);
        const dias = semanas.flat();
        expect(semanas.every((s) => s.length === 7)).toBe(true);
        expect(diaSemana(dias[0]!.fecha)).toBe(0);
        expect(diaSemana(dias[dias.length - 1]!.fecha)).toBe(6);
        const delMes = dias.filter((d) => d.delMes);
        expect(delMes.map((d) => d.dia)).toEqual(
          Array.from({ length: diasDelMes(anio, mes) }, (_, i) => i + 1),
        );
        // Leading days belong to the previous month, trailing ones to the next, with no full extra week.
        expect(dias.slice(0, 7).some((d) => d.delMes)).toBe(true);
        expect(dias.slice(-7).some((d) => d.delMes)).toBe(true);
        for (let i = 1; i < dias.length; i += 1) {
          const gap =
            Date.parse(`${dias[i]!.fecha}T00:00:00Z`) - Date.parse(`${dias[i - 1]!.fecha}T00:00:00Z`);
          expect(gap).toBe(86_400_000);
        }
      }),
    );
  });

  it('noviembre de 2026 empieza el domingo 1 con seis días de octubre antes', () => {
    const semanas = cuadriculaMes(2026, 11);
    expect(semanas[0]!.map((d) => d.fecha)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(semanas).toHaveLength(6);
    expect(semanas[5]!.at(-1)).toEqual({ fecha: '2026-12-06', dia: 6, delMes: false });
  });

  it('un mes que empieza en lunes no tiene días previos (junio de 2026)', () => {
    expect(cuadriculaMes(2026, 6)[0]![0]).toEqual({ fecha: '2026-06-01', dia: 1, delMes: true });
  });

  it('febrero tiene 29 días en años bisiestos y 28 en los demás', () => {
    expect(diasDelMes(2024, 2)).toBe(29);
    expect(diasDelMes(2000, 2)).toBe(29);
    expect(diasDelMes(1900, 2)).toBe(28);
    expect(diasDelMes(2026, 2)).toBe(28);
    expect(
      cuadriculaMes(2024, 2)
        .flat()
        .filter((d) => d.delMes),
    ).toHaveLength(29);
    // February 2027 starts on Monday and has 28 days: exactly four weeks.
    expect(cuadriculaMes(2027, 2)).toHaveLength(4);
  });

  it('mesVecino cruza los bordes del año', () => {
    expect(mesVecino(2026, 12, 1)).toEqual({ anio: 2027, mes: 1 });
    expect(mesVecino(2026, 1, -1)).toEqual({ anio: 2025, mes: 12 });
    expect(mesVecino(2026, 6, 1)).toEqual({ anio: 2026, mes: 7 });
  });
});

describe('colorDia', () => {
  it('rosa si algún evento está pendiente, teal si todos están completados, nada sin eventos', () => {
    expect(colorDia([])).toBeNull();
    expect(colorDia([{ completado: true }, { completado: true }])).toBe('completado');
    expect(colorDia([{ completado: true }, { completado: false }])).toBe('pendiente');
    expect(colorDia([{ completado: false }])).toBe('pendiente');
  });
});

describe('agruparEventos', () => {
  it('agrupa por fecha, la más reciente primero', () => {
    const grupos = agruparEventos([
      { id: 'a', fecha: '2026-01-02' },
      { id: 'b', fecha: '2026-03-01' },
      { id: 'c', fecha: '2026-01-02' },
    ]);
    expect(grupos.map((g) => [g.fecha, g.eventos.map((e) => e.id)])).toEqual([
      ['2026-03-01', ['b']],
      ['2026-01-02', ['a', 'c']],
    ]);
    expect(textoCantidadEventos(2)).toBe('(2 evento(s))');
  });
});

const prioridades: Prioridad[] = ['high', 'medium', 'low'];
const categorias: Categoria[] = ['legal', 'administrative', 'communication', 'logistics'];
const arbRequisito = fc.record({
  id: fc.uuid(),
  prioridad: fc.constantFrom(...prioridades),
  categoria: fc.constantFrom(...categorias),
  completado: fc.boolean(),
  fecha_limite: fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
});

describe('ordenarRequisitos', () => {
  it('ordena por prioridad alta, media, baja y luego por fecha límite ascendente', () => {
    const lista = [
      { id: '1', prioridad: 'low' as const, fecha_limite: '2026-01-01' },
      { id: '2', prioridad: 'high' as const, fecha_limite: '2026-05-01' },
      { id: '3', prioridad: 'medium' as const, fecha_limite: '2026-02-01' },
      { id: '4', prioridad: 'high' as const, fecha_limite: '2026-03-01' },
    ];
    expect(ordenarRequisitos(lista).map((r) => r.id)).toEqual(['4', '2', '3', '1']);
  });

  it('el orden es una permutación ordenada para cualquier lista', () => {
    fc.assert(
      fc.property(fc.array(arbRequisito, { maxLength: 30 }), (lista) => {
        const orden = ordenarRequisitos(lista);
        expect(orden).toHaveLength(lista.length);
        const rango = { high: 0, medium: 1, low: 2 };
        for (let i = 1; i < orden.length; i += 1) {
          const a = orden[i - 1]!;
          const b = orden[i]!;
          expect(rango[a.prioridad] <= rango[b.prioridad]).toBe(true);
          if (a.prioridad === b.prioridad) expect(a.fecha_limite <= b.fecha_limite).toBe(true);
        }
      }),
    );
  });
});

describe('filtrarRequisitos', () => {
  it('cada filtro deja solo lo que coincide y los filtros iniciales dejan todo', () => {
    fc.assert(
      fc.property(
        fc.array(arbRequisito, { maxLength: 30 }),
        fc.constantFrom('todos', 'completados', 'pendientes' as const),
        fc.constantFrom('todas' as const, ...categorias),
        fc.constantFrom('todas' as const, ...prioridades),
        (lista, estado, categoria, prioridad) => {
          expect(filtrarRequisitos(lista, FILTROS_INICIALES)).toHaveLength(lista.length);
          const res = filtrarRequisitos(lista, { estado, categoria, prioridad });
          for (const r of res) {
            if (estado !== 'todos') expect(r.completado).toBe(estado === 'completados');
            if (categoria !== 'todas') expect(r.categoria).toBe(categoria);
            if (prioridad !== 'todas') expect(r.prioridad).toBe(prioridad);
          }
          const esperados = lista.filter(
            (r) =>
              (estado === 'todos' || r.completado === (estado === 'completados')) &&
              (categoria === 'todas' || r.categoria === categoria) &&
              (prioridad === 'todas' || r.prioridad === prioridad),
          );
          expect(res).toHaveLength(esperados.length);
        },
      ),
    );
  });
});

describe('textoCuentaRegresiva', () => {
  it('cuenta los días que faltan y no muestra números negativos cuando la fecha pasó', () => {
    expect(textoCuentaRegresiva('2026-11-23', '2026-12-03')).toBe('Faltan 10 días');
    expect(textoCuentaRegresiva('2026-11-23', '2026-11-24')).toBe('Falta 1 día');
    expect(textoCuentaRegresiva('2026-11-23', '2026-11-23')).toBe('¡Hoy es el Día D!');
    const pasada = textoCuentaRegresiva('2026-11-23', '2025-05-01');
    expect(pasada).toBe('La elección ya pasó (1 de mayo de 2025)');
    expect(pasada).not.toMatch(/-\d/);
  });
});

describe('esquemas', () => {
  it('Día D: total al menos 1, cubiertas entre 0 y el total, enteros', () => {
    expect(diaDNuevo.safeParse({ totalPollingStations: 10, coveredPollingStations: 10 }).success).toBe(true);
    const fuera = diaDNuevo.safeParse({ totalPollingStations: 10, coveredPollingStations: 11 });
    expect(fuera.error?.issues[0]?.message).toBe(MENSAJES_ESTRATEGIA.cubiertasRango);
    expect(fuera.error?.issues[0]?.path).toEqual(['coveredPollingStations']);
    const cero = diaDNuevo.safeParse({ totalPollingStations: 0, coveredPollingStations: 0 });
    expect(cero.error?.issues[0]?.message).toBe(MENSAJES_ESTRATEGIA.totalMinimo);
    expect(diaDNuevo.safeParse({ totalPollingStations: 1.5, coveredPollingStations: 0 }).success).toBe(false);
  });

  it('requisito: todos los campos requeridos, prioridad y categoría de la lista', () => {
    const base = {
      titulo: 'Inscripción',
      descripcion: 'Presentar papeles',
      fecha_limite: '2026-12-01',
      responsable: 'Ana',
      prioridad: 'medium',
      categoria: 'administrative',
    };
    expect(requisitoNuevo.safeParse(base).success).toBe(true);
    expect(requisitoNuevo.safeParse({ ...base, prioridad: 'urgente' }).error?.issues[0]?.message).toBe(
      MENSAJES_ESTRATEGIA.prioridadInvalida,
    );
    expect(requisitoNuevo.safeParse({ ...base, responsable: '  ' }).error?.issues[0]?.message).toBe(
      MENSAJES_ESTRATEGIA.responsableRequerido,
    );
  });

  it('eje temático: acepta e ignora el id del cliente', () => {
    expect(ejeNuevo.safeParse({ id: 123, title: 'Salud', strategy: 'Propuesta' }).success).toBe(true);
  });
});
