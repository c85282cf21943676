// @vitest-environment jsdom
import '../test/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/api-mock';
import { flush } from '../test/quiz-fixtures';
import { TransliterateInput } from './TransliterateInput';
import { replaceWord, wordBeforeCaret } from './word-at-caret';

function Box() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="answer">Answer</label>
      <TransliterateInput id="answer" value={value} onValueChange={setValue} />
    </>
  );
}

/** Types text the way a keyboard does: the value changes and the input event carries the typed character. */
function typeInto(input: HTMLInputElement, text: string) {
  for (const ch of text) {
    const next = input.value + ch;
    input.setSelectionRange(input.value.length, input.value.length);
    fireEvent.input(input, {
      target: { value: next, selectionStart: next.length },
      data: ch,
      inputType: 'insertText',
    });
  }
}

describe('Hindi suggestions', () => {
  it('finds the word before the caret and puts a suggestion in its place', () => {
    expect(wordBeforeCaret('mera kitab ', 11)).toEqual({ word: 'kitab', start: 5, end: 10 });
    expect(wordBeforeCaret('  ', 2).word).toBe('');
    expect(replaceWord('mera kitab ', { start: 5, end: 10 }, 'किताब')).toEqual({
      text: 'mera किताब ',
      caret: 11,
    });
  });

  it('asks on space, lists the suggestions and the typed word, and tapping one replaces the word', async () => {
    const api = mockApi({ 'GET /api/transliterate': () => ({ suggestions: ['किताब', 'खिताब', 'kitab'] }) });
    render(<Box />);
    const input = screen.getByLabelText('Answer') as HTMLInputElement;
    expect(input.getAttribute('role')).toBe('combobox');
    typeInto(input, 'kitab ');
    await flush();
    expect(api.calls).toHaveLength(1);
    expect(new URL(`http://x${api.calls[0]!.path}`).pathname).toBe('/api/transliterate');
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['किताब', 'खिताब', 'kitab']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'किताब' }));
    expect(input.value).toBe('किताब ');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('works from the keyboard: Enter asks for a Latin word, arrows move, Enter chooses', async () => {
    mockApi({ 'GET /api/transliterate': () => ({ suggestions: ['नमस्ते', 'namaste'] }) });
    render(<Box />);
    const input = screen.getByLabelText('Answer') as HTMLInputElement;
    typeInto(input, 'namaste');
    fireEvent.keyDown(input, { key: 'Enter' });
    await flush();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('नमस्ते');
  });

  it('sends no request for an empty word', async () => {
    const api = mockApi({ 'GET /api/transliterate': () => ({ suggestions: ['x'] }) });
    render(<Box />);
    typeInto(screen.getByLabelText('Answer') as HTMLInputElement, '  ');
    fireEvent.keyDown(screen.getByLabelText('Answer'), { key: 'Tab' });
    await flush();
    expect(api.calls).toHaveLength(0);
  });
});
