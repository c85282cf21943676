// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modules as adminModules, findModule, type QuizModule } from '../../../shared/modules';
import { moduleTexts } from '../../../shared/modules/texts';
import { MemoryRouter } from '../../routes/router';
import { mockApi } from '../../test/api-mock';
import { flush } from '../../test/quiz-fixtures';
import { EntryForm } from './EntryForm';

const mod = (key: string): QuizModule => findModule(key)!;
const alert = () => screen.getByRole('alert', { hidden: false }).textContent;

function renderForm(key: string) {
  const api = mockApi({
    [`POST /api${mod(key).api.add}`]: (call) => ({
      status: 201,
      body: { message: moduleTexts.en[mod(key).texts.addSuccess], question: call.body },
    }),
  });
  render(
    <MemoryRouter>
      <EntryForm module={mod(key)} />
    </MemoryRouter>,
  );
  return api;
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The validation texts of docs/spec.md §5 and §8, for an empty form. */
const emptyFormTexts: Record<string, string> = {
  antonym: 'Please fill both fields',
  sandhi: 'Please fill all fields.',
  sandhiViched: 'Please fill all fields.',
  mcq: 'Please fill all fields and at least 2 options.',
  oneWordForMany: 'Question and answer are required.',
  vakyaShudhi: 'Question and answer are required.',
  shabdShudhi: 'Question and answer are required.',
  administrativeVocabulary: 'Please fill all fields.',
  upsarg: 'Question and options are required.',
  pratyay: 'Question and options are required.',
  paryayvachi: 'Question is required.',
};

describe('the entry forms', () => {
  for (const [key, text] of Object.entries(emptyFormTexts)) {
    it(`${key}: an empty form says '${text}' and sends nothing`, async () => {
      const api = renderForm(key);
      submit();
      await flush();
      expect(alert()).toBe(text);
      expect(api.calls).toHaveLength(0);
    });
  }

  it("paryayvachi keeps two option fields and wants two options: 'At least 2 options are required.'", async () => {
    const api = renderForm('paryayvachi');
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    type('Word', 'सूर्य');
    type('Synonyms 1', 'रवि');
    submit();
    await flush();
    expect(alert()).toBe('At least 2 options are required.');
    expect(api.calls).toHaveLength(0);
  });

  it('administrative vocabulary shows Remove only with more than one option, and sends the added question', async () => {
    const api = renderForm('administrativeVocabulary');
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Option' }));
    expect(screen.getAllByRole('button', { name: /Remove/ })).toHaveLength(2);
    type('English term', 'Gazette');
    type('Options 1', 'राजपत्र');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Options 2' }));
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    submit();
    await flush();
    expect(api.calls[0]!.body).toEqual({ question: 'Gazette', options: ['राजपत्र'] });
    expect((screen.getByLabelText('English term') as HTMLInputElement).value).toBe('');
  });

  it("administrative vocabulary refuses a blank option among filled ones: 'Please fill all fields.'", async () => {
    const api = renderForm('administrativeVocabulary');
    type('English term', 'Gazette');
    type('Options 1', 'राजपत्र');
    fireEvent.click(screen.getByRole('button', { name: 'Add Option' }));
    submit();
    await flush();
    expect(alert()).toBe('Please fill all fields.');
    expect(api.calls).toHaveLength(0);
  });

  it('mcq: the answer is picked among the options typed above it, not typed again', async () => {
    const api = renderForm('mcq');
    expect(screen.queryByRole('textbox', { name: /Answer/ })).toBeNull();
    const answer = screen.getByRole('group', { name: 'Answer' });
    expect(answer.textContent).toContain('Type the options above');
    type('Question', '‘कमल’ का पर्यायवाची');
    type('Options 1', 'पंकज');
    type('Options 2', ' पावक ');
    fireEvent.click(screen.getByRole('button', { name: 'Add Option' }));
    const radios = () => screen.queryAllByRole('radio') as HTMLInputElement[];
    expect(radios().map((r) => r.value)).toEqual(['पंकज', 'पावक']);
    fireEvent.click(screen.getByRole('radio', { name: 'पावक' }));
    submit();
    await flush();
    expect(api.calls[0]!.body).toEqual({
      question: '‘कमल’ का पर्यायवाची',
      options: ['पंकज', 'पावक'],
      answer: 'पावक',
    });
  });

  it('mcq: the pick follows its option when retyped, and is cleared when the option is removed', async () => {
    const api = renderForm('mcq');
    type('Question', 'प्रश्न');
    type('Options 1', 'क');
    type('Options 2', 'ख');
    fireEvent.click(screen.getByRole('radio', { name: 'ख' }));
    type('Options 2', 'खग');
    expect((screen.getByRole('radio', { name: 'खग' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add Option' }));
    type('Options 3', 'ग');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Options 2' }));
    expect((screen.getAllByRole('radio') as HTMLInputElement[]).some((r) => r.checked)).toBe(false);
    submit();
    await flush();
    expect(alert()).toBe('Please fill all fields and at least 2 options.');
    expect(api.calls).toHaveLength(0);
  });

  it('a choice field picks among a list field above it in the same form', () => {
    for (const m of adminModules) {
      const fields = m.entry.fields;
      for (const [i, f] of fields.entries())
        if (f.kind === 'choiceOf')
          expect(
            fields.slice(0, i).some((l) => l.kind === 'list' && l.name === f.of),
            `${m.key}.${f.name}`,
          ).toBe(true);
    }
  });

  it('shabd shudhi wants a day of at least 1', async () => {
    renderForm('shabdShudhi');
    type('Misspelt word', 'अशुद्ध');
    type('Correct spelling', 'शुद्ध');
    type('Day', '0');
    submit();
    await flush();
    expect(alert()).toBe('Day must be at least 1.');
  });

  it('antonym trims the word and splits the antonyms by comma', async () => {
    const api = renderForm('antonym');
    type('Word', ' दिन ');
    type('Antonyms (comma-separated)', 'रात, निशा ,');
    submit();
    await flush();
    expect(api.calls[0]!.body).toEqual({ word: 'दिन', antonyms: ['रात', 'निशा'] });
  });

  it('refuses Latin letters where Hindi belongs, at the field, and sends nothing (issue 23 item 4)', async () => {
    const api = renderForm('paryayvachi');
    type('Word', 'megh');
    type('Synonyms 1', 'बादल');
    type('Synonyms 2', 'घन');
    submit();
    await flush();
    const word = screen.getByLabelText('Word');
    expect(alert()).toBe('Write this in Hindi (Devanagari), not in English letters.');
    expect(word.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(word.getAttribute('aria-describedby')!)!.textContent).toBe(alert());
    expect(document.activeElement).toBe(word);
    expect(api.calls).toHaveLength(0);
    type('Word', 'मेघ');
    submit();
    await flush();
    expect(api.calls[0]!.body).toEqual({ question: 'मेघ', options: ['बादल', 'घन'] });
  });

  it('upsarg shows its question twice and sends it once', async () => {
    const api = renderForm('upsarg');
    type('Question', "'अनुभव' में उपसर्ग");
    expect((screen.getByLabelText('Question (again)') as HTMLInputElement).value).toBe("'अनुभव' में उपसर्ग");
    type('Options 1', 'अनु');
    expect(screen.queryByRole('button', { name: 'Remove Options 1' })).toBeNull();
    submit();
    await flush();
    expect(api.calls[0]!.body).toEqual({ question: "'अनुभव' में उपसर्ग", options: ['अनु'] });
  });
});
