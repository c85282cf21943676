import { TransliterateInput } from '../../components/TransliterateInput';
import { quizTexts } from '../../i18n/catalogue/quiz';
import { useTexts } from '../../i18n/texts';

interface AnswerBoxProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Read-only, not disabled: the box keeps the focus and the phone keeps its keyboard. */
  readOnly: boolean;
  transliterate: boolean;
  /** The module's key, sent with each request for suggestions. */
  moduleKey: string;
  multiline: boolean;
  /** One of two boxes side by side: the short hint. */
  narrow?: boolean;
  /** Enter in a multi-line box submits (a sentence answer is still one answer). */
  onSubmit: () => void;
  describedBy?: string;
}

/**
 * One answer box: with Hindi suggestions and a placeholder saying how to get them in every
 * module that offers them (registry `transliterate`: all typed answers but the spelling ones).
 */
export function AnswerBox({
  id,
  value,
  onChange,
  readOnly,
  transliterate,
  moduleKey,
  multiline,
  narrow,
  onSubmit,
  describedBy,
}: AnswerBoxProps) {
  const t = useTexts(quizTexts);
  if (transliterate)
    return (
      <TransliterateInput
        id={id}
        value={value}
        onValueChange={onChange}
        multiline={multiline}
        onEnter={onSubmit}
        readOnly={readOnly}
        lang="hi"
        module={moduleKey}
        placeholder={narrow ? t.translitHintShort : t.translitHint}
        aria-describedby={describedBy}
      />
    );
  const common = {
    id,
    value,
    readOnly,
    'aria-readonly': readOnly || undefined,
    lang: 'hi',
    autoComplete: 'off',
    autoCapitalize: 'off',
    spellCheck: false,
    'aria-describedby': describedBy,
  };
  return multiline ? (
    <textarea
      {...common}
      rows={3}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.shiftKey) {
          e.preventDefault();
          onSubmit();
        }
      }}
    />
  ) : (
    <input {...common} type="text" onChange={(e) => onChange(e.target.value)} />
  );
}
