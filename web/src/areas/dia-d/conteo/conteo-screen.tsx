import {
  exportarActasCsv,
  formatNumero,
  formatPorcentaje,
  REGIONES_TERRITORIALES,
  TEXTOS_ACTAS,
} from '@comando/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { usePuedeAdministrar } from '../../../api/session.js';
import { Card, PageHeader, QueryState } from '../../../ui/index.js';
import { useConteo } from './api/queries.js';
import { usePartidos } from '../actas/index.js';
import { ConteoRapidoCard } from './conteo-rapido-card.js';
import { MapaConteo } from './mapa-conteo.js';
import { MesasActasCard } from './mesas-actas-card.js';
import { MuestraCard } from '../pendientes/index.js';
import { PapeletaCard } from '../actas/index.js';
import { PartidosTable } from './partidos-table.js';
import { useTituloDiaD } from '../../../api/ambito.js';
import { conEleccion } from '../../../api/eleccion-elegida.js';

function Cifra({ titulo, valor, detalle }: { titulo: string; valor: string; detalle?: string }) {
  return (
    <div className="rounded-lg border border-borde bg-panel-2 p-3">
      <p className="text-xs tracking-wide text-tenue uppercase">{titulo}</p>
      <p className="text-2xl font-bold tabular-nums">{valor}</p>
      {detalle && <p className="text-xs text-tenue">{detalle}</p>}
    </div>
  );
}

/** /dia-d/conteo: the count, national and per department, live. */
export function ConteoScreen() {
  const puedeAdministrar = usePuedeAdministrar();
  const conteo = useConteo();
  const partidos = usePartidos();
  const [departamento, setDepartamento] = useState('');
  const titulo = useTituloDiaD(TEXTOS_ACTAS.conteoTitulo);
  return (
    <div>
      <PageHeader
        title={titulo}
        subtitle={TEXTOS_ACTAS.conteoAyuda}
        actions={
          <>
            <a
              href={conEleccion(exportarActasCsv.path)}
              download
              className="inline-flex min-h-9 items-center gap-2 rounded-lg border border-borde bg-panel-2 px-3 text-sm font-medium hover:border-teal"
            >
              <Download size={16} aria-hidden="true" />
              {TEXTOS_ACTAS.exportarCsv}
            </a>
          </>
        }
      />
      <QueryState query={conteo} loadingText={TEXTOS_ACTAS.cargandoConteo}>
        {(c) => (
          <div className="flex flex-col gap-6">
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Cifra
                titulo={TEXTOS_ACTAS.actasRecibidas}
                valor={formatPorcentaje(c.mesas ? (c.actasRecibidas / c.mesas) * 100 : 0, 1)}
                detalle={TEXTOS_ACTAS.deMesas(formatNumero(c.actasRecibidas), formatNumero(c.mesas))}
              />
              <Cifra
                titulo={TEXTOS_ACTAS.actasVerificadas}
                valor={formatPorcentaje(c.mesas ? (c.actasVerificadas / c.mesas) * 100 : 0, 1)}
                detalle={TEXTOS_ACTAS.deMesas(formatNumero(c.actasVerificadas), formatNumero(c.mesas))}
              />
              <Cifra titulo={TEXTOS_ACTAS.actasEnDisputa} valor={formatNumero(c.actasEnDisputa)} />
              <Cifra titulo={TEXTOS_ACTAS.participacion} valor={formatPorcentaje(c.participacion, 1)} />
            </div>
            <div className="grid gap-6 lg:grid-cols-2">
              <Card title={TEXTOS_ACTAS.verificadas}>
                {c.actasVerificadas === 0 && c.actasRecibidas === 0 ? (
                  <p className="text-sm text-tenue">{TEXTOS_ACTAS.sinDatos}</p>
                ) : (
                  <>
                    <PartidosTable
                      titulo={TEXTOS_ACTAS.votos}
                      filas={c.partidos}
                      partidos={partidos.data ?? []}
                    />
                    <p className="mt-2 text-sm text-tenue">
                      {TEXTOS_ACTAS.blancos}: {formatNumero(c.blancos)} · {TEXTOS_ACTAS.nulos}:{' '}
                      {formatNumero(c.nulos)}
                    </p>
                  </>
                )}
              </Card>
              <Card title={TEXTOS_ACTAS.recibidas}>
                <PartidosTable
                  titulo={TEXTOS_ACTAS.votos}
                  filas={c.partidosRecibidas}
                  partidos={partidos.data ?? []}
                />
              </Card>
            </div>
            {/* The map beside its text alternative where both fit (≥ 1280 px), one above the other below. */}
            <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
              <MapaConteo
                departamentos={c.departamentos}
                partidos={partidos.data ?? []}
                alElegir={setDepartamento}
              />
              <Card title={TEXTOS_ACTAS.porDepartamento}>
                <table className="tabla-apilada w-full text-sm">
                  <caption className="sr-only">{TEXTOS_ACTAS.porDepartamento}</caption>
                  <thead className="text-xs text-tenue uppercase">
                    <tr>
                      <th scope="col" className="px-2 py-2 text-left">
                        {TEXTOS_ACTAS.departamento}
                      </th>
                      <th scope="col" className="px-2 py-2 text-right">
                        {TEXTOS_ACTAS.actasRecibidas}
                      </th>
                      <th scope="col" className="px-2 py-2 text-right">
                        {TEXTOS_ACTAS.actasVerificadas}
                      </th>
                      <th scope="col" className="px-2 py-2 text-right">
                        {TEXTOS_ACTAS.participacion}
                      </th>
                      {(partidos.data ?? []).map((p) => (
                        <th key={p.sigla} scope="col" className="px-2 py-2 text-right">
                          {p.sigla}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {c.departamentos.map((d) => (
                      <tr key={d.departamento} className="border-t border-borde">
                        <th scope="row" className="px-2 py-2 text-left font-medium">
                          <a
                            href="#mesas-actas"
                            className="text-teal underline"
                            onClick={() => setDepartamento(d.departamento)}
                          >
                            {REGIONES_TERRITORIALES.find((r) => r.id === d.departamento)?.name ??
                              d.departamento}
                          </a>
                        </th>
                        <td
                          data-label={TEXTOS_ACTAS.actasRecibidas}
                          className="px-2 py-2 text-right tabular-nums"
                        >
                          {TEXTOS_ACTAS.deMesas(formatNumero(d.actasRecibidas), formatNumero(d.mesas))}
                        </td>
                        <td
                          data-label={TEXTOS_ACTAS.actasVerificadas}
                          className="px-2 py-2 text-right tabular-nums"
                        >
                          {formatNumero(d.actasVerificadas)}
                        </td>
                        <td
                          data-label={TEXTOS_ACTAS.participacion}
                          className="px-2 py-2 text-right tabular-nums"
                        >
                          {formatPorcentaje(d.participacion, 1)}
                        </td>
                        {d.partidos.map((p) => (
                          <td
                            key={p.sigla}
                            data-label={p.sigla}
                            className="px-2 py-2 text-right tabular-nums"
                          >
                            {formatPorcentaje(p.porcentaje, 1)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Card>
            </div>
          </div>
        )}
      </QueryState>
      <ConteoRapidoCard esAdmin={puedeAdministrar} partidos={partidos.data ?? []} />
      <MuestraCard />
      <MesasActasCard
        departamento={departamento}
        setDepartamento={setDepartamento}
        partidos={partidos.data ?? []}
      />
      {puedeAdministrar && <PapeletaCard />}
    </div>
  );
}
