// @vitest-environment jsdom
import '../../../test/setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOIN_CODE_LENGTH } from '../../../../shared/classes-limits';
import type { Assignment } from '../../../api/classes';
import { teachTexts } from '../../../i18n/catalogue/teach';
import { setLanguage } from '../../../i18n/lang';
import { isoDay } from '../../../lib/dates';
import { mockApi } from '../../../test/api-mock';
import { homeCalls } from '../../../test/learning-fixtures';
import { paperSummary } from '../../../test/paper-fixtures';
import { flush } from '../../../test/quiz-fixtures';
import { daysSince, inDays, MAX_ASSIGNMENT_ITEMS, spacedCode } from './teach-data';
import {
  ASHA_ID,
  assignment,
  CLASS_ID,
  classApi,
  m1,
  m2,
  paperAssignment,
  progressFixture,
  renderTeach,
  teacher,
  teacherClass,
} from './teach-fixtures';

const t = teachTexts.en;

function classCalls(over: Record<string, (call: { body: unknown }) => unknown> = {}) {
  return {
    ...homeCalls(teacher),
    [`GET ${classApi}/progress`]: (call: { query: URLSearchParams }) =>
      progressFixture(Number(call.query.get('days'))),
    [`GET ${classApi}/assignments`]: () => ({ assignments: [assignment(), paperAssignment()] }),
    ...over,
  };
}

const openClass = () => renderTeach(`/teach/${CLASS_ID}`);
const region = (name: string) => screen.getByRole('region', { name });
const member = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

afterEach(() => {
  act(() => setLanguage('en', { remember: false }));
});

describe('the class: its name and code', () => {
  it('shows the name, the member count, the code big and spaced, the join link and its QR code', async () => {
    mockApi(classCalls());
    await openClass();
    expect(screen.getByRole('heading', { level: 1, name: 'सुबह का बैच' })).toBeTruthy();
    expect(screen.getByText(t.members(2))).toBeTruthy();
    const card = region(t.codeTitle);
    const code = within(card).getByText('ABCD 2345');
    expect(code.className).toBe('join-code__code');
    const link = `${window.location.origin}/join/ABCD2345`;
    expect(within(card).getByRole('link', { name: link }).getAttribute('href')).toBe(link);
    const qr = within(card).getByRole('img', { name: t.qrAlt });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(screen.getByRole('link', { name: t.allClasses }).getAttribute('href')).toBe('/teach');
  });

  it('Share copies the invitation, with the code and the link, where the phone has no share sheet', async () => {
    mockApi(classCalls());
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await openClass();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(t.share) }));
    await flush();
    expect(writeText).toHaveBeenCalledWith(
      `${t.shareText('सुबह का बैच', 'ABCD 2345')} ${window.location.origin}/join/ABCD2345`,
    );
    expect(screen.getByText(t.copied)).toBeTruthy();
  });

  it('New code asks first; Cancel keeps the code, Yes replaces it', async () => {
    const api = mockApi(
      classCalls({ [`POST ${classApi}/code`]: () => teacherClass({ joinCode: 'WXYZ6789' }) }),
    );
    await openClass();
    const card = region(t.codeTitle);
    fireEvent.click(within(card).getByRole('button', { name: t.newCode }));
    expect(within(card).getByText(t.newCodeConfirm)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe(t.newCodeConfirm);
    fireEvent.click(within(card).getByRole('button', { name: t.cancel }));
    expect(within(card).queryByText(t.newCodeConfirm)).toBeNull();
    expect(api.callsTo('POST', `${classApi}/code`)).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: t.newCode }));
    fireEvent.click(within(card).getByRole('button', { name: t.newCodeYes }));
    await flush();
    expect(api.callsTo('POST', `${classApi}/code`)).toHaveLength(1);
    expect(within(card).getByText('WXYZ 6789')).toBeTruthy();
    expect(within(card).queryByText('ABCD 2345')).toBeNull();
    expect(within(card).getByRole('link', { name: /\/join\/WXYZ6789$/ })).toBeTruthy();
  });

  it('renames the class; an empty name is refused before any call', async () => {
    const api = mockApi(
      classCalls({
        [`PATCH ${classApi}`]: (call) => teacherClass({ name: (call.body as { name: string }).name }),
      }),
    );
    await openClass();
    fireEvent.click(screen.getByRole('button', { name: t.rename }));
    const field = screen.getByLabelText(t.newName);
    expect((field as HTMLInputElement).value).toBe('सुबह का बैच');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect(screen.getByRole('alert').textContent).toBe(t.nameRequired);
    expect(api.callsTo('PATCH', classApi)).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'Morning batch 2026' } });
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    await flush();
    expect(api.callsTo('PATCH', classApi).map((c) => c.body)).toEqual([{ name: 'Morning batch 2026' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Morning batch 2026' })).toBeTruthy();
    expect(screen.queryByLabelText(t.newName)).toBeNull();
  });

  it('archives the class: its code and the new-assignment form go, its reports stay; Unarchive brings them back', async () => {
    const api = mockApi(
      classCalls({
        [`PATCH ${classApi}`]: (call) =>
          teacherClass({ archived: (call.body as { archived: boolean }).archived }),
      }),
    );
    await openClass();
    fireEvent.click(screen.getByRole('button', { name: t.archive }));
    await flush();
    expect(api.callsTo('PATCH', classApi).map((c) => c.body)).toEqual([{ archived: true }]);
    expect(screen.getByText(t.archivedNotice)).toBeTruthy();
    expect(screen.queryByRole('region', { name: t.codeTitle })).toBeNull();
    expect(screen.queryByRole('form', { name: t.newAssignment })).toBeNull();
    expect(screen.getByRole('link', { name: /Week 3 practice/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t.unarchive }));
    await flush();
    expect(api.callsTo('PATCH', classApi).map((c) => c.body)).toEqual([
      { archived: true },
      { archived: false },
    ]);
    expect(screen.queryByText(t.archivedNotice)).toBeNull();
    expect(region(t.codeTitle)).toBeTruthy();
    expect(screen.getByRole('form', { name: t.newAssignment })).toBeTruthy();
  });
});

describe('the class: its members’ practice', () => {
  it('shows each member’s last activity, streak, answers and accuracy, by name only', async () => {
    mockApi(classCalls());
    await openClass();
    const facts = (name: string) =>
      [...member(name).querySelectorAll('dl > div')].map((d) => [
        d.querySelector('dt')!.textContent,
        d.querySelector('dd')!.textContent,
      ]);
    expect(facts('Asha Verma')).toEqual([
      [t.lastActive, t.today],
      [t.streak, '3 days'],
      [t.answered, '40'],
      [t.accuracy, '75%'],
    ]);
    expect(facts('Ravi Kumar')).toEqual([
      [t.lastActive, t.never],
      [t.streak, '0 days'],
      [t.answered, '0'],
      [t.accuracy, '—'],
    ]);
    // Never an e-mail or a phone number (not even the teacher's own).
    expect(document.body.textContent).not.toContain('@');
    expect(document.body.textContent).not.toContain(teacher.phone);
  });

  it('opens a member’s row on their modules: answered and accuracy in each', async () => {
    mockApi(classCalls());
    await openClass();
    const row = member('Asha Verma');
    const toggle = within(row).getByRole('button', { name: t.detailsOf('Asha Verma') });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(row).queryByRole('table')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = within(row).getByRole('table', { name: t.detailsOf('Asha Verma') });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(rows).toEqual([
      [`${m1.titleHi} ${m1.title}`, '30', '90%'],
      [`${m2.titleHi} ${m2.title}`, '10', '30%'],
    ]);
    fireEvent.click(within(member('Ravi Kumar')).getByRole('button', { name: t.detailsOf('Ravi Kumar') }));
    expect(within(member('Ravi Kumar')).getByText(t.noModuleAnswers)).toBeTruthy();
  });

  it('removes a member after asking, and counts the class again without them', async () => {
    let removed = false;
    const api = mockApi(
      classCalls({
        [`DELETE ${classApi}/members/${ASHA_ID}`]: () => {
          removed = true;
          return { message: 'Member removed.' };
        },
        [`GET ${classApi}/progress`]: () => {
          const p = progressFixture(7);
          return removed ? { ...p, members: p.members.slice(1), class: teacherClass({ members: 1 }) } : p;
        },
      }),
    );
    await openClass();
    const row = member('Asha Verma');
    fireEvent.click(within(row).getByRole('button', { name: t.detailsOf('Asha Verma') }));
    fireEvent.click(within(row).getByRole('button', { name: t.remove }));
    expect(within(row).getByText(t.removeConfirm('Asha Verma'))).toBeTruthy();
    expect(api.callsTo('DELETE', `${classApi}/members/${ASHA_ID}`)).toHaveLength(0);
    fireEvent.click(within(row).getByRole('button', { name: t.removeYes }));
    await flush();
    expect(api.callsTo('DELETE', `${classApi}/members/${ASHA_ID}`)).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Asha Verma' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Ravi Kumar' })).toBeTruthy();
    expect(screen.getByText(t.members(1))).toBeTruthy();
    expect(api.callsTo('GET', `${classApi}/progress`)).toHaveLength(2);
  });

  it('switches between the last 7 and 30 days', async () => {
    const api = mockApi(classCalls());
    await openClass();
    const calls = () => api.callsTo('GET', `${classApi}/progress`).map((c) => c.query.get('days'));
    expect(calls()).toEqual(['7']);
    const week = screen.getByRole('radio', { name: t.days(7) }) as HTMLInputElement;
    const month = screen.getByRole('radio', { name: t.days(30) }) as HTMLInputElement;
    expect(week.checked).toBe(true);
    expect(screen.getByText(t.since('4 March 2026'))).toBeTruthy();
    fireEvent.click(month);
    await flush();
    expect(calls()).toEqual(['7', '30']);
    expect(month.checked).toBe(true);
    expect(screen.getByText(t.since('9 February 2026'))).toBeTruthy();
  });

  it('shows the class’s accuracy per module and its most-missed questions', async () => {
    mockApi(classCalls());
    await openClass();
    const modulesCard = region(t.modulesTitle);
    const rows = within(modulesCard)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(rows).toEqual([
      [`${m1.titleHi} ${m1.title}`, '30', '90%'],
      [`${m2.titleHi} ${m2.title}`, '10', '30%'],
    ]);
    const missed = within(region(t.missedTitle)).getAllByRole('listitem');
    expect(missed).toHaveLength(1);
    expect(within(missed[0]!).getByText('प्रश्न77')).toBeTruthy();
    expect(missed[0]!.textContent).toContain(`${t.keyAnswer}उत्तर77`);
    expect(within(missed[0]!).getByText(t.wrongOf(3, 4))).toBeTruthy();
    expect(t.wrongOf(3, 4)).toBe('3 wrong of 4');
  });

  it('says so when nobody has joined or practised yet', async () => {
    mockApi(
      classCalls({
        [`GET ${classApi}/progress`]: () =>
          progressFixture(7, {
            members: [],
            modules: {},
            mostMissed: [],
            class: teacherClass({ members: 0 }),
          }),
      }),
    );
    await openClass();
    expect(within(region(t.rosterTitle)).getByText(t.noMembers)).toBeTruthy();
    expect(within(region(t.modulesTitle)).getByText(t.noPractice)).toBeTruthy();
    expect(within(region(t.missedTitle)).getByText(t.missedNone)).toBeTruthy();
  });

  it('offers to try again when the class cannot be loaded', async () => {
    let fail = true;
    mockApi(
      classCalls({
        [`GET ${classApi}/progress`]: () =>
          fail
            ? { status: 404, body: { error: 'Not Found', message: 'No such class.' } }
            : progressFixture(7),
      }),
    );
    await openClass();
    expect(screen.getByRole('alert').textContent).toBe(t.classError);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'सुबह का बैच' })).toBeTruthy();
  });
});

describe('the class: its assignments', () => {
  it('lists them with their due dates and work, each linking to its report', async () => {
    mockApi(classCalls());
    await openClass();
    const links = within(region(t.assignmentsTitle)).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `/teach/${CLASS_ID}/assignments/d0000000-0000-4000-8000-00000000000d`,
      `/teach/${CLASS_ID}/assignments/e0000000-0000-4000-8000-00000000000e`,
    ]);
    expect(links[0]!.textContent).toBe(
      `Week 3 practice${t.due('20 March 2026')}${t.questionsIn(10, m1.title)} and ${t.questionsIn(5, m2.title)}`,
    );
    expect(links[1]!.textContent).toBe(
      `Mock test 1${t.due('15 March 2026')}${t.paper('सामान्य हिंदी प्रश्नपत्र 1')}`,
    );
  });

  it('sets questions in modules: a row per module, then the new one is listed', async () => {
    const created = (body: unknown): Assignment =>
      assignment({ ...(body as Partial<Assignment>), _id: 'f1', due: '2026-12-31', createdAt: '2026-03-11' });
    const api = mockApi(
      classCalls({ [`POST ${classApi}/assignments`]: (call) => ({ status: 201, body: created(call.body) }) }),
    );
    await openClass();
    const form = screen.getByRole('form', { name: t.newAssignment });
    expect((within(form).getByLabelText(t.dueDate) as HTMLInputElement).value).toBe(inDays(7));
    expect(within(form).getByLabelText(t.dueDate).getAttribute('min')).toBe(isoDay());
    fireEvent.change(within(form).getByLabelText(t.assignmentTitle), { target: { value: ' Sandhi drill ' } });
    fireEvent.change(within(form).getByLabelText(t.dueDate), { target: { value: '2026-12-31' } });
    fireEvent.change(within(form).getByLabelText(t.module), { target: { value: m1.key } });
    fireEvent.change(within(form).getByLabelText(t.count), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: t.addRow }));
    const [, moduleTwo] = within(form).getAllByLabelText(t.module);
    const [, countTwo] = within(form).getAllByLabelText(t.count);
    fireEvent.change(moduleTwo!, { target: { value: m2.key } });
    fireEvent.change(countTwo!, { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: t.setAssignment }));
    await flush();
    expect(api.callsTo('POST', `${classApi}/assignments`).map((c) => c.body)).toEqual([
      {
        title: 'Sandhi drill',
        due: '2026-12-31',
        items: [
          { module: m1.key, count: 12 },
          { module: m2.key, count: 5 },
        ],
      },
    ]);
    const links = within(region(t.assignmentsTitle)).getAllByRole('link');
    expect(links.map((a) => a.textContent?.split('Due')[0])).toEqual([
      'Sandhi drill',
      'Week 3 practice',
      'Mock test 1',
    ]);
    // The form is ready for the next one.
    expect((within(form).getByLabelText(t.assignmentTitle) as HTMLInputElement).value).toBe('');
    expect(within(form).getAllByLabelText(t.module)).toHaveLength(1);
  });

  it('refuses an incomplete form before any call, marking the field', async () => {
    const api = mockApi(classCalls());
    await openClass();
    const form = screen.getByRole('form', { name: t.newAssignment });
    const submit = () => fireEvent.click(within(form).getByRole('button', { name: t.setAssignment }));
    const alert = () => within(form).getByRole('alert').textContent;

    submit();
    expect(alert()).toBe(t.titleRequired);
    fireEvent.change(within(form).getByLabelText(t.assignmentTitle), { target: { value: 'Drill' } });
    fireEvent.change(within(form).getByLabelText(t.dueDate), { target: { value: inDays(-1) } });
    submit();
    expect(alert()).toBe(t.duePast);
    expect(within(form).getByLabelText(t.dueDate).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(form).getByLabelText(t.dueDate), { target: { value: inDays(3) } });
    submit();
    expect(alert()).toBe(t.moduleRequired(1));
    expect(within(form).getByLabelText(t.module).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(form).getByLabelText(t.module), { target: { value: m1.key } });
    for (const count of ['0', '201', '2.5', '']) {
      fireEvent.change(within(form).getByLabelText(t.count), { target: { value: count } });
      submit();
      expect(alert()).toBe(t.countInvalid(1));
    }
    expect(within(form).getByLabelText(t.count).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', `${classApi}/assignments`)).toHaveLength(0);
  });

  it('adds rows up to the server’s limit, and removes them', async () => {
    mockApi(classCalls());
    await openClass();
    const form = screen.getByRole('form', { name: t.newAssignment });
    expect(within(form).queryByRole('button', { name: t.removeRowOf(1) })).toBeNull();
    for (let i = 1; i < MAX_ASSIGNMENT_ITEMS; i++)
      fireEvent.click(within(form).getByRole('button', { name: t.addRow }));
    expect(within(form).getAllByLabelText(t.module)).toHaveLength(MAX_ASSIGNMENT_ITEMS);
    expect(within(form).queryByRole('button', { name: t.addRow })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: t.removeRowOf(2) }));
    expect(within(form).getAllByLabelText(t.module)).toHaveLength(MAX_ASSIGNMENT_ITEMS - 1);
    expect(within(form).getByRole('button', { name: t.addRow })).toBeTruthy();
  });

  it('sets a paper, chosen from the published ones', async () => {
    const api = mockApi(
      classCalls({
        'GET /api/papers': () => ({
          papers: [
            paperSummary({ _id: '7', title: 'प्रश्नपत्र 1' }),
            paperSummary({ _id: '8', title: 'प्रश्नपत्र 2' }),
          ],
        }),
        [`POST ${classApi}/assignments`]: () => ({ status: 201, body: paperAssignment({ _id: 'f2' }) }),
      }),
    );
    await openClass();
    const form = screen.getByRole('form', { name: t.newAssignment });
    expect(api.callsTo('GET', '/api/papers')).toHaveLength(0);
    fireEvent.click(within(form).getByRole('radio', { name: t.kindPaper }));
    await flush();
    expect(api.callsTo('GET', '/api/papers')).toHaveLength(1);
    expect(within(form).queryByLabelText(t.module)).toBeNull();
    fireEvent.change(within(form).getByLabelText(t.assignmentTitle), { target: { value: 'Mock test 2' } });
    fireEvent.click(within(form).getByRole('button', { name: t.setAssignment }));
    expect(within(form).getByRole('alert').textContent).toBe(t.paperRequired);
    const select = within(form).getByRole('combobox', { name: t.kindPaper });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([t.choosePaper, 'प्रश्नपत्र 1', 'प्रश्नपत्र 2']);
    fireEvent.change(select, { target: { value: '8' } });
    fireEvent.click(within(form).getByRole('button', { name: t.setAssignment }));
    await flush();
    expect(api.callsTo('POST', `${classApi}/assignments`).map((c) => c.body)).toEqual([
      { title: 'Mock test 2', due: inDays(7), paperId: '8' },
    ]);
  });

  it('shows the server’s refusal on the form', async () => {
    mockApi(
      classCalls({
        [`POST ${classApi}/assignments`]: () => ({
          status: 400,
          body: { error: 'Bad Request', message: 'No such paper.' },
        }),
        'GET /api/papers': () => ({ papers: [paperSummary({ _id: '7', title: 'प्रश्नपत्र 1' })] }),
      }),
    );
    await openClass();
    const form = screen.getByRole('form', { name: t.newAssignment });
    fireEvent.click(within(form).getByRole('radio', { name: t.kindPaper }));
    await flush();
    fireEvent.change(within(form).getByLabelText(t.assignmentTitle), { target: { value: 'Mock' } });
    fireEvent.change(within(form).getByRole('combobox', { name: t.kindPaper }), { target: { value: '7' } });
    fireEvent.click(within(form).getByRole('button', { name: t.setAssignment }));
    await flush();
    expect(within(form).getByRole('alert').textContent).toBe('No such paper.');
    expect((within(form).getByLabelText(t.assignmentTitle) as HTMLInputElement).value).toBe('Mock');
  });
});

describe('the class in Hindi', () => {
  it('speaks Hindi', async () => {
    const hi = teachTexts.hi;
    mockApi({ ...classCalls(), ...homeCalls({ ...teacher, language: 'hi' }) });
    await openClass();
    expect(screen.getByRole('heading', { name: hi.codeTitle })).toBeTruthy();
    const facts = [...member('Asha Verma').querySelectorAll('dd')].map((d) => d.textContent);
    expect(facts).toEqual(['आज', '3 दिन', '40', '75%']);
    expect(screen.getByRole('radio', { name: 'पिछले 30 दिन' })).toBeTruthy();
    expect(screen.getByText('4 मार्च 2026 से')).toBeTruthy();
    expect(within(region(hi.missedTitle)).getByText('4 में से 3 गलत')).toBeTruthy();
    const link = within(region(hi.assignmentsTitle)).getAllByRole('link')[0]!;
    expect(link.textContent).toContain(`${m1.titleHi} के 10 प्रश्न और ${m2.titleHi} के 5 प्रश्न`);
    expect(link.textContent).toContain('अंतिम तिथि: 20 मार्च 2026');
    // A module's name in Hindi only.
    const table = region(hi.modulesTitle);
    expect(table.textContent).not.toContain(m1.title);
  });
});

describe('the teacher’s helpers', () => {
  it('space a code in fours, losing nothing', () => {
    expect(spacedCode('ABCD2345')).toBe('ABCD 2345');
    expect(spacedCode('ABCD2345').replace(' ', '')).toHaveLength(JOIN_CODE_LENGTH);
  });

  it('count the days since a member last practised', () => {
    const now = new Date(2026, 2, 10, 9, 30);
    expect(daysSince(null, now)).toBeNull();
    expect(daysSince('2026-03-10', now)).toBe(0);
    expect(daysSince('2026-03-09', now)).toBe(1);
    expect(daysSince('2026-02-28', now)).toBe(10);
    expect(daysSince(new Date(2026, 2, 8, 23, 0).toISOString(), now)).toBe(2);
    // A day across the change to summer time is still one day.
    expect(daysSince('2026-03-28', new Date(2026, 2, 30, 1, 0))).toBe(2);
  });
});
