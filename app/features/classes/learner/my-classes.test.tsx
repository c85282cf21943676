// @vitest-environment jsdom
import '../../../test/setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { classTexts } from '../../../../server/classes/store';
import type { MemberClass } from '../../../api/classes';
import { classesTexts } from '../../../i18n/catalogue/classes';
import { setLanguage } from '../../../i18n/lang';
import { Route, Routes, useLocation } from '../../../routes/router';
import { mockApi } from '../../../test/api-mock';
import { homeCalls, learner, renderWithSession } from '../../../test/learning-fixtures';
import { flush } from '../../../test/quiz-fixtures';
import { MyClassesCard } from './MyClassesCard';

const t = classesTexts.en;
const A = 'c0000000-0000-4000-8000-00000000000a';
const B = 'c0000000-0000-4000-8000-00000000000b';
const member: MemberClass[] = [
  { _id: A, name: 'कक्षा 10 ब', teacher: 'Meera Sharma', joinedAt: '2026-03-02T09:00:00.000Z' },
  { _id: B, name: 'Evening batch', teacher: 'Ravi Kumar', joinedAt: '2026-03-05T09:00:00.000Z' },
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderCard = () =>
  renderWithSession(
    <Routes>
      <Route path="/profile" element={<MyClassesCard />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    '/profile',
  );

const card = () => screen.getByRole('region', { name: t.myClasses });
const row = (name: string) =>
  within(card())
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(name))!;

afterEach(() => {
  act(() => setLanguage('en', { remember: false }));
});

describe('My classes on the profile', () => {
  it('lists the learner’s classes with their teacher and the day they joined', async () => {
    mockApi({ ...homeCalls(learner), 'GET /api/classes': () => ({ teaching: [], member }) });
    await renderCard();
    const rows = within(card()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('कक्षा 10 ब')).toBeTruthy();
    expect(within(rows[0]!).getByText(t.teacher('Meera Sharma'))).toBeTruthy();
    expect(within(rows[0]!).getByText(t.joinedOn('2 March 2026'))).toBeTruthy();
    expect(within(rows[1]!).getByText(t.teacher('Ravi Kumar'))).toBeTruthy();
    expect(within(card()).queryByText(t.none)).toBeNull();
  });

  it('Leave asks first; staying sends nothing, confirming leaves and takes the class off the list', async () => {
    const api = mockApi({
      ...homeCalls(learner),
      'GET /api/classes': () => ({ teaching: [], member }),
      [`DELETE /api/classes/${A}/members/me`]: () => ({ message: classTexts.left }),
    });
    await renderCard();
    fireEvent.click(within(row('कक्षा 10 ब')).getByRole('button', { name: t.leaveLabel('कक्षा 10 ब') }));
    const ask = within(row('कक्षा 10 ब')).getByRole('group', { name: t.leaveTitle('कक्षा 10 ब') });
    expect(within(ask).getByText(t.leaveWarning('Meera Sharma'))).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: t.stay }));
    expect(within(card()).queryByRole('group')).toBeNull();
    expect(api.callsTo('DELETE', `/api/classes/${A}/members/me`)).toHaveLength(0);

    fireEvent.click(within(row('कक्षा 10 ब')).getByRole('button', { name: t.leaveLabel('कक्षा 10 ब') }));
    fireEvent.click(within(row('कक्षा 10 ब')).getByRole('button', { name: t.leaveConfirm }));
    await flush();
    expect(api.callsTo('DELETE', `/api/classes/${A}/members/me`)).toHaveLength(1);
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(within(card()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(card()).queryByText('कक्षा 10 ब')).toBeNull();
    expect(within(card()).getByText('Evening batch')).toBeTruthy();
  });

  it('keeps the class when leaving fails', async () => {
    mockApi({
      ...homeCalls(learner),
      'GET /api/classes': () => ({ teaching: [], member }),
      [`DELETE /api/classes/${B}/members/me`]: () => ({ status: 500, body: { message: 'down' } }),
    });
    await renderCard();
    fireEvent.click(
      within(row('Evening batch')).getByRole('button', { name: t.leaveLabel('Evening batch') }),
    );
    fireEvent.click(within(row('Evening batch')).getByRole('button', { name: t.leaveConfirm }));
    await flush();
    expect(within(card()).getAllByRole('listitem')).toHaveLength(2);
    const confirm = within(row('Evening batch')).getByRole('button', {
      name: t.leaveConfirm,
    }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
  });

  it('says when the learner is in no class, and when the list cannot be loaded', async () => {
    let fail = false;
    mockApi({
      ...homeCalls(learner),
      'GET /api/classes': () =>
        fail ? { status: 500, body: { message: 'down' } } : { teaching: [], member: [] },
    });
    const view = await renderCard();
    expect(within(card()).getByText(t.none)).toBeTruthy();
    expect(within(card()).queryByRole('list')).toBeNull();
    view.unmount();
    fail = true;
    await renderCard();
    expect(within(card()).getByText(t.loadFailed)).toBeTruthy();
    // Joining by code still works without the list.
    expect(within(card()).getByRole('textbox', { name: t.codeLabel })).toBeTruthy();
  });

  it('Join a class checks the code’s shape, then opens /join/CODE as the server reads it', async () => {
    const api = mockApi({ ...homeCalls(learner), 'GET /api/classes': () => ({ teaching: [], member: [] }) });
    await renderCard();
    const form = within(card()).getByRole('form', { name: t.joinTitle });
    const input = within(form).getByRole('textbox', { name: t.codeLabel });
    const next = within(form).getByRole('button', { name: t.next });

    fireEvent.click(next);
    expect(within(form).getByRole('alert').textContent).toBe(t.codeMissing);
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input, { target: { value: 'abc-12' } });
    expect(within(form).getByRole('alert', { hidden: true }).hidden).toBe(true);
    fireEvent.click(next);
    expect(within(form).getByRole('alert').textContent).toBe(t.codeWrong);
    expect(screen.queryByTestId('where')).toBeNull();

    fireEvent.change(input, { target: { value: ' abcd-2345 ' } });
    fireEvent.click(next);
    expect(screen.getByTestId('where').textContent).toBe('/join/ABCD2345');
    // Opening the join screen is not joining.
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('speaks Hindi in the Hindi interface', async () => {
    mockApi({
      ...homeCalls({ ...learner, language: 'hi' }),
      'GET /api/classes': () => ({ teaching: [], member }),
    });
    await renderCard();
    const hi = classesTexts.hi;
    const region = screen.getByRole('region', { name: hi.myClasses });
    expect(within(region).getByText(hi.teacher('Meera Sharma'))).toBeTruthy();
    expect(within(region).getByText(hi.joinedOn('2 मार्च 2026'))).toBeTruthy();
    expect(within(region).getByRole('button', { name: hi.leaveLabel('कक्षा 10 ब') })).toBeTruthy();
  });
});
