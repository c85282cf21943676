// @vitest-environment jsdom
import '../../../test/setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { classTexts } from '../../../../server/classes/store';
import { classesTexts } from '../../../i18n/catalogue/classes';
import { setLanguage } from '../../../i18n/lang';
import { AppRoutes } from '../../../routes/AppRoutes';
import JoinClassScreen from '../../../routes/JoinClassScreen';
import { Route, Routes, useLocation } from '../../../routes/router';
import { mockApi } from '../../../test/api-mock';
import { homeCalls, learner, renderWithSession } from '../../../test/learning-fixtures';
import { flush } from '../../../test/quiz-fixtures';

const t = classesTexts.en;
const CODE = 'ABCD2345';
const previewPath = `/api/classes/join/${CODE}`;
const cls = { _id: 'c0000000-0000-4000-8000-000000000001', name: 'कक्षा 10 ब', teacher: 'Meera Sharma' };
const preview = (alreadyMember = false) => ({ class: cls, alreadyMember });
const joined = () => ({
  class: { ...cls, joinedAt: '2026-03-10T09:00:00.000Z' },
  message: classTexts.joined,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The join screen at its route, with a stand-in for the rest of the app. */
const renderJoin = (path = `/join/${CODE}`) =>
  renderWithSession(
    <Routes>
      <Route path="/join/:code" element={<JoinClassScreen />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  ).then(async (view) => {
    await flush();
    return view;
  });

afterEach(() => {
  act(() => setLanguage('en', { remember: false }));
});

describe('joining a class', () => {
  it('shows the class and its teacher, says what the teacher will see and never, and that leaving ends it', async () => {
    const api = mockApi({ ...homeCalls(learner), [`GET ${previewPath}`]: () => preview() });
    await renderJoin();
    expect(api.callsTo('GET', previewPath)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: t.joinTitle })).toBeTruthy();
    const card = screen.getByRole('article', { name: cls.name });
    expect(within(card).getByText(t.teacher('Meera Sharma'))).toBeTruthy();
    const sees = within(card).getByRole('list', { name: t.seesTitle('Meera Sharma') });
    expect(
      within(sees)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...t.sees]);
    expect(within(card).getByText(t.never)).toBeTruthy();
    expect(within(card).getByText(t.leaveNote)).toBeTruthy();
    // Nothing is joined by opening the link.
    expect(api.callsTo('POST', '/api/classes/join')).toHaveLength(0);
    expect(within(card).getByRole('link', { name: t.notNow }).getAttribute('href')).toBe('/');
  });

  it('Join joins with the code as the server reads it, then says so and links home', async () => {
    const api = mockApi({
      ...homeCalls(learner),
      [`GET ${previewPath}`]: () => preview(),
      'POST /api/classes/join': () => joined(),
    });
    // A code typed by hand into the address: lower case, with a dash.
    await renderJoin('/join/abcd-2345');
    expect(api.callsTo('GET', previewPath)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: t.join }));
    await flush();
    expect(api.callsTo('POST', '/api/classes/join').map((c) => c.body)).toEqual([{ code: CODE }]);
    const title = screen.getByRole('heading', { name: t.joinedTitle });
    expect(document.activeElement).toBe(title);
    expect(screen.getByText(t.joined(cls.name, 'Meera Sharma'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.join })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: t.home }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('a wrong or replaced code (404) says so, offers another code, and has no Join', async () => {
    mockApi({
      ...homeCalls(learner),
      [`GET ${previewPath}`]: () => ({
        status: 404,
        body: { error: 'Not Found', message: classTexts.badCode },
      }),
    });
    await renderJoin();
    expect(screen.getByRole('heading', { name: t.badCodeTitle })).toBeTruthy();
    expect(screen.getByText(t.badCode)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.otherCode }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('button', { name: t.join })).toBeNull();
  });

  it('a code that cannot be one is not sent at all', async () => {
    const api = mockApi({ ...homeCalls(learner), 'GET /api/classes/join/OOPS': () => preview() });
    await renderJoin('/join/oops');
    expect(api.calls.filter((c) => c.path.startsWith('/api/classes'))).toHaveLength(0);
    expect(screen.getByRole('heading', { name: t.badCodeTitle })).toBeTruthy();
  });

  it('an archived class says it takes no new members', async () => {
    mockApi({
      ...homeCalls(learner),
      [`GET ${previewPath}`]: () => ({
        status: 400,
        body: { error: 'Bad Request', message: classTexts.archived },
      }),
    });
    await renderJoin();
    expect(screen.getByRole('heading', { name: t.archivedTitle })).toBeTruthy();
    expect(screen.getByText(t.archived)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.join })).toBeNull();
  });

  it('a member already in the class is told so, without a Join button', async () => {
    const api = mockApi({ ...homeCalls(learner), [`GET ${previewPath}`]: () => preview(true) });
    await renderJoin();
    expect(screen.getByRole('heading', { name: t.alreadyTitle })).toBeTruthy();
    expect(screen.getByText(t.already(cls.name))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.join })).toBeNull();
    expect(api.callsTo('POST', '/api/classes/join')).toHaveLength(0);
  });

  it('a refused join says why: already a member (409), archived meanwhile; other failures stay to try again', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { error: 'Conflict', message: classTexts.alreadyMember },
    };
    mockApi({
      ...homeCalls(learner),
      [`GET ${previewPath}`]: () => preview(),
      'POST /api/classes/join': () => answer,
    });
    const view = await renderJoin();
    fireEvent.click(screen.getByRole('button', { name: t.join }));
    await flush();
    expect(screen.getByRole('heading', { name: t.alreadyTitle })).toBeTruthy();
    view.unmount();

    answer = { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
    const again = await renderJoin();
    fireEvent.click(screen.getByRole('button', { name: t.join }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong on our side. Please try again.');
    const join = screen.getByRole('button', { name: t.join }) as HTMLButtonElement;
    expect(join.disabled).toBe(false);

    answer = { status: 400, body: { error: 'Bad Request', message: classTexts.archived } };
    fireEvent.click(join);
    await flush();
    expect(screen.getByRole('heading', { name: t.archivedTitle })).toBeTruthy();
    again.unmount();
  });

  it('offers to try again when the class cannot be loaded', async () => {
    let fail = true;
    const api = mockApi({
      ...homeCalls(learner),
      [`GET ${previewPath}`]: () => (fail ? { status: 500, body: { message: 'down' } } : preview()),
    });
    await renderJoin();
    expect(screen.getByRole('alert').textContent).toBe('down');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    await flush();
    expect(api.callsTo('GET', previewPath)).toHaveLength(2);
    expect(screen.getByRole('button', { name: t.join })).toBeTruthy();
  });

  it('speaks Hindi in the Hindi interface', async () => {
    mockApi({ ...homeCalls({ ...learner, language: 'hi' }), [`GET ${previewPath}`]: () => preview() });
    await renderJoin(`/join/${CODE}`);
    const hi = classesTexts.hi;
    expect(screen.getByRole('heading', { level: 1, name: hi.joinTitle })).toBeTruthy();
    expect(screen.getByText(hi.seesTitle('Meera Sharma'))).toBeTruthy();
    expect(screen.getByText(hi.never)).toBeTruthy();
    expect(screen.getByRole('button', { name: hi.join })).toBeTruthy();
  });
});

describe('the /join/:code route', () => {
  const app = () => (
    <Suspense fallback={null}>
      <AppRoutes />
    </Suspense>
  );

  it('is for a logged-in learner: a visitor is sent to log in, and the link is kept to come back to', async () => {
    mockApi({ ...homeCalls(null), [`GET ${previewPath}`]: () => preview() });
    await renderWithSession(app(), `/join/${CODE}`);
    await flush();
    expect(sessionStorage.getItem('sopan:savedPath')).toBe(`/join/${CODE}`);
    expect(screen.queryByRole('heading', { name: t.joinTitle })).toBeNull();
  });

  it('opens the join screen for a learner', async () => {
    mockApi({ ...homeCalls(learner), [`GET ${previewPath}`]: () => preview() });
    await renderWithSession(app(), `/join/${CODE}`);
    expect(await screen.findByRole('heading', { name: t.joinTitle }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('article', { name: cls.name })).toBeTruthy();
  });
});
