import type { User } from '../../../api/auth';
import type { Assignment, AssignmentReport, ClassProgress, TeacherClass } from '../../../api/classes';
import { isoDay } from '../../../lib/dates';
import { modules } from '../../../registry';
import { Route, Routes, useLocation } from '../../../routes/router';
import TeachAssignmentScreen from '../../../routes/TeachAssignmentScreen';
import TeachClassScreen from '../../../routes/TeachClassScreen';
import TeachScreen from '../../../routes/TeachScreen';
import { learner, renderWithSession } from '../../../test/learning-fixtures';
import { flush } from '../../../test/quiz-fixtures';

/** Tests never name a quiz module: the registry's first two stand for any. */
export const [m1, m2] = [modules[0]!, modules[1]!];
export const teacher: User = { ...learner, _id: 't1', firstName: 'Meera', lastName: 'Sharma', teacher: true };

export const CLASS_ID = 'c0000000-0000-4000-8000-000000000001';
export const ASHA_ID = 'a0000000-0000-4000-8000-00000000000a';
export const RAVI_ID = 'b0000000-0000-4000-8000-00000000000b';
export const AID = 'd0000000-0000-4000-8000-00000000000d';
export const PAPER_AID = 'e0000000-0000-4000-8000-00000000000e';
export const classApi = `/api/classes/${CLASS_ID}`;

export function teacherClass(over: Partial<TeacherClass> = {}): TeacherClass {
  return {
    _id: CLASS_ID,
    name: 'सुबह का बैच',
    joinCode: 'ABCD2345',
    archived: false,
    members: 2,
    createdAt: '2026-03-01T09:00:00.000Z',
    ...over,
  };
}

const daysAgo = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return isoDay(d);
};

/**
 * Asha practised today (40 answered, 30 right, over two modules; a streak of 3); Ravi has not
 * practised in the window. The class missed one question most.
 */
export function progressFixture(days = 7, over: Partial<ClassProgress> = {}): ClassProgress {
  return {
    class: teacherClass(),
    days,
    since: days === 7 ? '2026-03-04' : '2026-02-09',
    members: [
      {
        userId: ASHA_ID,
        name: 'Asha Verma',
        lastActiveAt: daysAgo(0),
        streak: 3,
        answered: 40,
        correct: 30,
        modules: {
          [m1.key]: { answered: 30, correct: 27 },
          [m2.key]: { answered: 10, correct: 3 },
        },
      },
      {
        userId: RAVI_ID,
        name: 'Ravi Kumar',
        lastActiveAt: null,
        streak: 0,
        answered: 0,
        correct: 0,
        modules: {},
      },
    ],
    modules: { [m1.key]: { answered: 30, correct: 27 }, [m2.key]: { answered: 10, correct: 3 } },
    mostMissed: [
      { module: m2.key, questionId: '77', prompt: 'प्रश्न77', answer: 'उत्तर77', answered: 4, wrong: 3 },
    ],
    ...over,
  };
}

export function assignment(over: Partial<Assignment> = {}): Assignment {
  return {
    _id: AID,
    classId: CLASS_ID,
    className: 'सुबह का बैच',
    title: 'Week 3 practice',
    due: '2026-03-20',
    items: [
      { module: m1.key, count: 10 },
      { module: m2.key, count: 5 },
    ],
    createdAt: '2026-03-10T09:00:00.000Z',
    ...over,
  };
}

export const paperAssignment = (over: Partial<Assignment> = {}) =>
  assignment({
    _id: PAPER_AID,
    title: 'Mock test 1',
    due: '2026-03-15',
    items: [],
    paperId: '7',
    paperTitle: 'सामान्य हिंदी प्रश्नपत्र 1',
    ...over,
  });

export function report(over: Partial<AssignmentReport> = {}): AssignmentReport {
  return {
    assignment: assignment(),
    members: [
      { userId: ASHA_ID, name: 'Asha Verma', progress: { done: 15, total: 15 }, status: 'done' },
      { userId: RAVI_ID, name: 'Ravi Kumar', progress: { done: 3, total: 15 }, status: 'late' },
      { userId: 'c1', name: 'Sita Devi', progress: { done: 0, total: 15 }, status: 'open' },
    ],
    ...over,
  };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The teacher's screens at their routes, with a stand-in for the rest of the app. */
export async function renderTeach(path: string) {
  const view = await renderWithSession(
    <Routes>
      <Route path="/teach" element={<TeachScreen />} />
      <Route path="/teach/:classId" element={<TeachClassScreen />} />
      <Route path="/teach/:classId/assignments/:assignmentId" element={<TeachAssignmentScreen />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );
  await flush();
  return view;
}
