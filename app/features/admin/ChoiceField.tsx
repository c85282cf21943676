import { adminTexts } from '../../i18n/catalogue/admin';
import { useTexts } from '../../i18n/texts';

interface ChoiceFieldProps {
  id: string;
  label: string;
  /** The entries to pick among (the current non-blank options). */
  choices: string[];
  value: string;
  onChange: (value: string) => void;
}

/** A pick among entries typed above it (MCQ's answer among its options), never typed again. */
export function ChoiceField({ id, label, choices, value, onChange }: ChoiceFieldProps) {
  const t = useTexts(adminTexts);
  const picked = value.trim();
  return (
    <fieldset className="choices choice-field" aria-describedby={`${id}-hint`}>
      <legend>{label}</legend>
      <p className="field__hint" id={`${id}-hint`}>
        {choices.length ? t.pickRight : t.typeOptionsFirst}
      </p>
      {choices.map((choice, i) => (
        <label key={choice} className={`choice${choice === picked ? ' choice--picked' : ''}`} lang="hi">
          <input
            type="radio"
            name={id}
            id={`${id}-${i}`}
            value={choice}
            checked={choice === picked}
            onChange={() => onChange(choice)}
          />
          <span>{choice}</span>
        </label>
      ))}
    </fieldset>
  );
}
