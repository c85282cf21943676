import type { TodayRow } from '../../api/quiz';
import { ShareButton } from '../../components/ShareButton';
import { quizTexts } from '../../i18n/catalogue/quiz';
import { useTexts } from '../../i18n/texts';
import type { ClientModule } from '../../registry';

/** Share on the results (docs/product.md §7): the score and the app's address. */
export function ShareScore({ module, rows }: { module: ClientModule; rows: TodayRow[] }) {
  const t = useTexts(quizTexts);
  if (rows.length === 0) return null;
  const text = t.shareText(rows.filter((r) => r.correct).length, rows.length, module.titleHi);
  return <ShareButton text={text} url={`${window.location.origin}/`} texts={t} />;
}
