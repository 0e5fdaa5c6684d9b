import {
  TEXTOS_JURIDICO,
  tipoDesdeQuery,
  TIPOS_CARPETA,
  TITULOS_PANTALLA,
  type TipoCarpeta,
} from '@comando/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePuedeEscribir } from '../../api/session.js';
import { PageHeader, QueryState, Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/index.js';
import { useCarpetas } from './api/queries.js';
import { CarpetaForm } from './carpeta-form.js';
import { CarpetasGrid } from './carpetas-grid.js';

/** /juridico (Base de Datos Jurídica): three tabs of folders; the tab lives in ?tab=. */
export function JuridicoScreen() {
  const [params, setParams] = useSearchParams();
  const tab = tipoDesdeQuery(params.get('tab'));
  const carpetas = useCarpetas();
  const [formulario, setFormulario] = useState(0);
  const puedeEscribir = usePuedeEscribir();

  const irA = (t: TipoCarpeta) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('tab', t);
        return next;
      },
      { replace: true },
    );

  return (
    <div>
      <PageHeader title={TITULOS_PANTALLA.juridico} subtitle={TEXTOS_JURIDICO.subtitulo} />
      <div className={puedeEscribir ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]' : 'grid gap-6'}>
        <Tabs value={tab} onValueChange={(v) => irA(tipoDesdeQuery(v))} className="min-w-0 lg:order-1">
          {/* Spec §2: the tabs' ids are the folder types; each panel is named by its tab. */}
          <TabsList>
            {TIPOS_CARPETA.map((t) => (
              <TabsTrigger key={t} value={t} id={t}>
                {TEXTOS_JURIDICO.tabs[t]}
              </TabsTrigger>
            ))}
          </TabsList>
          {TIPOS_CARPETA.map((t) => (
            <TabsContent key={t} value={t} aria-labelledby={t}>
              <QueryState query={carpetas} loadingText={TEXTOS_JURIDICO.cargando}>
                {(lista) => <CarpetasGrid carpetas={lista.filter((c) => c.type === t)} />}
              </QueryState>
            </TabsContent>
          ))}
        </Tabs>
        {puedeEscribir && (
          <div className="lg:order-2">
            <CarpetaForm
              key={formulario}
              tab={tab}
              onCreada={(t) => {
                setFormulario((k) => k + 1);
                irA(t);
              }}
            />
          </div>
        )}
      </div>
    </div>
  );
}
