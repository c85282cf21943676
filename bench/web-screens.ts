import { modules } from '../shared/modules';

/** A quiz screen to measure: the registry's second module (a text-answer round). */
export const quizScreenRoute = (): string => modules[1].route;

/**
 * A module the bench learner answers one question of, so that the journey has a practised day
 * to show (its calendar) while the measured quiz screen still opens on its Start button.
 */
export function practiceModule() {
  const m = modules.find((x) => x.route !== quizScreenRoute() && x.input.kind === 'text');
  if (m?.input.kind !== 'text') throw new Error('the registry has no second text-answer module');
  return {
    fetch: `/api${m.api.fetch}`,
    submit: `/api${m.api.submit}`,
    idField: m.idField,
    field: m.input.field,
  };
}
