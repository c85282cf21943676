import { findModule, type QuizModule } from '../../../shared/modules';

/** The full registry entry (with its schemas): admin code only, so zod stays out of the learner bundle. */
export function adminModule(key: string | undefined): QuizModule | undefined {
  return key ? findModule(key) : undefined;
}

export { modules as adminModules } from '../../../shared/modules';
