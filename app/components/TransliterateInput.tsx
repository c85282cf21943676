import { type ChangeEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { getSuggestions } from '../api/transliterate';
import { quizTexts } from '../i18n/catalogue/quiz';
import { useTexts } from '../i18n/texts';
import { hasLatin, replaceWord, wordBeforeCaret } from './word-at-caret';

type Field = HTMLInputElement | HTMLTextAreaElement;

interface Props {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A textarea; Enter (without Shift) then calls onEnter instead of starting a new line. */
  multiline?: boolean;
  onEnter?: () => void;
  /** The quiz module being answered: its key goes with each request (upsarg ranks its affixes first). */
  module?: string;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  lang?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

interface Open {
  items: string[];
  start: number;
  end: number;
}

/**
 * A text box offering Hindi suggestions for the word before the caret when space, Enter or
 * Tab is pressed (§7.5). Tapping a suggestion — or arrows and Enter — puts it in place of
 * the word. The box is a combobox with a listbox, so screen readers hear the suggestions.
 */
export function TransliterateInput({
  id,
  value,
  onValueChange,
  multiline,
  onEnter,
  module,
  ...attributes
}: Props) {
  const t = useTexts(quizTexts);
  const [open, setOpen] = useState<Open | null>(null);
  const [active, setActive] = useState(-1);
  const ref = useRef<Field | null>(null);
  const asked = useRef(0);
  const listId = useId();
  const caretAfter = useRef<number | null>(null);

  // The caret goes after the chosen word as the new value is committed, not after the next paint:
  // a late caret move would undo a selection made meanwhile (select all, Delete did nothing).
  useLayoutEffect(() => {
    if (caretAfter.current === null || !ref.current) return;
    ref.current.setSelectionRange(caretAfter.current, caretAfter.current);
    caretAfter.current = null;
  });

  async function suggest(text: string, caret: number) {
    const { word, start, end } = wordBeforeCaret(text, caret);
    const ask = ++asked.current;
    if (!word) {
      setOpen(null);
      return;
    }
    const found = await getSuggestions(word, { module });
    if (ask !== asked.current) return;
    const items = [...new Set([...found, word])];
    // Nothing to offer beyond what is already typed.
    if (items.every((s) => s === word)) {
      setOpen(null);
      return;
    }
    setOpen({ items, start, end });
    setActive(-1);
  }

  function choose(suggestion: string) {
    if (!open) return;
    const next = replaceWord(value, open, suggestion);
    asked.current++;
    setOpen(null);
    setActive(-1);
    caretAfter.current = next.caret;
    onValueChange(next.text);
    ref.current?.focus();
  }

  function onChange(e: ChangeEvent<Field>) {
    const text = e.target.value;
    onValueChange(text);
    const typed = (e.nativeEvent as InputEvent).data;
    if (typed === ' ') void suggest(text, e.target.selectionStart ?? text.length);
    else if (open) {
      asked.current++;
      setOpen(null);
    }
  }

  function onKeyDown(e: KeyboardEvent<Field>) {
    const caret = e.currentTarget.selectionStart ?? value.length;
    if (open) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((a) => (a + step + open.items.length) % open.items.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        choose(open.items[Math.max(active, 0)]!);
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        asked.current++;
        setOpen(null);
        return;
      }
    }
    if (e.key === 'Enter' || e.key === 'Tab') {
      // Enter and Tab ask for suggestions only for a Latin word; otherwise they submit or move on.
      if (hasLatin(wordBeforeCaret(value, caret).word)) {
        e.preventDefault();
        void suggest(value, caret);
        return;
      }
    }
    if (e.key === 'Enter' && multiline && !e.shiftKey && onEnter) {
      e.preventDefault();
      onEnter();
    }
  }

  const optionId = (i: number) => `${listId}-option-${i}`;
  const shared = {
    ...attributes,
    id,
    value,
    onChange,
    onKeyDown,
    onBlur: () => setOpen(null),
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': !!open,
    'aria-controls': listId,
    'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
    autoComplete: 'off',
    autoCapitalize: 'off',
    autoCorrect: 'off',
    spellCheck: false,
  };

  return (
    <div className="translit">
      {multiline ? (
        <textarea
          {...shared}
          rows={3}
          ref={(el) => {
            ref.current = el;
          }}
        />
      ) : (
        <input
          {...shared}
          type="text"
          ref={(el) => {
            ref.current = el;
          }}
        />
      )}
      <div id={listId} role="listbox" aria-label={t.suggestions} className="translit__list" hidden={!open}>
        {open?.items.map((s, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the arrow keys and Enter work from the text box (aria-activedescendant).
          <div
            key={s}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={i === active ? 'translit__option translit__option--active' : 'translit__option'}
            // Keeps the focus (and the phone keyboard) in the text box.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(s)}
          >
            {s}
          </div>
        ))}
      </div>
      <span className="visually-hidden" aria-live="polite">
        {open ? t.suggestionsShown(open.items.length) : ''}
      </span>
    </div>
  );
}
