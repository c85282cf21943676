// @vitest-environment jsdom
import '../test/setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModuleTiles } from '../features/quiz/ModuleTiles';
import { shellTexts } from '../i18n/catalogue/shell';
import { setLanguage } from '../i18n/lang';
import { modules } from '../registry';
import { MemoryRouter } from '../routes/router';
import { mockApi } from '../test/api-mock';
import { renderRound } from '../test/quiz-fixtures';

const glyphModules = modules.filter((m) => /^[\u0900-\u097F]+$/.test(m.icon));

describe('Devanagari module icons', () => {
  it('are drawn as a named badge on the home tiles, not as Latin-letter emoji', () => {
    setLanguage('hi');
    expect(glyphModules.length).toBeGreaterThan(0);
    const { container } = render(
      <MemoryRouter>
        <ModuleTiles
          quizTimes={undefined}
          limits={undefined}
          availability={undefined}
          config={{
            VAKYA_SHUDHI_QUESTIONS_PER_DAY: 2,
            contact: { email: '', phone: '', address: '' },
            allowDesktop: false,
          }}
          pro={false}
          admin={false}
        />
      </MemoryRouter>,
    );
    expect(container.textContent).not.toMatch(/[\u{1F520}-\u{1F524}]/u);
    for (const m of glyphModules) {
      const tile = container.querySelector(`a.tile[href="${m.route}"]`)!;
      const badge = tile.querySelector('.glyph-icon')!;
      expect(badge.textContent).toBe(m.icon);
      expect(badge.getAttribute('role')).toBe('img');
      expect(badge.getAttribute('aria-label')).toBe(shellTexts.hi.moduleIcon(m.titleHi));
    }
  });

  it('and in the quiz title', async () => {
    const m = glyphModules[0]!;
    mockApi({});
    await renderRound(m);
    const badge = screen.getByRole('heading', { level: 1 }).querySelector('.glyph-icon');
    expect(badge?.textContent).toBe(m.icon);
  });
});
