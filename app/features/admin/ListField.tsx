import { TransliterateInput } from '../../components/TransliterateInput';
import { adminTexts } from '../../i18n/catalogue/admin';
import { useTexts } from '../../i18n/texts';

interface ListFieldProps {
  id: string;
  label: string;
  values: string[];
  min: number;
  removeLabel: string;
  transliterate: boolean;
  onChange: (values: string[]) => void;
}

/** A growing list of option fields: Add Option, and Remove only while more than the minimum remain (§5). */
export function ListField({ id, label, values, min, removeLabel, transliterate, onChange }: ListFieldProps) {
  const t = useTexts(adminTexts);
  const set = (i: number, v: string) => onChange(values.map((old, j) => (j === i ? v : old)));
  return (
    <fieldset className="list-field">
      <legend>{label}</legend>
      {values.map((value, i) => {
        const fieldId = `${id}-${i}`;
        const itemLabel = t.listItem(label, i + 1);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the fields are positions in the list.
          <div className="list-field__row" key={i}>
            <label htmlFor={fieldId} className="visually-hidden">
              {itemLabel}
            </label>
            {transliterate ? (
              <TransliterateInput
                id={fieldId}
                value={value}
                onValueChange={(v) => set(i, v)}
                lang="hi"
                placeholder={itemLabel}
              />
            ) : (
              <input
                id={fieldId}
                value={value}
                onChange={(e) => set(i, e.target.value)}
                lang="hi"
                placeholder={itemLabel}
              />
            )}
            {values.length > min && (
              <button
                type="button"
                className="button button--small"
                aria-label={t.removeItem(itemLabel)}
                onClick={() => onChange(values.filter((_, j) => j !== i))}
              >
                {removeLabel}
              </button>
            )}
          </div>
        );
      })}
      <button type="button" className="button button--small" onClick={() => onChange([...values, ''])}>
        {t.addOption}
      </button>
    </fieldset>
  );
}
