import { adminPaperTexts } from '../../i18n/catalogue/admin-papers';
import { useTexts } from '../../i18n/texts';

/** Published or draft, in words (and colour). */
export function PaperStatus({ published }: { published: boolean }) {
  const t = useTexts(adminPaperTexts);
  return (
    <span className={published ? 'paper-badge paper-badge--published' : 'paper-badge'}>
      {published ? t.published : t.draft}
    </span>
  );
}
