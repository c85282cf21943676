import type { ModuleKey } from '../../shared/modules';
import { modules } from './modules-data';

/**
 * The route table's slice of the registry, inlined at build time like modules-data.ts: the
 * start-up bundle carries only the paths; the rest of the registry loads with the screens.
 */
export const moduleRoutes: readonly {
  key: ModuleKey;
  route: string;
  entryRoute: string;
  adminPage: 'entry' | 'manage';
}[] = modules.map((m) => ({
  key: m.key,
  route: m.route,
  entryRoute: m.entryRoute,
  adminPage: m.adminPage ?? 'entry',
}));
