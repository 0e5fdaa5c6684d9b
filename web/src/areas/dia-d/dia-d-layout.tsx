import { Outlet } from 'react-router';
import { DiaDNav } from './dia-d-nav.js';

/** Every Día D screen under its section bar (a route without a path of its own). */
export function DiaDLayout() {
  return (
    <>
      <DiaDNav />
      <Outlet />
    </>
  );
}
