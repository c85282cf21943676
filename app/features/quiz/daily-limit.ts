import type { AppConfig, QuizLimits } from '../../api/config';
import type { ClientModule } from '../../registry';

/** A module's daily limit for a free learner: its own setting where the registry names one (docs/spec.md §3), else quizLimits. */
export function dailyLimitOf(
  module: ClientModule,
  limits: QuizLimits,
  config: AppConfig,
): number | 'Unlimited' | undefined {
  return module.limitSetting ? config[module.limitSetting] : limits[module.limitKey];
}
