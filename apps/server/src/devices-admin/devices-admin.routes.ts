import type { App, AppContext } from '../http/context';
import { geomapRoutes } from './geomap.routes';
import { pairingCodeRoutes } from './pairing-codes.routes';

/** Settings → Devices beyond the toolkit (pairing codes) and Manage → Geo Map, under /api. */
export async function devicesAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  await pairingCodeRoutes(app, ctx);
  await geomapRoutes(app, ctx);
}
