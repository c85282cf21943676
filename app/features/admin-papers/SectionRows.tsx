import { MAX_SECTIONS } from '../../../shared/api/papers';
import { adminPaperTexts } from '../../i18n/catalogue/admin-papers';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';
import { adminModules } from '../admin/admin-module';
import { emptySection, type SectionValues } from './blueprint-values';

interface Props {
  sections: SectionValues[];
  onChange: (sections: SectionValues[]) => void;
  /** Learners have started the paper: the sections are fixed. */
  locked: boolean;
  /** The field the check refused ('sections.1.count'), marked invalid and described by the error. */
  invalid: string | null;
  errorId: string;
  fieldId: (path: string) => string;
}

const titleHiOf = (key: string) => adminModules.find((m) => m.key === key)?.titleHi;

/** The blueprint's sections: title, module (from the registry), tags and count per row; Add and Remove. */
export function SectionRows({ sections, onChange, locked, invalid, errorId, fieldId }: Props) {
  const t = useTexts(adminPaperTexts);
  const language = useLanguage();
  const set = (i: number, change: Partial<SectionValues>) =>
    onChange(sections.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const marked = (path: string) =>
    invalid === path ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

  return (
    <fieldset className="paper-sections">
      <legend>{t.sections}</legend>
      {sections.map((s, i) => {
        const path = (field: string) => `sections.${i}.${field}`;
        return (
          <fieldset key={s.key} className="paper-section">
            <legend>{t.section(i + 1)}</legend>
            <div className="field">
              <label htmlFor={fieldId(path('module'))}>{t.module}</label>
              <select
                id={fieldId(path('module'))}
                value={s.module}
                disabled={locked}
                {...marked(path('module'))}
                onChange={(e) => {
                  const module = e.target.value;
                  // The module's Hindi title is the usual section title: filled in until the admin types another.
                  const auto = s.title.trim() === '' || s.title === titleHiOf(s.module);
                  set(i, { module, ...(auto ? { title: titleHiOf(module) ?? '' } : {}) });
                }}
              >
                <option value="">{t.chooseModule}</option>
                {adminModules.map((m) => (
                  <option key={m.key} value={m.key} lang={language === 'en' ? undefined : 'hi'}>
                    {language === 'en' ? `${m.titleHi} (${m.title})` : m.titleHi}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={fieldId(path('title'))}>{t.sectionTitle}</label>
              <input
                id={fieldId(path('title'))}
                lang="hi"
                value={s.title}
                disabled={locked}
                {...marked(path('title'))}
                onChange={(e) => set(i, { title: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor={fieldId(path('tags'))}>{t.tags}</label>
              <input
                id={fieldId(path('tags'))}
                lang="hi"
                value={s.tags}
                disabled={locked}
                aria-describedby={`${fieldId(path('tags'))}-hint${invalid === path('tags') ? ` ${errorId}` : ''}`}
                aria-invalid={invalid === path('tags') || undefined}
                onChange={(e) => set(i, { tags: e.target.value })}
              />
              <p className="field__hint" id={`${fieldId(path('tags'))}-hint`}>
                {t.tagsHint}
              </p>
            </div>
            <div className="paper-section__count">
              <div className="field">
                <label htmlFor={fieldId(path('count'))}>{t.count}</label>
                <input
                  id={fieldId(path('count'))}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={s.count}
                  disabled={locked}
                  {...marked(path('count'))}
                  onChange={(e) => set(i, { count: e.target.value })}
                />
              </div>
              {!locked && sections.length > 1 && (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t.removeSectionOf(i + 1)}
                  onClick={() => onChange(sections.filter((_, j) => j !== i))}
                >
                  {t.removeSection}
                </button>
              )}
            </div>
          </fieldset>
        );
      })}
      {!locked && sections.length < MAX_SECTIONS && (
        <button
          type="button"
          className="button button--small"
          onClick={() => onChange([...sections, emptySection()])}
        >
          {t.addSection}
        </button>
      )}
    </fieldset>
  );
}
