import { expect, it } from 'vitest';
import { getModule, type ModuleKey, moduleKeys } from '../../shared/modules';
import { LATIN_IN_HINDI } from '../../shared/modules/define';
import { moduleTexts } from '../../shared/modules/texts';
import { agent, describeEachDriver, loggedInUser } from '../../tests/helpers/app';

/** The spec's add payload for each module (docs/spec.md §7.4), and one it must refuse with its text. */
const adds = {
  antonym: {
    ok: { word: ' सुगम ', antonyms: 'दुर्गम, अगम ' },
    bad: { word: 'सुगम', antonyms: '' },
    text: 'Please fill both fields',
  },
  sandhi: {
    ok: { word1: 'विद्या', word2: 'आलय', answer: 'विद्यालय' },
    bad: { word1: 'विद्या', word2: '', answer: 'x' },
    text: 'Please fill all fields.',
  },
  sandhiViched: {
    ok: { word: 'सूर्योदय', answer1: 'सूर्य', answer2: 'उदय' },
    bad: { word: 'सूर्योदय', answer1: 'सूर्य' },
    text: 'Please fill all fields.',
  },
  mcq: {
    ok: { question: '‘कमल’ का पर्यायवाची कौन-सा है?', options: ['पंकज', 'पावक', 'अनल', 'नीर'], answer: 'पंकज' },
    bad: { question: 'क', options: ['केवल एक'], answer: 'केवल एक' },
    text: 'Please fill all fields and at least 2 options.',
  },
  oneWordForMany: {
    ok: { question: 'जो ईश्वर में विश्वास रखता हो', answer: 'आस्तिक' },
    bad: { question: 'क', answer: ' ' },
    text: 'Question and answer are required.',
  },
  shabdShudhi: {
    ok: { question: 'उज्वल', answer: 'उज्ज्वल', day: 2 },
    bad: { question: 'उज्वल', answer: 'उज्ज्वल', day: 0 },
    text: 'Day must be at least 1.',
  },
  vakyaShudhi: {
    ok: { question: 'मैंने यह काम करना है।', answer: 'मुझे यह काम करना है।', alternatives: ['मुझको यह काम करना है।'] },
    bad: { question: '', answer: 'x' },
    text: 'Question and answer are required.',
  },
  paryayvachi: {
    ok: { question: 'जल', options: ['नीर', 'वारि', 'तोय'] },
    bad: { question: 'जल', options: ['नीर', ' '] },
    text: 'At least 2 options are required.',
  },
  administrativeVocabulary: {
    ok: { question: 'Gazette', options: ['राजपत्र'] },
    bad: { question: ' ', options: ['राजपत्र'] },
    text: 'Please fill all fields.',
  },
  upsarg: {
    ok: { question: "'प्रहार' में उपसर्ग", options: ['प्र', ''] },
    bad: { question: 'क', options: ['', ' '] },
    text: 'Question and options are required.',
  },
  pratyay: {
    ok: { question: "'मिठास' में प्रत्यय", options: ['आस'] },
    bad: { options: ['आस'] },
    text: 'Question and options are required.',
  },
  muhavare: {
    ok: {
      question: 'आँख का तारा होना',
      options: ['बहुत प्यारा', 'बहुत दूर', 'अंधा होना', 'चमकना'],
      answer: 'बहुत प्यारा',
    },
    bad: { question: 'आँख का तारा होना', options: ['बहुत प्यारा', 'क'], answer: '' },
    text: 'Please fill all fields and at least 2 options.',
  },
  lokokti: {
    ok: {
      question: 'अधजल गगरी छलकत जाए',
      options: ['कम ज्ञान वाला अधिक दिखावा करता है', 'पानी बचाना', 'घड़ा टूटना', 'मेहनत का फल'],
      answer: 'कम ज्ञान वाला अधिक दिखावा करता है',
    },
    bad: { question: '', options: ['क', 'ख'], answer: 'क' },
    text: 'Please fill all fields and at least 2 options.',
  },
  tatsamTadbhav: {
    ok: { question: 'आग', answer: 'अग्नि' },
    bad: { question: 'आग', answer: '' },
    text: 'Question and answer are required.',
  },
  samas: {
    ok: { question: 'राजपुत्र', answer: 'तत्पुरुष' },
    bad: { question: 'राजपुत्र' },
    text: 'Please fill all fields.',
  },
} satisfies Record<ModuleKey, { ok: Record<string, unknown>; bad: Record<string, unknown>; text: string }>;

async function count(admin: ReturnType<typeof agent>, key: ModuleKey) {
  return (await admin.get<{ total: number }>(`/api/admin/questions/${key}`)).body.total;
}

describeEachDriver('question admin', (t) => {
  it.each(moduleKeys)('%s: the spec add call, its texts, and the question is then served', async (key) => {
    const module = getModule(key);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const { client: learner } = await loggedInUser(t());
    expect((await learner.post(`/api${module.api.add}`, adds[key].ok)).status).toBe(403);
    expect((await agent(t().app).post(`/api${module.api.add}`, adds[key].ok)).status).toBe(401);
    const bad = await admin.post(`/api${module.api.add}`, adds[key].bad);
    expect(bad).toMatchObject({ status: 400, body: { message: adds[key].text } });
    expect(await count(admin, key)).toBe(0);
    const ok = await admin.post(`/api${module.api.add}`, {
      ...adds[key].ok,
      explanation: 'क्योंकि यह मानक है।',
    });
    expect(ok).toMatchObject({
      status: 201,
      body: {
        message: moduleTexts.en[module.texts.addSuccess],
        question: { explanation: 'क्योंकि यह मानक है।' },
      },
    });
    const fetched = await learner.get<{ question: Record<string, unknown> }>(`/api${module.api.fetch}`);
    expect(fetched.body.question._id).toBe((ok.body.question as { _id: string })._id);
    if (module.onDuplicateAdd !== 'update') {
      expect(await admin.post(`/api${module.api.add}`, adds[key].ok)).toMatchObject({
        status: 409,
        body: { message: 'This question already exists.' },
      });
    }
    expect(await count(admin, key)).toBe(1);
  });

  it('administrative vocabulary refuses a blank option among filled ones and writes nothing', async () => {
    const { client: admin } = await loggedInUser(t(), { admin: true });
    expect(
      await admin.post('/api/administrative-vocabulary/add', { question: 'Gazette', options: ['x', ''] }),
    ).toMatchObject({ status: 400, body: { message: 'Please fill all fields.' } });
    expect(await count(admin, 'administrativeVocabulary')).toBe(0);
  });

  it('antonym add trims, splits by comma and updates an existing word', async () => {
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const first = await admin.post('/api/admin/antonyms', adds.antonym.ok);
    expect(first.body.question).toMatchObject({ word: 'सुगम', antonyms: ['दुर्गम', 'अगम'] });
    const again = await admin.post('/api/admin/antonyms', { word: 'सुगम ', antonyms: ['कठिन'] });
    expect(again).toMatchObject({
      status: 200,
      body: { message: 'Antonyms added/updated successfully', question: { antonyms: ['कठिन'] } },
    });
    expect(await count(admin, 'antonym')).toBe(1);
  });

  it('refuses Latin letters where the registry says a field is Hindi: add calls and an import (issue 23 item 4)', async () => {
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const refused = { status: 400, body: { message: LATIN_IN_HINDI } };
    expect(
      await admin.post('/api/paryayvachi/add', { question: 'megh', options: ['बादल', 'घन'] }),
    ).toMatchObject(refused);
    expect(
      await admin.post('/api/paryayvachi/add', { question: 'मेघ', options: ['बादल', 'ghan'] }),
    ).toMatchObject(refused);
    expect(await admin.post('/api/admin/antonyms', { word: 'sugam', antonyms: 'दुर्गम' })).toMatchObject(
      refused,
    );
    expect(
      await admin.post('/api/one-word-for-many/add', {
        question: 'जो ईश्वर में विश्वास रखता हो',
        answer: 'आस्तिक',
        alternatives: ['aastik'],
      }),
    ).toMatchObject(refused);
    expect(await count(admin, 'paryayvachi')).toBe(0);
    // Where Latin belongs the registry says so: an English term, a general MCQ.
    expect(
      (await admin.post('/api/administrative-vocabulary/add', { question: 'Memo', options: ['ज्ञापन'] }))
        .status,
    ).toBe(201);
    const imported = await admin.post<{ errors: { message: string }[]; imported: number }>(
      '/api/admin/questions/paryayvachi/import',
      [
        { question: 'मेघ', options: ['बादल', 'घन'] },
        { question: 'अग्नि', options: ['aag', 'अनल'] },
      ],
    );
    expect(imported.status).toBe(400);
    expect(imported.body.errors).toEqual([
      expect.objectContaining({ message: expect.stringContaining(LATIN_IN_HINDI) }),
    ]);
    expect(await count(admin, 'paryayvachi')).toBe(0);
  });

  it('lists, searches, edits and deletes, for any module; a learner keeps progress on a deleted question', async () => {
    const { client: admin } = await loggedInUser(t(), { admin: true });
    for (const [i, w] of ['आय', 'उत्कर्ष', 'कृतज्ञ'].entries()) {
      await admin.post('/api/admin/antonyms', { word: w, antonyms: `विलोम${i}` });
    }
    const list = await admin.get<{ questions: { _id: string; word: string }[]; total: number }>(
      '/api/admin/questions/antonym?page=1&pageSize=2',
    );
    expect(list.body.total).toBe(3);
    expect(list.body.questions.map((q) => q.word)).toEqual(['आय', 'उत्कर्ष']);
    expect(
      (await admin.get<{ questions: unknown[] }>('/api/admin/questions/antonym?q=कृत')).body.questions,
    ).toHaveLength(1);
    expect((await admin.get('/api/admin/questions/antonym?pageSize=500')).status).toBe(400);
    const id = list.body.questions[0]!._id;
    const edited = await admin.put(`/api/admin/questions/antonym/${id}`, {
      word: 'आय',
      antonyms: ['व्यय'],
      explanation: 'आमदनी का उलटा खर्च।',
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { antonyms: ['व्यय'], explanation: 'आमदनी का उलटा खर्च।' },
    });
    expect(await admin.put(`/api/admin/questions/antonym/${id}`, { word: 'आय', antonyms: [] })).toMatchObject(
      { status: 400 },
    );
    expect(
      await admin.put(`/api/admin/questions/antonym/${id}`, { word: 'उत्कर्ष', antonyms: ['अपकर्ष'] }),
    ).toMatchObject({ status: 409 });

    // The learner's own first question (docs/product.md §3: a mixed order), answered rightly with
    // an antonym the bank holds for it, then deleted.
    const { client: learner } = await loggedInUser(t());
    const served = (await learner.get<{ question: { _id: string } }>('/api/antonym-word')).body.question._id;
    const bank = (
      await admin.get<{ questions: { _id: string; antonyms: string[] }[] }>('/api/admin/questions/antonym')
    ).body.questions;
    const antonym = bank.find((q) => q._id === served)!.antonyms[0];
    expect(
      (await learner.post('/api/antonym-word/answer', { wordId: served, answer: antonym })).body,
    ).toMatchObject({ correct: true });
    expect(await admin.delete(`/api/admin/questions/antonym/${served}`)).toMatchObject({
      status: 200,
      body: { message: 'Question deleted.' },
    });
    expect((await admin.delete(`/api/admin/questions/antonym/${served}`)).status).toBe(404);
    expect(await count(admin, 'antonym')).toBe(2);
    const progress = (
      await learner.get<{ userScore: Record<string, Record<string, unknown>> }>('/api/me/quiz-progress')
    ).body;
    expect(Object.values(progress.userScore.antonym!)).toEqual([{ correct: 1, total: 1 }]);
    expect(
      (await learner.get<{ question: { _id: string } }>('/api/antonym-word')).body.question._id,
    ).not.toBe(served);
  });

  it('imports CSV all-or-nothing with line numbers, skips duplicates, and exports what it holds', async () => {
    const { client: admin } = await loggedInUser(t(), { admin: true });
    await admin.post('/api/paryayvachi/add', { question: 'जल', options: ['नीर', 'वारि'] });
    const csv =
      'question,options,explanation\r\nअग्नि,अनल|पावक|आग,आग के नाम\r\nकमल,पंकज,\r\n"सूर्य, रवि",रवि|दिनकर,"दो\nपंक्तियाँ"\r\nजल,तोय|अंबु,\r\n';
    const bad = await admin.post('/api/admin/questions/paryayvachi/import', csv, {
      'content-type': 'text/csv',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      imported: 0,
      errors: [{ line: 3, message: 'options: At least 2 options are required.' }],
    });
    expect(bad.body.message).toBe('1 row has an error; nothing was imported.');
    expect(await count(admin, 'paryayvachi')).toBe(1);

    const good = csv.replace('कमल,पंकज,', 'कमल,पंकज|जलज|सरोज,');
    const report = await admin.post('/api/admin/questions/paryayvachi/import', good, {
      'content-type': 'text/csv',
    });
    expect(report).toMatchObject({
      status: 200,
      body: { imported: 3, errors: [], skipped: [{ line: 6, reason: 'Already in the question bank.' }] },
    });
    expect(await count(admin, 'paryayvachi')).toBe(4);

    const again = await admin.post('/api/admin/questions/paryayvachi/import', [
      { question: 'अग्नि', options: ['अनल', 'पावक'] },
      { question: 'अग्नि ', options: ['अनल', 'आग'] },
    ]);
    expect(again.body).toMatchObject({
      imported: 0,
      skipped: [{ line: 1 }, { line: 2, reason: 'Same question as line 1.' }],
    });

    const exported = await t().app.inject({
      method: 'GET',
      url: '/api/admin/questions/paryayvachi/export?format=csv',
      headers: { cookie: `sopan_session=${admin.cookie}` },
    });
    expect(exported.headers['content-type']).toMatch(/text\/csv/);
    expect(exported.body).toContain('question,options,explanation');
    expect(exported.body).toContain('अग्नि,अनल|पावक|आग,आग के नाम');
    const json = await admin.get<Record<string, unknown>[]>(
      '/api/admin/questions/paryayvachi/export?format=json',
    );
    expect(json.body).toHaveLength(4);
    const roundTrip = await admin.post('/api/admin/questions/paryayvachi/import', json.body);
    expect(roundTrip.body).toMatchObject({ imported: 0, errors: [] });
    expect((roundTrip.body.skipped as unknown[]).length).toBe(4);

    for (const [body, message] of [
      ['word,antonyms\nx,y', /The CSV header must have the columns question, options, explanation/],
      [{ not: 'a list' }, /Send a JSON array/],
      ['[{"question": ', /could not be read/],
    ] as const) {
      const res = await admin.post(
        '/api/admin/questions/paryayvachi/import',
        body,
        typeof body === 'string' ? { 'content-type': 'text/csv' } : {},
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const template = await admin.get<Record<string, unknown>[]>(
      '/api/admin/questions/shabdShudhi/template?format=json',
    );
    expect(Object.keys(template.body[0]!)).toEqual(expect.arrayContaining(['question', 'answers', 'day']));
  });

  it('keeps the MCQ admin page calls of the spec', async () => {
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const added = await admin.post<{ question: { _id: string } }>('/api/mcq/mcq-questions', adds.mcq.ok);
    const id = added.body.question._id;
    expect((await admin.get<{ questions: unknown[] }>('/api/mcq/mcq-questions')).body.questions).toHaveLength(
      1,
    );
    const put = await admin.put(`/api/mcq/mcq-questions/${id}`, {
      question: 'नया प्रश्न',
      options: ['क', 'ख', 'ग'],
      answer: 'ख',
    });
    expect(put).toMatchObject({
      status: 200,
      body: { message: 'Question updated.', question: { question: 'नया प्रश्न', answer: 'ख' } },
    });
    expect(
      await admin.put(`/api/mcq/mcq-questions/${id}`, { question: 'x', options: ['क', 'ख'], answer: 'ग' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'The answer must be one of the options.' },
    });
    expect(await admin.delete(`/api/mcq/mcq-questions/${id}`)).toMatchObject({
      status: 200,
      body: { message: 'Question deleted.' },
    });
    expect((await admin.get<{ questions: unknown[] }>('/api/mcq/mcq-questions')).body.questions).toHaveLength(
      0,
    );
    const { client: learner } = await loggedInUser(t());
    expect((await learner.get('/api/mcq/mcq-questions')).status).toBe(403);
  });

  it('exports cells a spreadsheet would run as a formula with a guard, and imports them back as written', async () => {
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const rows = [
      { question: '=1+1', answers: ['@योग(क1)', '-उत्तर'], explanation: '+HYPERLINK("http://x")' },
      { question: 'सामान्य', answers: ['उत्तर'], explanation: 'a - b' },
    ];
    expect((await admin.post('/api/admin/questions/oneWordForMany/import', rows)).body).toMatchObject({
      imported: 2,
    });
    const csv = (
      await t().app.inject({
        method: 'GET',
        url: '/api/admin/questions/oneWordForMany/export?format=csv',
        headers: { cookie: `sopan_session=${admin.cookie}` },
      })
    ).body;
    expect(csv).toContain(`"'=1+1","'@योग(क1)|-उत्तर","'+HYPERLINK(""http://x"")"`);
    expect(csv).toContain('सामान्य,उत्तर,a - b');
    for (const line of csv.split(/\r?\n/).slice(1))
      for (const cell of line.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
    // Deleted and imported again from the export: the same text.
    for (const q of (await admin.get<{ questions: { _id: string }[] }>('/api/admin/questions/oneWordForMany'))
      .body.questions)
      await admin.delete(`/api/admin/questions/oneWordForMany/${q._id}`);
    expect(
      (await admin.post('/api/admin/questions/oneWordForMany/import', csv, { 'content-type': 'text/csv' }))
        .body,
    ).toMatchObject({ imported: 2 });
    const back = (
      await admin.get<{ questions: Record<string, unknown>[] }>('/api/admin/questions/oneWordForMany')
    ).body.questions;
    expect(back.map(({ question, answers, explanation }) => ({ question, answers, explanation }))).toEqual(
      rows,
    );
  });
});
