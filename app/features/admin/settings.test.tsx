// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../shared/settings';
import { adminTexts as catalogue } from '../../i18n/catalogue/admin';
import SettingsScreen from '../../routes/admin/SettingsScreen';
import { MemoryRouter } from '../../routes/router';
import { mockApi } from '../../test/api-mock';
import { flush } from '../../test/quiz-fixtures';

const adminTexts = catalogue.en;

async function renderSettings() {
  const api = mockApi({
    'GET /api/admin/settings': () => defaultSettings(),
    'PUT /api/admin/settings': (call) => ({ ...defaultSettings(), ...(call.body as object) }),
  });
  render(
    <MemoryRouter>
      <SettingsScreen />
    </MemoryRouter>,
  );
  await flush();
  return api;
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

describe('the learning-loop settings', () => {
  it('shows reviews per day and the daily goal, and saves them', async () => {
    const api = await renderSettings();
    expect(field(adminTexts.reviewPerDay).value).toBe('20');
    expect(field(adminTexts.dailyGoal).value).toBe('10');
    fireEvent.change(field(adminTexts.reviewPerDay), { target: { value: '30' } });
    fireEvent.change(field(adminTexts.dailyGoal), { target: { value: '12' } });
    save();
    await flush();
    expect(api.callsTo('PUT', '/api/admin/settings')[0]!.body).toMatchObject({
      REVIEW_PER_DAY: 30,
      DAILY_GOAL: 12,
    });
  });

  it('refuses a value out of range or empty, marks the field, and sends nothing', async () => {
    const api = await renderSettings();
    fireEvent.change(field(adminTexts.reviewPerDay), { target: { value: '0' } });
    save();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Reviews per day must be at least 1.');
    expect(field(adminTexts.reviewPerDay).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field(adminTexts.reviewPerDay), { target: { value: '5' } });
    fireEvent.change(field(adminTexts.dailyGoal), { target: { value: '' } });
    save();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('The daily goal must be a number.');
    expect(field(adminTexts.dailyGoal).getAttribute('aria-invalid')).toBe('true');
    expect(field(adminTexts.reviewPerDay).getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(field(adminTexts.dailyGoal), { target: { value: '1001' } });
    save();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('The daily goal must be at most 1000.');
    expect(api.callsTo('PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it('a module setting out of range is refused at its field, naming the module (issue 23 item 5)', async () => {
    const api = await renderSettings();
    const antonymTime = document.getElementById(
      screen.getAllByLabelText(adminTexts.secondsPerQuestion)[0]!.id,
    ) as HTMLInputElement;
    fireEvent.change(antonymTime, { target: { value: '3' } });
    save();
    await flush();
    const shown = 'Antonyms: Time must be at least 5 seconds.';
    expect(screen.getByRole('alert').textContent).toBe(shown);
    expect(antonymTime.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(antonymTime.getAttribute('aria-describedby')!)!.textContent).toBe(shown);
    expect(document.activeElement).toBe(antonymTime);
    expect(api.callsTo('PUT', '/api/admin/settings')).toHaveLength(0);
  });
});
