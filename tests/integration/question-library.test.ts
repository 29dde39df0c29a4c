import type { Header, Question } from '@shelfline/shared/contracts/question-library.contract';
import type { ReportLayout } from '@shelfline/shared/contracts/report-layout.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ContentJob, createContentJob } from '../support/content-jobs.ts';
import { api, signIn } from '../support/local-stack.ts';

type Errors = { errors: Record<string, string[]> | string };

const tokens = { admin: '', am: '', sup: '', merch: '', crm: '', hr: '', cust: '' };
let content: ContentJob;

beforeAll(async () => {
  for (const login of Object.keys(tokens) as (keyof typeof tokens)[])
    tokens[login] = (await signIn(login, login === 'cust')).token;
  content = await createContentJob(tokens.admin);
});

const tag = () => Math.random().toString(36).slice(2, 8);

async function createQuestion(body: Record<string, unknown> = {}) {
  const result = await api<Question>('POST', 'questionLibrary/questions', {
    token: tokens.admin,
    body: { text: `Shelf full? ${tag()}`, answers: [{ answerText: 'Yes' }, { answerText: 'No' }], ...body },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

async function createHeader(jobId = content.job.id, text = `Front ${tag()}`) {
  const result = await api<Header>('POST', 'questionLibrary/headers', { token: tokens.admin, body: { text, jobId } });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

/** A layout of the test job using the question (answer 2 flagged) and, when given, a header. */
async function layoutUsing(question: Question, header?: Header, from = '2031-01-01', to = '2031-01-31') {
  const [product] = content.products;
  const details = [
    ...(header ? [{ questionId: header.id, isHeader: true, displaySequence: 1 }] : []),
    { questionId: question.id, displaySequence: 2, flaggedItems: [question.answers[1]?.answerId] },
  ];
  const result = await api<ReportLayout>('POST', 'reportLayouts', {
    token: tokens.admin,
    body: {
      jobId: content.job.id,
      jobProductId: product?.id,
      description: `Uses ${question.id} ${tag()}`,
      serviceFromDate: from,
      serviceToDate: to,
      details,
    },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

describe('questions', () => {
  it('are created with answers numbered from 1, read, listed (active by default) and updated with stable ids', async () => {
    const created = await createQuestion({
      comments: 'Count facings',
      answers: [{ answerText: 'Yes' }, { answerText: 'No' }],
    });
    expect(created.answers).toEqual([
      { answerId: 1, answerText: 'Yes' },
      { answerId: 2, answerText: 'No' },
    ]);
    expect(created).not.toHaveProperty('nextAnswerId');
    const read = await api<Question>('GET', `questionLibrary/questions/${created.id}`, { token: tokens.am });
    expect(read.body).toMatchObject({ id: created.id, comments: 'Count facings', version: 1 });

    const updated = await api<Question>('PUT', `questionLibrary/questions/${created.id}`, {
      token: tokens.admin,
      body: {
        text: created.text,
        answers: [{ answerId: 2, answerText: 'No, empty' }, { answerText: 'Partly' }],
        isInactive: true,
        version: 1,
      },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    // Answer 1 was removed: the new answer takes 3, never 1 again.
    expect(updated.body.answers).toEqual([
      { answerId: 2, answerText: 'No, empty' },
      { answerId: 3, answerText: 'Partly' },
    ]);
    const active = await api<Question[]>('GET', 'questionLibrary/questions', { token: tokens.sup });
    expect(active.body.some((q) => q.id === created.id)).toBe(false);
    const all = await api<Question[]>('GET', 'questionLibrary/questions?includeInactive=true', { token: tokens.sup });
    expect(all.body.find((q) => q.id === created.id)?.isInactive).toBe(true);
  });

  it('a question without answers is a free-text question', async () => {
    const created = await createQuestion({ answers: [] });
    expect(created.answers).toEqual([]);
  });

  it('refuse invalid bodies with 400 naming the fields', async () => {
    const result = await api<Errors>('POST', 'questionLibrary/questions', {
      token: tokens.admin,
      body: {
        text: 'x'.repeat(501),
        answers: [{ answerText: 'Yes' }, { answerText: 'yes' }, { answerText: 'y'.repeat(101) }],
      },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toMatchObject({
      text: ['Question must be at most 500 characters.'],
      'answers.1.answerText': ['Answers must be unique.'],
      'answers.2.answerText': ['Answer must be at most 100 characters.'],
    });
    const empty = await api<Errors>('POST', 'questionLibrary/questions', { token: tokens.admin, body: { text: ' ' } });
    expect(empty.body.errors).toMatchObject({ text: ['Question is required.'] });
    const tooMany = await api<Errors>('POST', 'questionLibrary/questions', {
      token: tokens.admin,
      body: { text: 'Many', answers: Array.from({ length: 21 }, (_, i) => ({ answerText: `A${i}` })) },
    });
    expect(tooMany.body.errors).toHaveProperty('answers');
    const created = await createQuestion();
    const unknownId = await api<Errors>('PUT', `questionLibrary/questions/${created.id}`, {
      token: tokens.admin,
      body: { text: created.text, answers: [{ answerId: 99, answerText: 'Ghost' }], version: 1 },
    });
    expect(unknownId.status).toBe(400);
    expect(unknownId.body.errors).toHaveProperty(['answers.0.answerId']);
  });

  it('refuse a stale version with 409', async () => {
    const created = await createQuestion();
    const body = { text: created.text, answers: created.answers, version: 1 };
    expect((await api('PUT', `questionLibrary/questions/${created.id}`, { token: tokens.admin, body })).status).toBe(
      200,
    );
    expect((await api('PUT', `questionLibrary/questions/${created.id}`, { token: tokens.admin, body })).status).toBe(
      409,
    );
  });

  it('in a layout: not deleted, and a flagged answer is not removed (409); unused ones are deleted', async () => {
    const used = await createQuestion();
    const layout = await layoutUsing(used, undefined, '2031-02-01', '2031-02-28');
    const refused = await api<Errors>('DELETE', `questionLibrary/questions/${used.id}`, { token: tokens.admin });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toBe(
      `Question "${used.text}" is used by report layout "${layout.description}". Make it inactive instead.`,
    );
    const dropFlagged = await api<Errors>('PUT', `questionLibrary/questions/${used.id}`, {
      token: tokens.admin,
      body: { text: used.text, answers: [used.answers[0]], version: 1 },
    });
    expect(dropFlagged.status).toBe(409);
    expect(String(dropFlagged.body.errors)).toContain('is flagged in report layout');
    // The unflagged answer of a layout without reports may go.
    const dropOther = await api<Question>('PUT', `questionLibrary/questions/${used.id}`, {
      token: tokens.admin,
      body: { text: used.text, answers: [used.answers[1]], version: 1 },
    });
    expect(dropOther.status, JSON.stringify(dropOther.body)).toBe(200);
    // The layout's copy follows the library: the next report offers what the question now has.
    const copy = await api<ReportLayout>('GET', `reportLayouts/${layout.id}`, { token: tokens.admin });
    expect(copy.body.details.find((d) => d.questionId === used.id)).toMatchObject({
      answers: [used.answers[1]],
      flaggedItems: [used.answers[1]?.answerId],
    });

    const unused = await createQuestion();
    expect((await api('DELETE', `questionLibrary/questions/${unused.id}`, { token: tokens.admin })).status).toBe(204);
    expect((await api('GET', `questionLibrary/questions/${unused.id}`, { token: tokens.admin })).status).toBe(404);
  });
});

describe('headers', () => {
  it('belong to a job: created, listed per job (active by default), read, updated, deleted', async () => {
    const header = await createHeader();
    expect(header).toMatchObject({ jobId: content.job.id, isInactive: false, version: 1 });
    const listed = await api<Header[]>('GET', `questionLibrary/headers?jobId=${content.job.id}`, { token: tokens.am });
    expect(listed.body.map((h) => h.id)).toContain(header.id);
    const updated = await api<Header>('PUT', `questionLibrary/headers/${header.id}`, {
      token: tokens.admin,
      body: { text: 'Back room', jobId: content.job.id, isInactive: true, version: 1 },
    });
    expect(updated.body).toMatchObject({ text: 'Back room', isInactive: true, version: 2 });
    const active = await api<Header[]>('GET', `questionLibrary/headers?jobId=${content.job.id}`, { token: tokens.am });
    expect(active.body.map((h) => h.id)).not.toContain(header.id);
    const all = await api<Header[]>('GET', `questionLibrary/headers?jobId=${content.job.id}&includeInactive=true`, {
      token: tokens.am,
    });
    expect(all.body.map((h) => h.id)).toContain(header.id);
    expect((await api('GET', `questionLibrary/headers/${header.id}`, { token: tokens.hr })).status).toBe(200);
    const stale = await api('PUT', `questionLibrary/headers/${header.id}`, {
      token: tokens.admin,
      body: { text: 'Again', jobId: content.job.id, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await api('DELETE', `questionLibrary/headers/${header.id}`, { token: tokens.admin })).status).toBe(204);
  });

  it('refuse a missing job, a list without jobId (400), and deleting one a layout uses (409)', async () => {
    const noJob = await api<Errors>('POST', 'questionLibrary/headers', { token: tokens.admin, body: { text: 'x' } });
    expect(noJob.status).toBe(400);
    expect(noJob.body.errors).toMatchObject({ jobId: ['Job is required.'] });
    const ghostJob = await api<Errors>('POST', 'questionLibrary/headers', {
      token: tokens.admin,
      body: { text: 'x', jobId: 99_999_999 },
    });
    expect(ghostJob.status).toBe(400);
    expect(ghostJob.body.errors).toHaveProperty('jobId');
    expect((await api('GET', 'questionLibrary/headers', { token: tokens.admin })).status).toBe(400);

    const header = await createHeader();
    const layout = await layoutUsing(await createQuestion(), header, '2031-03-01', '2031-03-31');
    const refused = await api<Errors>('DELETE', `questionLibrary/headers/${header.id}`, { token: tokens.admin });
    expect(refused.status).toBe(409);
    expect(String(refused.body.errors)).toContain(`report layout "${layout.description}"`);
    const renamed = await api<Header>('PUT', `questionLibrary/headers/${header.id}`, {
      token: tokens.admin,
      body: { text: 'Renamed header', jobId: content.job.id, version: 1 },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const copy = await api<ReportLayout>('GET', `reportLayouts/${layout.id}`, { token: tokens.admin });
    expect(copy.body.details.find((d) => d.isHeader)?.questionText).toBe('Renamed header');
    // A job with headers or layouts is not deleted either.
    const job = await api<Errors>('DELETE', `jobs/${content.job.id}`, { token: tokens.admin });
    expect(job.status).toBe(409);
    expect(String(job.body.errors)).toContain('report layouts and question headers');
  });
});

describe('access', () => {
  it('reads are for staff: customers get 403', async () => {
    for (const path of [
      'questionLibrary/questions',
      `questionLibrary/headers?jobId=${content.job.id}`,
      'questionLibrary/questions/1',
      'questionLibrary/headers/1',
    ])
      expect((await api('GET', path, { token: tokens.cust })).status, path).toBe(403);
    expect((await api('GET', 'questionLibrary/questions', { token: tokens.merch })).status).toBe(200);
  });

  it('writes are for admins: account managers, supervisors, merchandisers and customers get 403', async () => {
    const question = await createQuestion();
    const header = await createHeader();
    for (const login of ['am', 'sup', 'merch', 'crm', 'hr', 'cust'] as const) {
      const token = tokens[login];
      const calls = [
        await api('POST', 'questionLibrary/questions', { token, body: { text: 'x' } }),
        await api('PUT', `questionLibrary/questions/${question.id}`, { token, body: { text: 'x', version: 1 } }),
        await api('DELETE', `questionLibrary/questions/${question.id}`, { token }),
        await api('POST', 'questionLibrary/headers', { token, body: { text: 'x', jobId: content.job.id } }),
        await api('PUT', `questionLibrary/headers/${header.id}`, { token, body: { text: 'x', jobId: 1, version: 1 } }),
        await api('DELETE', `questionLibrary/headers/${header.id}`, { token }),
      ];
      expect(
        calls.map((c) => c.status),
        login,
      ).toEqual([403, 403, 403, 403, 403, 403]);
    }
  });
});
