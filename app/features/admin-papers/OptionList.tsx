import { adminPaperTexts } from '../../i18n/catalogue/admin-papers';
import { useTexts } from '../../i18n/texts';

interface Props {
  options: readonly string[];
  answer: number;
  /** The item analysis: how many chose each option, out of `total` attempts. */
  counts?: readonly number[];
  total?: number;
  label?: string;
}

/** A paper question's four options in the order learners see them, the key marked in words and colour. */
export function OptionList({ options, answer, counts, total = 0, label }: Props) {
  const t = useTexts(adminPaperTexts);
  return (
    <ol className="paper-options" aria-label={label ?? t.options}>
      {options.map((option, i) => {
        const count = counts?.[i];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are positions (two may read alike).
          <li key={i} className={i === answer ? 'paper-option is-answer' : 'paper-option'}>
            <span className="paper-option__text">
              <span lang="hi">{option}</span>
              {i === answer && (
                <>
                  <span aria-hidden="true"> ✓</span>
                  <span className="visually-hidden">{t.isKey}</span>
                </>
              )}
            </span>
            {count !== undefined && (
              <span className="paper-option__count">
                {t.chosen(count, total ? count / total : 0)}
                <span
                  className="paper-option__bar"
                  aria-hidden="true"
                  style={{ inlineSize: `${total ? Math.round((count / total) * 100) : 0}%` }}
                />
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
