import { formatCobertura, formatNumero, TEXTOS_DIA_D as T } from '@comando/contract';
import { useState } from 'react';
import { useTerrenoSesion } from '../../../api/ambito.js';
import { Button, Card, QueryState } from '../../../ui/index.js';
import { useCobertura } from './api/queries.js';
import { MapaCobertura } from './mapa-cobertura.js';

/**
 * Coverage per department, drilling down to municipios and recintos; live through the change
 * feed. A scoped user starts at their own ground and goes no higher (issue 27).
 */
export function CoberturaCard() {
  const terreno = useTerrenoSesion();
  const [departamento, setDepartamento] = useState<string | undefined>(terreno?.departamento ?? undefined);
  const [municipio, setMunicipio] = useState(terreno?.municipio ?? undefined);
  const enLaCima = municipio
    ? municipio === terreno?.municipio
    : !departamento || departamento === terreno?.departamento;
  const query = useCobertura(departamento, municipio);
  return (
    <Card title={T.cobertura} subtitle={T.coberturaSub}>
      <QueryState query={query}>
        {(c) => {
          const filas = municipio
            ? (c.recintos ?? [])
            : departamento
              ? (c.municipios ?? [])
              : c.departamentos;
          const volver = !enLaCima ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => (municipio ? setMunicipio(undefined) : setDepartamento(undefined))}
            >
              {T.volver}
            </Button>
          ) : null;
          return (
            <div className="flex flex-col gap-2">
              <p className="text-sm">
                {terreno?.nombre ?? T.nacional}: {formatNumero(c.total.mesas, 0)} · {T.conDelegado}{' '}
                {formatCobertura(c.total.conDelegado, c.total.mesas)} · {T.presentes}{' '}
                {formatCobertura(c.total.presentes, c.total.mesas)}
              </p>
              <MapaCobertura
                departamentos={c.departamentos}
                propio={terreno?.departamento ?? null}
                alElegir={(d) => {
                  setMunicipio(undefined);
                  setDepartamento(d);
                }}
              />
              {volver}
              <table
                id="cobertura-tabla"
                className="w-full text-sm [&_td]:pl-2 [&_th]:align-bottom [&_th:not(:first-child)]:pl-2"
              >
                <thead>
                  <tr className="text-left text-xs text-tenue sm:text-sm">
                    <th scope="col">{municipio ? T.recinto : departamento ? T.municipio : T.departamento}</th>
                    <th scope="col" className="text-right">
                      {T.mesas.split(' ')[0]}
                    </th>
                    <th scope="col" className="text-right">
                      {T.conDelegado}
                    </th>
                    <th scope="col" className="text-right">
                      {T.presentes}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {filas.map((f) => (
                    <tr key={f.id} className="border-t border-borde">
                      <th scope="row" className="py-1 text-left font-normal">
                        {municipio ? (
                          f.nombre
                        ) : (
                          <button
                            type="button"
                            className="text-left text-teal underline"
                            onClick={() => (departamento ? setMunicipio(f.id) : setDepartamento(f.id))}
                          >
                            {f.nombre}
                          </button>
                        )}
                      </th>
                      <td className="text-right">{formatNumero(f.mesas, 0)}</td>
                      <td className="text-right">{formatCobertura(f.conDelegado, f.mesas)}</td>
                      <td className="text-right">{formatCobertura(f.presentes, f.mesas)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryState>
    </Card>
  );
}
