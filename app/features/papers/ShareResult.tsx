import type { PaperResult } from '../../api/papers';
import { ShareButton } from '../../components/ShareButton';
import { papersTexts } from '../../i18n/catalogue/papers';
import { formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';

/** Share the result (docs/product.md §11): the score, the rank of a ranked attempt, the papers' address. */
export function ShareResult({ result }: { result: PaperResult }) {
  const t = useTexts(papersTexts);
  const language = useLanguage();
  const n = (x: number) => formatNumber(x, language);
  const text =
    t.shareText(n(result.score), n(result.maxScore), result.title) +
    (result.ranked ? t.shareRank(result.rank, result.of) : '');
  return <ShareButton text={text} url={`${window.location.origin}/papers`} texts={t} />;
}
