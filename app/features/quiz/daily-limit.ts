import type { QuizLimits } from '../../api/config';
import type { ClientModule } from '../../registry';

/** A module's daily limit for a free learner: vakya shudhi's is VAKYA_SHUDHI_QUESTIONS_PER_DAY (PRODUCT.md §3). */
export function dailyLimitOf(
  module: ClientModule,
  limits: QuizLimits,
  vakyaShudhiPerDay: number,
): number | 'Unlimited' | undefined {
  if (module.key === 'vakyaShudhi') return vakyaShudhiPerDay;
  return limits[module.limitKey];
}
