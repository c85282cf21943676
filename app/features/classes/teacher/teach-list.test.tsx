// @vitest-environment jsdom
import '../../../test/setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { teachTexts } from '../../../i18n/catalogue/teach';
import { setLanguage } from '../../../i18n/lang';
import ProfileScreen from '../../../routes/ProfileScreen';
import { mockApi } from '../../../test/api-mock';
import { homeCalls, learner, renderWithSession } from '../../../test/learning-fixtures';
import { flush } from '../../../test/quiz-fixtures';
import { CLASS_ID, progressFixture, renderTeach, teacher, teacherClass } from './teach-fixtures';

const t = teachTexts.en;

const classes = () => ({
  teaching: [
    teacherClass(),
    teacherClass({ _id: 'c2', name: 'Evening batch', members: 1 }),
    teacherClass({ _id: 'c3', name: 'Last year’s batch', members: 31, archived: true }),
  ],
  // Classes the teacher is in themselves: not theirs to teach, not listed here.
  member: [{ _id: 'c9', name: 'Someone else’s class', teacher: 'X', joinedAt: '2026-01-01T00:00:00.000Z' }],
});

afterEach(() => {
  act(() => setLanguage('en', { remember: false }));
});

describe('my classes (/teach)', () => {
  it('lists the active classes with their member counts, and the archived ones apart', async () => {
    mockApi({ ...homeCalls(teacher), 'GET /api/classes': classes });
    await renderTeach('/teach');
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    const [active, archived] = screen.getAllByRole('list');
    const links = within(active!).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([`/teach/${CLASS_ID}`, '/teach/c2']);
    expect(links[0]!.textContent).toBe(`सुबह का बैच${t.members(2)}`);
    expect(links[1]!.textContent).toBe(`Evening batch${t.members(1)}`);
    expect(t.members(1)).toBe('1 member');

    const archivedSection = screen.getByRole('region', { name: t.archivedTitle });
    expect(within(archivedSection).getByText(t.archivedNote)).toBeTruthy();
    expect(within(archived!).getByRole('link').textContent).toBe(`Last year’s batch${t.members(31)}`);
    expect(archivedSection.contains(archived!)).toBe(true);
    expect(screen.queryByText('Someone else’s class')).toBeNull();
  });

  it('creates a class and opens it, to share its code; an empty name is refused before any call', async () => {
    const api = mockApi({
      ...homeCalls(teacher),
      'GET /api/classes': () => ({ teaching: [], member: [] }),
      'POST /api/classes': () => ({ status: 201, body: teacherClass({ members: 0 }) }),
      [`GET /api/classes/${CLASS_ID}/progress`]: () =>
        progressFixture(7, { class: teacherClass({ members: 0 }), members: [] }),
      [`GET /api/classes/${CLASS_ID}/assignments`]: () => ({ assignments: [] }),
    });
    await renderTeach('/teach');
    expect(screen.getByText(t.none)).toBeTruthy();
    const form = screen.getByRole('form', { name: t.createTitle });
    fireEvent.click(within(form).getByRole('button', { name: t.create }));
    await flush();
    expect(within(form).getByRole('alert').textContent).toBe(t.nameRequired);
    expect(within(form).getByLabelText(t.className).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/classes')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(t.className), { target: { value: '  सुबह का बैच ' } });
    fireEvent.click(within(form).getByRole('button', { name: t.create }));
    await flush();
    await flush();
    expect(api.callsTo('POST', '/api/classes').map((c) => c.body)).toEqual([{ name: 'सुबह का बैच' }]);
    // The new class's own screen, with its code to share.
    expect(screen.getByRole('heading', { level: 1, name: 'सुबह का बैच' })).toBeTruthy();
    expect(screen.getByText('ABCD 2345')).toBeTruthy();
  });

  it('shows the server’s refusal of a name on the form', async () => {
    mockApi({
      ...homeCalls(teacher),
      'GET /api/classes': () => ({ teaching: [], member: [] }),
      'POST /api/classes': () => ({
        status: 400,
        body: { error: 'Bad Request', message: 'Class name has hidden characters.' },
      }),
    });
    await renderTeach('/teach');
    const form = screen.getByRole('form', { name: t.createTitle });
    fireEvent.change(within(form).getByLabelText(t.className), { target: { value: 'Batch' } });
    fireEvent.click(within(form).getByRole('button', { name: t.create }));
    await flush();
    expect(within(form).getByRole('alert').textContent).toBe('Class name has hidden characters.');
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      ...homeCalls(teacher),
      'GET /api/classes': () => (fail ? { status: 500, body: { message: 'down' } } : classes()),
    });
    await renderTeach('/teach');
    expect(screen.getByRole('alert').textContent).toBe(t.listError);
    expect(screen.queryByRole('form')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    await flush();
    expect(screen.getByRole('link', { name: /Evening batch/ })).toBeTruthy();
  });

  it('tells someone who is not a teacher, politely, and asks the server nothing', async () => {
    const api = mockApi({ ...homeCalls(learner), 'GET /api/classes': classes });
    for (const path of ['/teach', `/teach/${CLASS_ID}`, `/teach/${CLASS_ID}/assignments/x`]) {
      const view = await renderTeach(path);
      expect(screen.getByRole('heading', { level: 1, name: t.teachersOnlyTitle })).toBeTruthy();
      expect(screen.getByText(t.teachersOnly)).toBeTruthy();
      expect(screen.getByRole('link', { name: t.home }).getAttribute('href')).toBe('/');
      view.unmount();
    }
    expect(api.calls.filter((c) => c.path.startsWith('/api/classes'))).toHaveLength(0);
  });

  it('speaks Hindi', async () => {
    const hi = teachTexts.hi;
    mockApi({ ...homeCalls({ ...teacher, language: 'hi' }), 'GET /api/classes': classes });
    await renderTeach('/teach');
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी कक्षाएँ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Evening batch/ }).textContent).toContain('1 सदस्य');
    expect(screen.getByRole('heading', { name: 'संग्रहीत कक्षाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: hi.create })).toBeTruthy();
  });
});

describe('the profile’s Teach card', () => {
  const profileCalls = (user: typeof learner) => ({
    ...homeCalls(user),
    'GET /api/auth/me': () => user,
    'GET /api/classes': () => ({ teaching: [], member: [] }),
  });

  it('takes a teacher to their classes', async () => {
    mockApi(profileCalls(teacher));
    await renderWithSession(<ProfileScreen />, '/profile');
    await flush();
    const card = screen.getByRole('region', { name: t.teachTitle });
    expect(within(card).getByRole('link', { name: t.teachLink }).getAttribute('href')).toBe('/teach');
  });

  it('is not shown to a learner', async () => {
    mockApi(profileCalls(learner));
    await renderWithSession(<ProfileScreen />, '/profile');
    await flush();
    // The profile itself is there, without the card.
    expect(screen.getByRole('heading', { name: /Asha/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: t.teachTitle })).toBeNull();
    expect(screen.queryByRole('link', { name: t.teachLink })).toBeNull();
  });
});
