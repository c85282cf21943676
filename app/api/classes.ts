import type {
  Assignment,
  AssignmentBody,
  AssignmentReport,
  ClassProgress,
  MemberClass,
  MyAssignment,
  TeacherClass,
} from '../../shared/api/classes';
import { ASSIGNMENTS_PATH } from '../../shared/first-screens';
import { firstCall } from './at-start';
import { api } from './client';

/** Classes (docs/product.md §12). Types only from shared/api/classes: zod stays out of the bundle. */
export type {
  Assignment,
  AssignmentBody,
  AssignmentReport,
  ClassProgress,
  MemberClass,
  MyAssignment,
  TeacherClass,
};

const id = (value: string) => encodeURIComponent(value);

export const getClasses = (signal?: AbortSignal) =>
  api.get<{ teaching: TeacherClass[]; member: MemberClass[] }>('/classes', { signal });
export const createClass = (name: string) => api.post<TeacherClass>('/classes', { name });
export const updateClass = (classId: string, body: { name?: string; archived?: boolean }) =>
  api.patch<TeacherClass>(`/classes/${id(classId)}`, body);
export const newJoinCode = (classId: string) => api.post<TeacherClass>(`/classes/${id(classId)}/code`);

/** What joining shows first (the class, its teacher by name), then joining itself. */
export const previewJoin = (code: string, signal?: AbortSignal) =>
  api.get<{ class: { _id: string; name: string; teacher: string }; alreadyMember: boolean }>(
    `/classes/join/${id(code)}`,
    { signal },
  );
export const joinClass = (code: string) =>
  api.post<{ class: MemberClass; message: string }>('/classes/join', { code });
export const leaveClass = (classId: string) =>
  api.delete<{ message: string }>(`/classes/${id(classId)}/members/me`);
export const removeMember = (classId: string, userId: string) =>
  api.delete<{ message: string }>(`/classes/${id(classId)}/members/${id(userId)}`);

export const getProgress = (classId: string, days: 7 | 30, signal?: AbortSignal) =>
  api.get<ClassProgress>(`/classes/${id(classId)}/progress?days=${days}`, { signal });

export const getClassAssignments = (classId: string, signal?: AbortSignal) =>
  api.get<{ assignments: Assignment[] }>(`/classes/${id(classId)}/assignments`, { signal });
export const createAssignment = (classId: string, body: AssignmentBody) =>
  api.post<Assignment>(`/classes/${id(classId)}/assignments`, body);
export const getAssignmentReport = (classId: string, assignmentId: string, signal?: AbortSignal) =>
  api.get<AssignmentReport>(`/classes/${id(classId)}/assignments/${id(assignmentId)}`, { signal });
/** The report as CSV: a link the browser downloads (the session cookie goes with it). */
export const assignmentCsvUrl = (classId: string, assignmentId: string) =>
  `/api/classes/${id(classId)}/assignments/${id(assignmentId)}/csv`;

export const getMyAssignments = (signal?: AbortSignal) =>
  api.get<{ assignments: MyAssignment[] }>(ASSIGNMENTS_PATH, { signal });
/** Home's call, answered from start-up when home is the first screen (app/routes/first-screen.ts). */
export const getMyAssignmentsAtStart = firstCall(ASSIGNMENTS_PATH, getMyAssignments);
