// @vitest-environment jsdom
import '../../test/setup';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moduleTexts } from '../../../shared/modules/texts';
import { quizTexts } from '../../i18n/catalogue/quiz';
import { setLanguage } from '../../i18n/lang';
import { type ClientModule, modules } from '../../registry';
import ReviewScreen from '../../routes/ReviewScreen';
import { MemoryRouter } from '../../routes/router';
import { mockApi } from '../../test/api-mock';
import { flush, renderRound, served, servedQuestion } from '../../test/quiz-fixtures';

const choiceModule = modules.find((m) => m.input.kind === 'choice')!;
const typedModule = modules.find((m) => m.input.kind === 'text' && m.transliterate)!;
const spellingModule = modules.find((m) => m.input.kind === 'text' && !m.transliterate)!;
const pairModule = modules.find((m) => m.input.kind === 'pair')!;

async function startRound(module: ClientModule) {
  const api = mockApi({
    [`GET /api${module.api.fetch}`]: () => served(module, 1),
    'GET /api/transliterate': () => ({ suggestions: ['अप', 'आप', 'ap'] }),
  });
  const rendered = await renderRound(module);
  fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
  await flush();
  return { api, ...rendered };
}

describe('every prompt carries its exam-style instruction', () => {
  it.each(modules.map((m) => [m.key, m] as const))(
    '%s: the instruction, above the prompt',
    async (_key, module) => {
      const { container } = await startRound(module);
      const instruction = screen.getByText(module.instruction);
      expect(instruction.getAttribute('lang')).toBe('hi');
      const prompt = container.querySelector('.prompt')!;
      expect(instruction.compareDocumentPosition(prompt) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );

  it('on the review screen too', async () => {
    mockApi({
      'GET /api/review': () => ({
        question: { ...servedQuestion(typedModule, 5), module: typedModule.key },
        remaining: 1,
        secondsLeft: 60,
      }),
    });
    render(
      <MemoryRouter>
        <ReviewScreen />
      </MemoryRouter>,
    );
    await flush();
    expect(screen.getByText(typedModule.instruction)).toBeTruthy();
  });
});

describe('typing Hindi in English letters', () => {
  it('a transliterating box says how in its placeholder, and asks with the module key', async () => {
    const { api } = await startRound(typedModule);
    const box = screen.getByRole('combobox') as HTMLInputElement;
    expect(box.placeholder).toBe(quizTexts.en.translitHint);
    fireEvent.input(box, { target: { value: 'ap ', selectionStart: 3 }, data: ' ', inputType: 'insertText' });
    await flush();
    const asked = api.callsTo('GET', '/api/transliterate');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.query.get('text')).toBe('ap');
    expect(asked[0]!.query.get('module')).toBe(typedModule.key);
  });

  it('both boxes of a pair offer it', async () => {
    await startRound(pairModule);
    const boxes = screen.getAllByRole('combobox') as HTMLInputElement[];
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box.placeholder).toBe(quizTexts.en.translitHintShort);
  });

  it('a spelling module offers none, and no hint', async () => {
    await startRound(spellingModule);
    expect(screen.queryByRole('combobox')).toBeNull();
    const box = screen.getByLabelText(
      spellingModule.input.kind === 'text' ? moduleTexts.en[spellingModule.input.label] : '',
    );
    expect((box as HTMLInputElement).placeholder).toBe('');
  });
});

describe('lettered options', () => {
  const letters = () => [...document.querySelectorAll('.choice__letter')].map((l) => l.textContent);

  it('a choice shows A B C in English and क ख ग in Hindi, the option text still naming each radio', async () => {
    await startRound(choiceModule);
    const options = screen.getAllByRole('radio');
    expect(options).toHaveLength(3);
    expect(letters()).toEqual(['A', 'B', 'C']);
    act(() => setLanguage('hi'));
    expect(letters()).toEqual(['क', 'ख', 'ग']);
    const labels = options.map((o) => o.closest('label')!);
    expect(within(labels[1]!).getByRole('radio', { name: 'ख1' })).toBeTruthy();
    act(() => setLanguage('en'));
  });
});
