import type { Job } from '@shelfline/shared/contracts/job.contract';
import type { Paged } from '@shelfline/shared/contracts/list.contract';
import type { Header, Question } from '@shelfline/shared/contracts/question-library.contract';
import type { ReportLayout, ReportLayoutRow } from '@shelfline/shared/contracts/report-layout.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { getReportLayout } from '../../functions/data/content/report-layouts.repository.ts';
import { putTestReport } from '../support/content-fixtures.ts';
import { type ContentJob, createContentJob } from '../support/content-jobs.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createTestServices, testMonth } from '../support/services.ts';
import { must } from '../support/workers.ts';

type Errors = { errors: Record<string, string[]> | string };

const tokens = { admin: '', am: '', sup: '', merch: '', crm: '', hr: '', cust: '' };
let content: ContentJob;
let yesNo: Question;
let freeText: Question;
let retired: Question;
let header: Header;
let year = 2032;

const tag = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  for (const login of Object.keys(tokens) as (keyof typeof tokens)[])
    tokens[login] = (await signIn(login, login === 'cust')).token;
  content = await createContentJob(tokens.admin);
  const question = async (body: Record<string, unknown>) =>
    (await api<Question>('POST', 'questionLibrary/questions', { token: tokens.admin, body })).body;
  yesNo = await question({ text: `Shelf full? ${tag()}`, answers: [{ answerText: 'Yes' }, { answerText: 'No' }] });
  freeText = await question({ text: `What did you see? ${tag()}` });
  retired = await question({ text: `Retired ${tag()}`, isInactive: true });
  header = (
    await api<Header>('POST', 'questionLibrary/headers', {
      token: tokens.admin,
      body: { text: 'Front of store', jobId: content.job.id },
    })
  ).body;
});

/** A year of its own per call, so layouts of the test job never overlap by accident. */
const nextYear = () => ++year;

function layoutBody(extra: Record<string, unknown> = {}) {
  const y = nextYear();
  return {
    reportId: 0,
    jobId: content.job.id,
    jobProductId: content.products[0]?.id,
    productId: 0,
    description: `Layout ${tag()}`,
    serviceFromDate: `${y}-01-01`,
    serviceToDate: `${y}-01-31`,
    details: [
      { detailId: 'new-1', questionId: header.id, isHeader: true, displaySequence: 1 },
      { detailId: 'new-2', questionId: yesNo.id, displaySequence: 2, flaggedItems: [2], onClientSummary: true },
      { detailId: 'new-3', questionId: freeText.id, displaySequence: 3, allowComments: true },
    ],
    ...extra,
  };
}

async function createLayout(body: Record<string, unknown> = layoutBody(), token = tokens.admin) {
  const result = await api<ReportLayout>('POST', 'reportLayouts', { token, body });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

/** The body of a PUT from a layout as read. */
const editBody = (layout: ReportLayout, extra: Record<string, unknown> = {}) => {
  const { id, reportId, jobNumber, product, reportCount, createdAt, createdBy, modifiedAt, modifiedBy, ...body } =
    layout;
  return { ...body, ...extra };
};

describe('creating and reading', () => {
  it('saves the layout with items from the library, renumbered, new ids, summary headings defaulted', async () => {
    const created = await createLayout(layoutBody({ clientCommentsLabel: 'Store notes', releaseRequired: true }));
    expect(created).toMatchObject({
      reportId: created.id,
      jobNumber: content.job.jobNumber,
      product: content.products[0]?.product,
      productId: content.products[0]?.productId,
      clientCommentsLabel: 'Store notes',
      releaseRequired: true,
      inactive: false,
      reportCount: 0,
      version: 1,
    });
    expect(created.details.map((d) => [d.detailId, d.displaySequence, d.isHeader, d.questionText])).toEqual([
      [1, 1, true, 'Front of store'],
      [2, 2, false, yesNo.text],
      [3, 3, false, freeText.text],
    ]);
    expect(created.details[1]).toMatchObject({ flaggedItems: [2], summaryHeading: yesNo.text, answers: yesNo.answers });
    const read = await api<ReportLayout>('GET', `reportLayouts/${created.id}`, { token: tokens.sup });
    expect(read.body).toMatchObject({ id: created.id, reportCount: 0, details: created.details });
    expect((await api('GET', 'reportLayouts/99999999', { token: tokens.admin })).status).toBe(404);
  });

  it('lists layouts: paged, searched, sorted, active by default, or the plain array without paging', async () => {
    const marker = `Listed ${tag()}`;
    const active = await createLayout(layoutBody({ description: `${marker} A` }));
    const inactive = await createLayout(layoutBody({ description: `${marker} B`, inactive: true }));
    const page = await api<Paged<ReportLayoutRow>>(
      'GET',
      `reportLayouts?pageSize=10&search=${encodeURIComponent(marker)}`,
      {
        token: tokens.admin,
      },
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.items.map((l) => l.id)).toEqual([active.id]);
    expect(page.body.items[0]).not.toHaveProperty('details');
    const inactiveOnly = await api<Paged<ReportLayoutRow>>(
      'GET',
      `reportLayouts?pageNumber=1&activeFilter=inactive&search=${encodeURIComponent(marker)}`,
      { token: tokens.admin },
    );
    expect(inactiveOnly.body.items.map((l) => l.id)).toEqual([inactive.id]);
    const all = await api<Paged<ReportLayoutRow>>(
      'GET',
      `reportLayouts?pageSize=20&activeFilter=all&sortBy=description&sortDesc=true&search=${encodeURIComponent(marker)}`,
      { token: tokens.admin },
    );
    expect(all.body.items.map((l) => l.id)).toEqual([inactive.id, active.id]);
    const plain = await api<ReportLayoutRow[]>('GET', 'reportLayouts', { token: tokens.crm });
    expect(Array.isArray(plain.body)).toBe(true);
    expect(plain.body.some((l) => l.id === inactive.id)).toBe(false);
    expect((await api('GET', 'reportLayouts?pageSize=15', { token: tokens.admin })).status).toBe(400);
  });
});

describe('validation (400 naming the field)', () => {
  it('needs job, product, description and dates, from before to', async () => {
    const empty = await api<Errors>('POST', 'reportLayouts', {
      token: tokens.admin,
      body: { productId: 0, details: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      jobId: ['Job is required.'],
      jobProductId: ['Product is required.'],
      description: ['Description is required.'],
      serviceFromDate: ['From Date is required.'],
      serviceToDate: ['To Date is required.'],
    });
    const backwards = await api<Errors>('POST', 'reportLayouts', {
      token: tokens.admin,
      body: layoutBody({ serviceFromDate: '2040-02-01', serviceToDate: '2040-01-01' }),
    });
    expect(backwards.body.errors).toMatchObject({ serviceToDate: ['To Date must be on or after From Date.'] });
  });

  it('takes only a product of the job and items that fit the library and the job', async () => {
    const jobs = await api<Job[]>('GET', 'jobs', { token: tokens.admin });
    const otherJob = must(jobs.body.find((j) => j.id !== content.job.id));
    const otherProducts = await api<{ id: number }[]>('GET', `jobs/jobProducts?jobId=${otherJob.id}`, {
      token: tokens.admin,
    });
    const foreignProduct = await api<Errors>('POST', 'reportLayouts', {
      token: tokens.admin,
      body: layoutBody({ jobProductId: otherProducts.body[0]?.id ?? 99_999_999 }),
    });
    expect(foreignProduct.status).toBe(400);
    expect(foreignProduct.body.errors).toHaveProperty('jobProductId');

    const otherHeader = await api<Header>('POST', 'questionLibrary/headers', {
      token: tokens.admin,
      body: { text: 'Other job header', jobId: otherJob.id },
    });
    const bad = await api<Errors>('POST', 'reportLayouts', {
      token: tokens.admin,
      body: layoutBody({
        details: [
          { questionId: header.id, isHeader: true, displaySequence: 1, allowComments: true, flaggedItems: [1] },
          { questionId: otherHeader.body.id, isHeader: true, displaySequence: 2 },
          { questionId: yesNo.id, displaySequence: 3, flaggedItems: [7] },
          { questionId: yesNo.id, displaySequence: 4 },
          { questionId: retired.id, displaySequence: 5 },
        ],
      }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual([
      'details.0.allowComments',
      'details.0.flaggedItems',
      'details.1.questionId',
      'details.2.flaggedItems',
      'details.3.questionId',
      'details.4.questionId',
    ]);
    const longHeading = await api<Errors>('POST', 'reportLayouts', {
      token: tokens.admin,
      body: layoutBody({ details: [{ questionId: freeText.id, displaySequence: 1, summaryHeading: 'h'.repeat(61) }] }),
    });
    expect(longHeading.body.errors).toMatchObject({
      'details.0.summaryHeading': ['Summary Header must be at most 60 characters.'],
    });
    const headersOnly = await api<Errors>('POST', 'reportLayouts', {
      token: tokens.admin,
      body: layoutBody({ details: [{ questionId: header.id, isHeader: true, displaySequence: 1 }] }),
    });
    expect(headersOnly.body.errors).toMatchObject({ details: ['A layout needs at least one question.'] });
    const tooMany = await api<Errors>('POST', 'reportLayouts', {
      token: tokens.admin,
      body: layoutBody({
        details: Array.from({ length: 201 }, (_, i) => ({ questionId: yesNo.id, displaySequence: i + 1 })),
      }),
    });
    expect(tooMany.body.errors).toHaveProperty('details');
  });
});

describe('overlaps (409)', () => {
  it('refuses an active layout of the same job product whose dates meet another', async () => {
    const first = await createLayout();
    const overlapping = layoutBody({
      serviceFromDate: first.serviceToDate,
      serviceToDate: `${first.serviceToDate.slice(0, 4)}-03-01`,
    });
    const refused = await api<Errors>('POST', 'reportLayouts', { token: tokens.admin, body: overlapping });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toBe(
      `Overlaps report layout "${first.description}" (${first.serviceFromDate} – ${first.serviceToDate})`,
    );
    // Inactive, or for the other product of the job: no overlap.
    await createLayout({ ...overlapping, inactive: true });
    await createLayout({ ...overlapping, jobProductId: content.products[1]?.id });
    // An edit that makes a layout overlap is refused too.
    const later = await createLayout(layoutBody());
    const moved = await api<Errors>('PUT', `reportLayouts/${later.id}`, {
      token: tokens.admin,
      body: editBody(later, { serviceFromDate: first.serviceFromDate, serviceToDate: first.serviceToDate }),
    });
    expect(moved.status).toBe(409);
  });
});

describe('concurrent saves', () => {
  it('of overlapping layouts of one product: exactly one is created', async () => {
    const body = layoutBody();
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        api<Errors>('POST', 'reportLayouts', {
          token: tokens.admin,
          body: { ...body, description: `Race ${i} ${tag()}` },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe('editing', () => {
  it('saves with the version read (stale: 409), keeps item ids, moves and removes items', async () => {
    const created = await createLayout();
    const [head, choice, text] = created.details;
    const saved = await api<ReportLayout>('PUT', `reportLayouts/${created.id}`, {
      token: tokens.am,
      body: editBody(created, {
        description: 'Renamed',
        details: [
          { ...text, displaySequence: 1 },
          { ...choice, displaySequence: 2, summaryHeading: 'Full?' },
          { detailId: 'new-9', questionId: header.id, isHeader: true, displaySequence: 3 },
        ].filter(Boolean),
      }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.details.map((d) => [d.detailId, d.displaySequence])).toEqual([
      [text?.detailId, 1],
      [choice?.detailId, 2],
      [4, 3],
    ]);
    expect(saved.body.details[1]?.summaryHeading).toBe('Full?');
    expect(head?.detailId).toBe(1);
    const stale = await api('PUT', `reportLayouts/${created.id}`, { token: tokens.admin, body: editBody(created) });
    expect(stale.status).toBe(409);
  });

  it('a question made inactive stays in the layouts that use it', async () => {
    const question = (
      await api<Question>('POST', 'questionLibrary/questions', {
        token: tokens.admin,
        body: { text: `Soon retired ${tag()}` },
      })
    ).body;
    const layout = await createLayout(layoutBody({ details: [{ questionId: question.id, displaySequence: 1 }] }));
    await api('PUT', `questionLibrary/questions/${question.id}`, {
      token: tokens.admin,
      body: { text: question.text, isInactive: true, version: 1 },
    });
    const saved = await api('PUT', `reportLayouts/${layout.id}`, { token: tokens.admin, body: editBody(layout) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
});

describe('a layout with reports', () => {
  it('refuses delete and edits that strand its reports (use Save As New), takes additive edits', async () => {
    const month = await testMonth();
    const [service] = await createTestServices(1, { earliestDate: month.day(3), isActivated: true });
    const s = must(service);
    const created = await createLayout({
      ...layoutBody(),
      jobId: s.jobId,
      jobProductId: s.jobProductId,
      serviceFromDate: month.from,
      serviceToDate: month.to,
      details: [
        { questionId: yesNo.id, displaySequence: 1 },
        { questionId: freeText.id, displaySequence: 2 },
      ],
    });
    await putTestReport(s, must(await getReportLayout(created.id)), { status: 'Saved' });
    const read = (await api<ReportLayout>('GET', `reportLayouts/${created.id}`, { token: tokens.admin })).body;
    expect(read.reportCount).toBe(1);

    const removal = await api<Errors>('DELETE', `reportLayouts/${created.id}`, { token: tokens.admin });
    expect(removal.status).toBe(409);
    expect(removal.body.errors).toBe(`Report layout "${created.description}" has 1 report. Make it inactive instead.`);

    const put = (extra: Record<string, unknown>) =>
      api<Errors>('PUT', `reportLayouts/${created.id}`, { token: tokens.admin, body: editBody(read, extra) });
    const narrowed = await put({ serviceFromDate: month.day(10) });
    expect(narrowed.status).toBe(409);
    expect(String(narrowed.body.errors)).toMatch(/has 1 report; 1 would fall outside the new dates; use Save As New/);
    const dropped = await put({ details: read.details.filter((d) => d.questionId !== yesNo.id) });
    expect(dropped.status).toBe(409);
    expect(String(dropped.body.errors)).toContain('has answers; use Save As New');
    // The answer of a question used by reports of a layout stays in the library too.
    const answerGone = await api<Errors>('PUT', `questionLibrary/questions/${yesNo.id}`, {
      token: tokens.admin,
      body: { text: yesNo.text, answers: [yesNo.answers[1]], version: yesNo.version },
    });
    expect(answerGone.status).toBe(409);

    const added = (
      await api<Question>('POST', 'questionLibrary/questions', {
        token: tokens.admin,
        body: { text: `Added ${tag()}` },
      })
    ).body;
    const additive = await put({
      description: 'Renamed with reports',
      details: [...read.details, { detailId: 'new-1', questionId: added.id, displaySequence: 9, allowComments: true }],
    });
    expect(additive.status, JSON.stringify(additive.body)).toBe(200);
    const foreignHeader = await put({
      details: [...read.details, { detailId: 'new-1', questionId: header.id, isHeader: true, displaySequence: 9 }],
    });
    expect(foreignHeader.status).toBe(400); // the header is of another job
  });

  it('without reports: deleted (204), then gone (404)', async () => {
    const created = await createLayout();
    expect((await api('DELETE', `reportLayouts/${created.id}`, { token: tokens.am })).status).toBe(204);
    expect((await api('GET', `reportLayouts/${created.id}`, { token: tokens.admin })).status).toBe(404);
  });
});

describe('the job', () => {
  it('keeps a job product a layout uses (409) and is not deleted while it has layouts', async () => {
    const own = await createContentJob(tokens.admin);
    await createLayout(
      layoutBody({
        jobId: own.job.id,
        jobProductId: own.products[0]?.id,
        details: [{ questionId: yesNo.id, displaySequence: 1 }],
      }),
    );
    const job = (await api<Job>('GET', `jobs/${own.job.id}`, { token: tokens.admin })).body;
    const { id, retailer, supplier, createdAt, createdBy, modifiedAt, modifiedBy, ...jobBody } = job as Job &
      Record<string, unknown>;
    const kept = own.products[1];
    const refused = await api<Errors>('PUT', `jobs/${own.job.id}`, {
      token: tokens.admin,
      body: {
        ...jobBody,
        description: 'Changed',
        products: [{ productId: kept?.productId, serviceTypeId: kept?.serviceTypeId }],
      },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toHaveProperty('products');
    const after = await api<Job>('GET', `jobs/${own.job.id}`, { token: tokens.admin });
    expect(after.body.description).toBe(job.description);
    expect((await api(`GET`, `jobs/jobProducts?jobId=${own.job.id}`, { token: tokens.admin })).body).toHaveLength(2);
    const removal = await api<Errors>('DELETE', `jobs/${own.job.id}`, { token: tokens.admin });
    expect(removal.status).toBe(409);
    expect(String(removal.body.errors)).toContain('report layouts');
  });
});

describe('access', () => {
  it('reads are for staff (customers 403); writes for admins and account managers', async () => {
    const layout = await createLayout(layoutBody(), tokens.am);
    expect((await api('GET', 'reportLayouts', { token: tokens.cust })).status).toBe(403);
    expect((await api('GET', `reportLayouts/${layout.id}`, { token: tokens.cust })).status).toBe(403);
    expect((await api('GET', `reportLayouts/${layout.id}`, { token: tokens.merch })).status).toBe(200);
    for (const login of ['sup', 'merch', 'crm', 'hr', 'cust'] as const) {
      const token = tokens[login];
      const statuses = [
        (await api('POST', 'reportLayouts', { token, body: layoutBody() })).status,
        (await api('PUT', `reportLayouts/${layout.id}`, { token, body: editBody(layout) })).status,
        (await api('DELETE', `reportLayouts/${layout.id}`, { token })).status,
      ];
      expect(statuses, login).toEqual([403, 403, 403]);
    }
  });
});
