import type { ModuleKey } from '../../shared/modules';
import { type ClientModule, modules } from './modules-data';

export type { AnswerInput, ModuleKey } from '../../shared/modules';
export type { ClientModule };
export { modules };

const byKey = new Map<string, ClientModule>(modules.map((m) => [m.key, m]));

/** A module the server names (a review card): undefined when this app does not know it. */
export function findClientModule(key: string): ClientModule | undefined {
  return byKey.get(key);
}

export function moduleByKey(key: ModuleKey): ClientModule {
  const found = byKey.get(key);
  if (!found) throw new Error(`No quiz module '${key}'.`);
  return found;
}
