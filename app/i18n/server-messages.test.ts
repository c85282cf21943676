import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { passwordProblem, personalWords } from '../../server/accounts/password-strength';
import { assignmentTexts } from '../../server/classes/assignments';
import { classTexts } from '../../server/classes/store';
import { reportTexts } from '../../server/learning/reports';
import { reviewTexts } from '../../server/learning/review';
import { reminderTexts } from '../../server/push/store';
import { END_OF_DAY_MESSAGE, quizTexts, TIME_RAN_OUT_MESSAGE } from '../../server/quiz/engine';
import * as auth from '../../shared/api/auth';
import { authTexts } from '../../shared/api/auth-texts';
import * as classes from '../../shared/api/classes';
import { reportBody } from '../../shared/api/learning';
import { AttemptId, PaperId, paperTexts, saveAnswerBody } from '../../shared/api/papers';
import * as push from '../../shared/api/push';
import { getModule, modules } from '../../shared/modules';
import { moduleTexts } from '../../shared/modules/texts';
import { addSchema, adminRowSchema } from '../../shared/question-rows';
import { settingsPatchSchema } from '../../shared/settings';
import { latinWords } from '../../tests/helpers/latin-words';
import { loadServerMessages, localizeMessage } from './server-messages';

beforeAll(loadServerMessages);

/** Every message a schema gives for these inputs. */
function messages(schema: z.ZodType, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  });
}

/** Blank, missing and over-long versions of every field a module's form or import sends. */
function moduleInputs(fields: string[]): unknown[] {
  const each = (value: unknown) => Object.fromEntries(fields.map((f) => [f, value]));
  return [{}, each(''), each([]), each(['']), each(' '), each('क'.repeat(1001)), each(['क'.repeat(201)])];
}

const inHindi = (message: string) => localizeMessage(message, 'hi');

/** zod's own wording, where a schema gives none: the screen's text stands in (and the server names the field). */
const GENERIC = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

function expectHindi(message: string): void {
  if (GENERIC.test(message)) return;
  const hi = inHindi(message);
  expect(hi, `no Hindi for: ${message}`).toBeDefined();
  // An import row's message may start with its CSV column's name, which stays as the file has it.
  expect(latinWords(hi!.replace(/^[\w.]+: /, '')), `${message} → ${hi}`).toEqual([]);
}

describe('the server messages the app shows, in Hindi', () => {
  it('English is the server’s own text', () => {
    expect(localizeMessage(authTexts.loginFailed, 'en')).toBe(authTexts.loginFailed);
    expect(localizeMessage('Anything at all', 'en')).toBe('Anything at all');
  });

  it('every account message, with its numbers', () => {
    for (const text of Object.values(authTexts)) if (typeof text === 'string') expectHindi(text);
    expect(inHindi(authTexts.wrongCode(1))).toBe('गलत कोड। 1 प्रयास बाकी।');
    expect(inHindi(authTexts.wrongCode(4))).toBe('गलत कोड। 4 प्रयास बाकी।');
    expect(inHindi(authTexts.resendWait(42))).toBe('नया कोड मँगाने से पहले कृपया 42 सेकंड रुकें।');
  });

  it('the strength rule’s refusals, with zxcvbn’s reasons said in Hindi', async () => {
    for (const password of ['password123', 'aaaaaaaaaaaa', 'qwertyuiop12', 'sopan sopan', '1234567890'])
      for (const details of [{}, { email: 'asha.verma@example.com', firstName: 'Asha' }]) {
        const problem = await passwordProblem(password, personalWords(details));
        if (problem) expectHindi(problem);
      }
    expect(inHindi(authTexts.weakPassword('This is a commonly used password.'))).toBe(
      'इस पासवर्ड का अनुमान लगाना बहुत आसान है। यह आम तौर पर इस्तेमाल होने वाला पासवर्ड है।',
    );
  });

  it('the account forms’ validation (the shared schemas the forms check with)', () => {
    const bad = [
      {},
      { email: '', password: '', otp: '', code: '', token: '', firstName: '', lastName: '', phone: '' },
      { email: 'x', password: 'short', otp: '12', code: 'abc', phone: '12-3', confirmPassword: '' },
      { password: 'a good long password', confirmPassword: 'another long password' },
      { email: `${'a'.repeat(260)}@example.com`, firstName: 'क'.repeat(81), lastName: 'क'.repeat(81) },
      { currentPassword: '', newPassword: 'short' },
      { language: 'fr' },
    ];
    for (const schema of [
      auth.loginBody,
      auth.sendCodeBody,
      auth.verifyCodeBody,
      auth.signupBody,
      auth.forgotBody,
      auth.resetBody,
      auth.changePasswordBody,
      auth.deleteMeBody,
      auth.totpCodeBody,
      auth.profileBody,
      auth.meUpdateBody,
    ])
      for (const message of messages(schema, bad)) expectHindi(message);
  });

  it('every module’s add form and import row, and their results', () => {
    for (const m of modules) {
      const fields = [...m.entry.fields.map((f) => f.name), ...m.promptFields, ...m.answerFields];
      for (const message of [
        ...messages(addSchema(m), moduleInputs(fields)),
        ...messages(adminRowSchema(m), moduleInputs(fields)),
        ...messages(m.submission, [{}, { [m.idField]: '1' }]),
      ])
        expectHindi(message);
      expectHindi(moduleTexts.en[m.texts.addSuccess]);
      expectHindi(quizTexts.unavailable(getModule(m.key), ''));
    }
    expect(inHindi(quizTexts.unavailable(getModule('upsarg'), '2026-12-01'))).toBe(
      'उपसर्ग 1 दिसंबर 2026 से उपलब्ध होगा।',
    );
  });

  it('the quiz, review, report, settings and admin messages', () => {
    for (const text of [
      END_OF_DAY_MESSAGE,
      TIME_RAN_OUT_MESSAGE,
      quizTexts.notServed,
      quizTexts.limitReached,
      quizTexts.noQuestions,
      reviewTexts.notUp,
      reviewTexts.limitReached,
      ...Object.values(reportTexts),
      'Question deleted.',
      'Question updated.',
      '3 rows have errors; nothing was imported.',
      '1 row has an error; nothing was imported.',
      'Same question as line 4.',
      'Already in the question bank.',
      'answers: At least one answer is required.',
      'Keep it under 100 characters.',
      ...messages(reportBody, [{}, { reason: 'x', note: 'क'.repeat(501) }]),
      ...messages(settingsPatchSchema, [
        { REVIEW_PER_DAY: 0, DAILY_GOAL: 0.5 },
        { REVIEW_PER_DAY: 'x', DAILY_GOAL: 5000 },
        { quizTimes: { SANDHI_TIME_SECONDS: 1 }, quizLimits: { sandhi: 0 } },
      ]),
    ])
      expectHindi(text);
  });

  it('the paper messages, and the fields of the learner’s paper calls', () => {
    for (const text of Object.values(paperTexts)) if (typeof text === 'string') expectHindi(text);
    for (const message of [
      paperTexts.tooFew('विलोम शब्द', 1, 5),
      paperTexts.tooFew('विलोम शब्द', 4, 12),
      ...messages(PaperId, [undefined, 'x', '0']),
      ...messages(AttemptId, ['not-a-uuid']),
      ...messages(saveAnswerBody, [{}, { choice: 4 }, { choice: 1.5 }, { choice: -1 }]),
    ])
      expectHindi(message);
    expect(inHindi(paperTexts.tooFew('विलोम शब्द', 4, 12))).toBe(
      'खंड “विलोम शब्द”: प्रश्न बैंक में इसके लिए चार विकल्पों वाले केवल 4 प्रश्न हैं, जबकि 12 माँगे गए।',
    );
    // The module's key is data, as the admin typed it.
    expect(inHindi(paperTexts.unknownModule('nope'))).toBe("'nope' नाम का कोई प्रश्न-मॉड्यूल नहीं है।");
    // The wrong options of a typed item's choice form (shared/question-rows.ts), as the admin's forms show them.
    expect(inHindi('A wrong option is an accepted answer: व्यय.')).toBe('एक गलत विकल्प सही उत्तरों में है: व्यय।');
    expect(inHindi('Give exactly 3 wrong options, or none.')).toBe('ठीक 3 गलत विकल्प दें, या एक भी नहीं।');
    expect(inHindi('The wrong options must differ from each other.')).toBe(
      'गलत विकल्प एक-दूसरे से अलग होने चाहिए।',
    );
  });

  it('the class messages: every field of the class, join and assignment calls, and the routes’ answers', () => {
    for (const text of [
      ...Object.values(classTexts),
      assignmentTexts.noSuchAssignment,
      assignmentTexts.noSuchPaper,
    ])
      expectHindi(text);
    const long = (n: number) => 'क'.repeat(n + 1);
    for (const message of [
      ...messages(classes.ClassId, ['x']),
      ...messages(classes.UserIdParam, ['x']),
      ...messages(classes.AssignmentId, ['x']),
      ...messages(classes.classBody, [
        {},
        { name: '' },
        { name: ' ' },
        { name: long(80) },
        { name: 'क\u200b' },
      ]),
      ...messages(classes.classUpdateBody, [{}, { name: '' }, { name: long(80) }]),
      ...messages(classes.joinBody, [{}, { code: 'ABC' }, { code: 'ABCDEFG0' }, { code: 12 }]),
      ...messages(classes.joinCodeSchema, [undefined, '', 'OOOOOOOO']),
      ...messages(classes.progressQuery, [{ days: 5 }, { days: 'x' }]),
      ...messages(classes.assignmentBody, [
        {},
        { title: '', due: '2026-02-30', items: [{ module: '', count: 0 }] },
        { title: long(120), due: '30-01-2026', items: [{ count: 1.5 }, { module: 'sandhi', count: 201 }] },
        { title: 'क\u200b', due: 5, items: [{ module: 'sandhi', count: 'x' }], paperId: '7' },
        { title: 'काम', due: '2026-03-01' },
      ]),
    ])
      expectHindi(message);
    expect(inHindi(classTexts.badCode)).toBe('यह कक्षा कोड सही नहीं है, या इसकी जगह नया कोड बन चुका है।');
    // The module's key is data, as the teacher's screen sent it.
    expect(inHindi(assignmentTexts.noSuchModule('nope'))).toBe("'nope' नाम का कोई प्रश्न-मॉड्यूल नहीं है।");
  });

  it('the reminder messages: the devices and reminder calls', () => {
    expectHindi(reminderTexts.unknownService);
    const p256dh = `BA${'A'.repeat(85)}`;
    for (const message of [
      ...messages(push.subscriptionBody, [
        {},
        { endpoint: 'x'.repeat(2049), keys: {} },
        { endpoint: 'not a url', keys: { p256dh: '!', auth: '!' } },
        { endpoint: 'https://push.example/1', keys: { p256dh: 'AAAA', auth: 'AAAA' } },
        { endpoint: 'https://push.example/1', keys: { p256dh: `AA${'A'.repeat(85)}`, auth: p256dh } },
      ]),
      ...messages(push.unsubscribeBody, [{}]),
      ...messages(push.reminderBody, [{}, { enabled: 'yes', time: '25:00' }]),
    ])
      expectHindi(message);
  });

  it('a message this app does not know has no Hindi: the screen shows its own text', () => {
    expect(inHindi('Some new refusal the server learnt yesterday.')).toBeUndefined();
  });
});

describe('a module switched off, in Hindi (issue 23 item 3)', () => {
  it('agrees with the Hindi title as the registry gives it: लोकोक्तियाँ … होंगी, संधि … होगी', () => {
    const hi = (key: 'lokokti' | 'sandhi' | 'samas' | 'muhavare', on: string) =>
      localizeMessage(quizTexts.unavailable(getModule(key), on), 'hi');
    expect(hi('lokokti', '2030-01-15')).toBe('लोकोक्तियाँ 15 जनवरी 2030 से उपलब्ध होंगी।');
    expect(hi('sandhi', '2030-01-15')).toBe('संधि 15 जनवरी 2030 से उपलब्ध होगी।');
    expect(hi('samas', '2030-01-15')).toBe('समास 15 जनवरी 2030 से उपलब्ध होगा।');
    expect(hi('muhavare', '2030-01-15')).toBe('मुहावरे 15 जनवरी 2030 से उपलब्ध होंगे।');
    expect(hi('lokokti', '')).toBe('लोकोक्तियाँ जल्द आ रही हैं।');
    for (const m of modules) expect(['m', 'f', 'mpl', 'fpl']).toContain(m.titleHiAgrees);
  });
});
