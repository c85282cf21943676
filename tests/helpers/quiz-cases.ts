import type { ModuleKey } from '../../shared/modules';
import { SAMAS_TYPES } from '../../shared/modules/samas';

/**
 * For each module: a valid question row i, the submission that answers it rightly, and one
 * that answers it wrongly. `satisfies Record<ModuleKey, …>` makes a missing module a type error.
 */
export interface QuizCase {
  row: (i: number) => Record<string, unknown>;
  right: (id: string, i: number) => Record<string, unknown>;
  wrong: (id: string) => Record<string, unknown>;
  /** Text that belongs to the answer only and must never appear in a fetch. */
  secret: (i: number) => string;
}

const text = (
  idField: string,
  answer: (i: number) => string,
): Pick<QuizCase, 'right' | 'wrong' | 'secret'> => ({
  right: (id, i) => ({ [idField]: id, answer: answer(i) }),
  wrong: (id) => ({ [idField]: id, answer: 'गलत उत्तर' }),
  secret: answer,
});

/** A pick among four options: row i's answer is its third option. */
const choice = (idField: string, question: (i: number) => string): QuizCase => ({
  row: (i) => ({
    question: question(i),
    options: [`अर्थक${i}`, `अर्थख${i}`, `अर्थग${i}`, `अर्थघ${i}`],
    answer: `अर्थग${i}`,
  }),
  right: (id, i) => ({ [idField]: id, answer: `अर्थग${i}` }),
  wrong: (id) => ({ [idField]: id, answer: 'कोई और' }),
  secret: () => '"answer"',
});

export const quizCases = {
  antonym: {
    row: (i) => ({ word: `शब्द${i}`, antonyms: [`विलोमक${i}`, `प्रतिलोम${i}`] }),
    ...text('wordId', (i) => `विलोमक${i}`),
  },
  sandhi: {
    row: (i) => ({ word1: `पूर्व${i}`, word2: 'आलय', answers: [`संधिज${i}`] }),
    ...text('sandhiId', (i) => `संधिज${i}`),
  },
  sandhiViched: {
    row: (i) => ({ word: `संयुक्त${i}`, answer1: `खंडक${i}`, answer2: 'उदय' }),
    right: (id, i) => ({ sandhiVichedId: id, answer1: `खंडक${i}`, answer2: 'उदय' }),
    wrong: (id) => ({ sandhiVichedId: id, answer1: 'उदय', answer2: 'खंड' }),
    secret: (i) => `खंडक${i}`,
  },
  mcq: {
    row: (i) => ({
      question: `प्रश्न ${i}: सही विकल्प चुनिए`,
      options: [`क${i}`, `ख${i}`, `ग${i}`, `घ${i}`],
      answer: `ग${i}`,
    }),
    right: (id, i) => ({ mcqId: id, answer: `ग${i}` }),
    wrong: (id) => ({ mcqId: id, answer: 'कोई और' }),
    secret: () => '"answer"',
  },
  oneWordForMany: {
    row: (i) => ({ question: `जो वाक्यांश ${i} हो`, answers: [`एकपद${i}`] }),
    ...text('id', (i) => `एकपद${i}`),
  },
  shabdShudhi: {
    row: (i) => ({ question: `अशुद्ध${i}`, answers: [`सुशुद्ध${i}`], day: 1 }),
    ...text('id', (i) => `सुशुद्ध${i}`),
  },
  vakyaShudhi: {
    row: (i) => ({ question: `यह वाक्य ${i} अशुद्ध है।`, answers: [`यह शुद्धवाक्य ${i} है।`] }),
    ...text('id', (i) => `यह शुद्धवाक्य ${i} है।`),
  },
  paryayvachi: {
    row: (i) => ({ question: `मूल${i}`, options: [`समान${i}`, `सदृश${i}`, `तुल्य${i}`] }),
    right: (id, i) => ({ id, selected: [`समान${i}`, `तुल्य${i}`] }),
    wrong: (id) => ({ id, selected: ['गलत', 'उत्तर'] }),
    secret: (i) => `सदृश${i}`,
  },
  administrativeVocabulary: {
    row: (i) => ({ question: `Term ${i}`, options: [`पदनाम${i}`] }),
    ...text('id', (i) => `पदनाम${i}`),
  },
  upsarg: {
    row: (i) => ({ question: `'शब्द${i}' में उपसर्ग`, options: [`उपक${i}`] }),
    ...text('id', (i) => `उपक${i}`),
  },
  pratyay: {
    row: (i) => ({ question: `'शब्द${i}' में प्रत्यय`, options: [`प्रतक${i}`] }),
    ...text('id', (i) => `प्रतक${i}`),
  },
  muhavare: choice('id', (i) => `मुहावरा ${i} होना`),
  lokokti: choice('id', (i) => `लोकोक्ति ${i} जाए`),
  tatsamTadbhav: {
    row: (i) => ({ question: `तद्भवक${i}`, answers: [`तत्समक${i}`] }),
    ...text('id', (i) => `तत्समक${i}`),
  },
  samas: {
    row: (i) => ({ question: `समस्तपद${i}`, options: [...SAMAS_TYPES], answer: SAMAS_TYPES[i % 6]! }),
    right: (id, i) => ({ id, answer: SAMAS_TYPES[i % 6]! }),
    wrong: (id) => ({ id, answer: 'कोई और' }),
    secret: () => '"answer"',
  },
} satisfies Record<ModuleKey, QuizCase>;
