import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { clearReloadFlagSoon } from './lazy-screen';

/** Wraps every route: a route that rendered clears the reload-on-error flag 5 s later. */
export function RootLayout() {
  const location = useLocation();
  useEffect(() => clearReloadFlagSoon(), [location.key]);
  return <Outlet />;
}
