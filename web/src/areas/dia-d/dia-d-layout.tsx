import { Outlet } from 'react-router';
import { DiaDNav } from './dia-d-nav.js';
import { EleccionBarra } from './elecciones/index.js';

/** Every Día D screen under its section bar (a route without a path of its own), and above it the election shown. */
export function DiaDLayout() {
  return (
    <>
      <EleccionBarra />
      <DiaDNav />
      <Outlet />
    </>
  );
}
