import type { AdminPaper } from '../../api/admin-papers';

/** A section row of the blueprint form, as typed; `key` keeps a row's identity when others are removed. */
export interface SectionValues {
  key: number;
  title: string;
  module: string;
  tags: string;
  count: string;
}

/** The blueprint form as typed: numbers stay text until checked, so an empty box stays empty. */
export interface BlueprintValues {
  title: string;
  exam: string;
  durationMinutes: string;
  marksCorrect: string;
  marksWrong: string;
  sections: SectionValues[];
}

let nextKey = 1;

export const emptySection = (): SectionValues => ({
  key: nextKey++,
  title: '',
  module: '',
  tags: '',
  count: '10',
});

export const emptyBlueprint = (): BlueprintValues => ({
  title: '',
  exam: '',
  durationMinutes: '30',
  marksCorrect: '1',
  marksWrong: '0',
  sections: [emptySection()],
});

/** A stored paper's blueprint, to edit: sent back unchanged, it draws nothing again. */
export const blueprintOf = (paper: AdminPaper): BlueprintValues => ({
  title: paper.title,
  exam: paper.exam,
  durationMinutes: String(paper.durationMinutes),
  marksCorrect: String(paper.marksCorrect),
  marksWrong: String(paper.marksWrong),
  sections: paper.sections.map((s) => ({
    key: nextKey++,
    title: s.title,
    module: s.module,
    tags: s.tags.join(', '),
    count: String(s.count),
  })),
});

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/** The body the blueprint schema checks: numbers as numbers, tags as a list (left out when none). */
export function toBlueprintInput(values: BlueprintValues) {
  return {
    title: values.title,
    exam: values.exam,
    durationMinutes: number(values.durationMinutes),
    marksCorrect: number(values.marksCorrect),
    marksWrong: number(values.marksWrong),
    sections: values.sections.map((s) => {
      const tags = splitTags(s.tags);
      return {
        title: s.title,
        module: s.module,
        ...(tags.length ? { tags } : {}),
        count: number(s.count),
      };
    }),
  };
}

export const totalQuestions = (values: BlueprintValues) =>
  values.sections.reduce((n, s) => n + (Number.isInteger(number(s.count)) ? number(s.count) : 0), 0);

/** A field of the form, named as the schema's issue path names it: 'title', 'sections.2.count'. */
export const fieldPath = (path: readonly PropertyKey[]) => path.map(String).join('.');
