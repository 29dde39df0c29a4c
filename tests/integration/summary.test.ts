import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ExportedFile } from '@shelfline/shared/contracts/export.contract';
import type {
  ExceptionService,
  FlaggedAnswer,
  IncompleteService,
  ReleaseAllResult,
  ReportRange,
  Summary,
  SummaryFlags,
  SummaryJob,
  SummaryPictures,
} from '@shelfline/shared/contracts/summary.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { putObject } from '../../functions/common/aws/s3-objects.ts';
import { env } from '../../functions/common/env.ts';
import { loadExcel } from '../../functions/common/export/xlsx-writer.ts';
import { getReport } from '../../functions/data/content/summary.repository.ts';
import { ReportFileEntity, reportFileId } from '../../functions/data/entities/report-file.entity.ts';
import type { ReportLayout } from '../../functions/data/entities/report-layout.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { firstAudit, toItem } from '../../functions/data/entity.ts';
import { releaseAllStep } from '../../functions/domain/summary/release-all.ts';
import { putTestLayout, putTestReport } from '../support/content-fixtures.ts';
import { api, signIn } from '../support/local-stack.ts';
import { type TestMonth, testMonth } from '../support/services.ts';
import { custSupplierId, servicesOfSupplier } from '../support/summary-fixtures.ts';

/*
 * The summary family (002 §2 Summary, §7; brief §7, R1): rows of submitted reports, customer scoping and stripping on
 * the server, release and review flags, Release All, exports with the caller's columns and the formula guard,
 * pictures. Everything lives in this file's own month on jobs of `cust`'s supplier (Golden Leaf Beverages) and of
 * another supplier.
 */
type Stored = Service & { version: number };
type Errors = { errors: string | Record<string, string[]> };

const tokens = { admin: '', am: '', crm: '', merch: '', sup: '', cust: '' };
let month: TestMonth;
/** Services of one job and product of cust's supplier, and of another supplier's job. */
let own: Stored[];
let foreign: Stored[];
/** Staff layout (not release-required): 3 choice questions (the third not on the client summary) + 1 free text. */
let layout: ReportLayout;
/** A release-required layout of the same job in the next month's range. */
let released: ReportLayout;
let foreignLayout: ReportLayout;

const summaryOf = (token: string, l: ReportLayout = layout) =>
  api<Summary>('GET', `summary?jobId=${l.jobId}&reportId=${l.id}`, { token });

const ownOptions = { merchandiserId: 9997, merchandiserName: '=Merch Formula', timeLimit: 1 };

beforeAll(async () => {
  for (const code of ['admin', 'am', 'crm', 'merch', 'sup'] as const) tokens[code] = (await signIn(code)).token;
  tokens.cust = (await signIn('cust', true)).token;
  const supplierId = await custSupplierId();
  month = await testMonth();
  own = await servicesOfSupplier(supplierId, 'own', 6, month.day(3), ownOptions);
  // Outside the first range's window, so the job of `own` (if at the same retailer) gets no more services there.
  foreign = await servicesOfSupplier(supplierId, 'other', 1, month.day(20), ownOptions);
  const service = own[0] as Stored;
  layout = await putTestLayout(service, {
    from: month.from,
    to: month.day(14),
    questions: 3,
    freeText: true,
    onClientSummary: (i) => i !== 2,
  });
  released = await putTestLayout(service, {
    from: month.day(15),
    to: month.to,
    questions: 1,
    layout: { releaseRequired: true },
  });
  foreignLayout = await putTestLayout(foreign[0] as Stored, { from: month.from, to: month.to, questions: 1 });
  const [a, b, c, d, e, f] = own as [Stored, Stored, Stored, Stored, Stored, Stored];
  const q1 = layout.details[0]?.questionId as number;
  await Promise.all([
    // a: flagged "No" with a formula-like comment, late report and over the time limit (1.5 h > 1 h).
    putTestReport(a, layout, {
      answers: [{ questionId: q1, answerId: 2, answerText: 'No', comments: '=HYPERLINK("x")' }],
      comments: '+sum(A1)',
      releaseNotes: 'internal only',
      pictureCount: 1,
      dateReportSubmitted: `${month.day(10)}T12:00:00.000Z`,
    }),
    putTestReport(b, layout),
    putTestReport(c, layout, { released: true }),
    putTestReport(d, layout, { status: 'Saved' }), // not a row: incomplete
    // e: on the release-required layout, released; f there too, not released.
    putTestReport(e, released, { released: true }),
    putTestReport(f, released),
    putTestReport(foreign[0] as Stored, foreignLayout),
  ]);
  // a's picture: the file item and the object, as the upload writes them.
  const path = `service-reports/${a.id}/pictures/test.png`;
  await putObject({ bucket: env.bucket('filesBucket'), key: path, body: 'not really a png', contentType: 'image/png' });
  await documentClient().send(
    new PutCommand({
      TableName: env.tableName,
      Item: toItem(
        ReportFileEntity,
        {
          id: reportFileId(a.id, 'picture', 'test'),
          serviceId: a.id,
          kind: 'picture',
          path,
          fileName: 'shelf.png',
          contentType: 'image/png',
          size: 16,
        },
        firstAudit('test'),
      ),
    }),
  );
});

describe('GET summary (staff)', () => {
  it('answers a row per submitted report with every question, flags, exceptions and totals', async () => {
    const result = await summaryOf(tokens.admin);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const summary = result.body;
    const [a, b, c] = own as [Stored, Stored, Stored];
    expect(summary.details.map((r) => r.serviceID)).toEqual([a.id, b.id, c.id]);
    expect(summary.headers.map((h) => h.questionId)).toEqual(layout.details.map((d) => d.questionId));
    const first = summary.details[0];
    expect(first).toMatchObject({
      released: false,
      reviewedInternal: false,
      releaseNotes: 'internal only',
      merchandiser: '=Merch Formula',
      picturesUrl: `summary/pictures?serviceId=${a.id}`,
      picturesCount: 1,
      exceptions: ['Over time limit', 'Late report'],
    });
    expect(first?.answers[String(layout.details[0]?.questionId)]).toEqual({
      textValue: 'No',
      comments: '=HYPERLINK("x")',
      flagged: true,
    });
    expect(summary.details[1]?.picturesUrl).toBeNull();
    expect(summary).toMatchObject({
      reportId: layout.id,
      jobId: layout.jobId,
      totalFlagged: 1,
      totalExceptions: 3, // every test report is over the time limit of 1 h
      totalIncomplete: 3, // d, e, f: e and f are in this range's window too (reports frozen on the other layout)
      clientCommentsLabel: 'Client Comments',
      displayCompletionChartToClient: false,
    });
  });

  it('lists the incomplete services with their mode, and the exceptions with why', async () => {
    const incomplete = await api<IncompleteService[]>(
      'GET',
      `summary/incomplete?jobId=${layout.jobId}&reportId=${layout.id}`,
      { token: tokens.crm },
    );
    expect(incomplete.status).toBe(200);
    const [, , , d] = own as [Stored, Stored, Stored, Stored];
    expect(incomplete.body.map((s) => s.serviceID)).toContain(d.id);
    expect(incomplete.body.find((s) => s.serviceID === d.id)?.mode).toBe('Open'); // activated, due in 2040
    const exceptions = await api<ExceptionService[]>(
      'GET',
      `summary/exceptions?jobId=${layout.jobId}&reportId=${layout.id}`,
      { token: tokens.am },
    );
    expect(exceptions.status).toBe(200);
    expect(exceptions.body[0]).toMatchObject({
      serviceID: own[0]?.id,
      reportedHours: 1.5,
      timeLimit: 1,
      exceptions: ['Over time limit', 'Late report'],
    });
  });

  it('lists the flagged answers with their question and comments', async () => {
    const result = await api<FlaggedAnswer[]>('GET', `summary/flagged?reportId=${layout.id}`, { token: tokens.admin });
    expect(result.body).toEqual([
      expect.objectContaining({ serviceID: own[0]?.id, answer: 'No', comments: '=HYPERLINK("x")' }),
    ]);
  });

  it('answers 404 for an unknown range or a range of another job, and 400 naming a missing parameter', async () => {
    expect((await api('GET', `summary?jobId=${layout.jobId}&reportId=999999`, { token: tokens.admin })).status).toBe(
      404,
    );
    expect(
      (await api('GET', `summary?jobId=${foreignLayout.jobId}&reportId=${layout.id}`, { token: tokens.admin })).status,
    ).toBe(404);
    const missing = await api<Errors>('GET', `summary?jobId=${layout.jobId}`, { token: tokens.admin });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('reportId');
  });

  it('is refused to supervisors and merchandisers (403)', async () => {
    for (const token of [tokens.sup, tokens.merch]) expect((await summaryOf(token)).status).toBe(403);
  });
});

describe('jobs and report ranges', () => {
  it("lists jobs with layouts: staff every one, a customer only their supplier's", async () => {
    const staff = await api<SummaryJob[]>('GET', 'summary/jobs', { token: tokens.admin });
    expect(staff.body.map((j) => j.id)).toEqual(expect.arrayContaining([layout.jobId, foreignLayout.jobId]));
    const customer = await api<SummaryJob[]>('GET', 'summary/jobs', { token: tokens.cust });
    expect(customer.status).toBe(200);
    expect(customer.body.map((j) => j.id)).toContain(layout.jobId);
    expect(customer.body.map((j) => j.id)).not.toContain(foreignLayout.jobId);
  });

  it('lists the ranges of a job newest first', async () => {
    const result = await api<ReportRange[]>('GET', `summary/reportRanges?jobId=${layout.jobId}`, {
      token: tokens.cust,
    });
    const ids = result.body.map((r) => r.reportId);
    expect(ids.indexOf(released.id)).toBeLessThan(ids.indexOf(layout.id));
    expect(result.body.find((r) => r.reportId === layout.id)?.dateRange).toBe(`${month.from} - ${month.day(14)}`);
  });
});

describe('customers (rule R1)', () => {
  it("answer 404 for another supplier's job or range on every call", async () => {
    const q = `jobId=${foreignLayout.jobId}&reportId=${foreignLayout.id}`;
    for (const path of [
      `summary?${q}`,
      `summary/reportRanges?jobId=${foreignLayout.jobId}`,
      `summary/flagged?reportId=${foreignLayout.id}`,
      `summary/export/excel?${q}`,
      `summary/export/csv?${q}`,
      `summary/pictures?serviceId=${foreign[0]?.id}`,
    ]) {
      const result = await api('GET', path, { token: tokens.cust });
      expect(result.status, path).toBe(404);
    }
    const reviewed = await api('PATCH', `summary/setReviewed?serviceId=${foreign[0]?.id}&reviewed=true`, {
      token: tokens.cust,
    });
    expect(reviewed.status).toBe(404);
  });

  it('get rows stripped of internal fields and non-client questions, without exception totals', async () => {
    const result = await summaryOf(tokens.cust);
    expect(result.status).toBe(200);
    const clientQuestions = layout.details.filter((d) => d.onClientSummary).map((d) => d.questionId);
    expect(result.body.headers.map((h) => h.questionId)).toEqual(clientQuestions);
    expect(result.body).not.toHaveProperty('totalExceptions');
    expect(result.body).not.toHaveProperty('totalIncomplete'); // the chart is not shown to them
    for (const row of result.body.details) {
      for (const field of ['merchandiser', 'releaseNotes', 'released', 'reviewedInternal', 'exceptions'])
        expect(row, field).not.toHaveProperty(field);
      expect(Object.keys(row.answers).map(Number).sort()).toEqual(
        clientQuestions.filter((q) => row.answers[q] !== undefined).sort(),
      );
      expect(row.answers[String(layout.details[2]?.questionId)]).toBeUndefined();
    }
    const raw = JSON.stringify(result.body);
    expect(raw).not.toContain('internal only');
    expect(raw).not.toContain('Merch Formula');
  });

  it('see only released rows of a release-required layout; other rows answer 404', async () => {
    const [, , , , e, f] = own as Stored[];
    const result = await summaryOf(tokens.cust, released);
    expect(result.body.details.map((r) => r.serviceID)).toEqual([e?.id]);
    const staff = await summaryOf(tokens.admin, released);
    expect(staff.body.details.map((r) => r.serviceID)).toEqual([e?.id, f?.id]);
    expect(
      (await api('PATCH', `summary/setReviewed?serviceId=${f?.id}&reviewed=true`, { token: tokens.cust })).status,
    ).toBe(404);
  });

  it('reach no inactive range (their list leaves it out)', async () => {
    const [service] = own as [Stored];
    const inactive = await putTestLayout(service, {
      from: '2099-01-01',
      to: '2099-01-31',
      questions: 1,
      layout: { inactive: true },
    });
    const ranges = await api<ReportRange[]>('GET', `summary/reportRanges?jobId=${inactive.jobId}`, {
      token: tokens.cust,
    });
    expect(ranges.body.map((r) => r.reportId)).not.toContain(inactive.id);
    expect((await summaryOf(tokens.cust, inactive)).status).toBe(404);
    const staff = await api<ReportRange[]>('GET', `summary/reportRanges?jobId=${inactive.jobId}`, {
      token: tokens.admin,
    });
    expect(staff.body.find((r) => r.reportId === inactive.id)?.inactive).toBe(true);
    expect((await summaryOf(tokens.admin, inactive)).status).toBe(200);
  });

  it('see the incomplete count once staff show them the completion chart', async () => {
    const shown = await api('PATCH', `summary/setDisplayChartToClient?reportId=${layout.id}&status=true`, {
      token: tokens.admin,
    });
    expect(shown.status).toBe(200);
    const result = await summaryOf(tokens.cust);
    expect(result.body).toMatchObject({ displayCompletionChartToClient: true, totalIncomplete: 3 });
    await api('PATCH', `summary/setDisplayChartToClient?reportId=${layout.id}&status=false`, { token: tokens.admin });
    expect(
      (await api('PATCH', `summary/setDisplayChartToClient?reportId=999999&status=true`, { token: tokens.admin }))
        .status,
    ).toBe(404);
  });

  it('may not release, list exceptions or incomplete services (403)', async () => {
    const q = `jobId=${layout.jobId}&reportId=${layout.id}`;
    expect((await api('PATCH', `summary/releaseAll?${q}`, { token: tokens.cust })).status).toBe(403);
    expect((await api('GET', `summary/exceptions?${q}`, { token: tokens.cust })).status).toBe(403);
    expect((await api('GET', `summary/incomplete?${q}`, { token: tokens.cust })).status).toBe(403);
    expect(
      (await api('PATCH', `summary/setIsReleased?serviceId=${own[1]?.id}&isReleased=true`, { token: tokens.cust }))
        .status,
    ).toBe(403);
  });
});

describe('flags', () => {
  it('releases a submitted row and withdraws it; a saved report answers 409, an unknown service 404', async () => {
    const b = own[1] as Stored;
    const on = await api<SummaryFlags>('PATCH', `summary/setIsReleased?serviceId=${b.id}&isReleased=true`, {
      token: tokens.am,
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toMatchObject({ serviceID: b.id, released: true });
    const off = await api<SummaryFlags>('PATCH', `summary/setIsReleased?serviceId=${b.id}&isReleased=0`, {
      token: tokens.am,
    });
    expect(off.body.released).toBe(false);
    const saved = await api<Errors>('PATCH', `summary/setIsReleased?serviceId=${own[3]?.id}&isReleased=true`, {
      token: tokens.admin,
    });
    expect(saved.status).toBe(409);
    expect(
      (await api('PATCH', 'summary/setIsReleased?serviceId=999999999&isReleased=true', { token: tokens.admin })).status,
    ).toBe(404);
    const bad = await api<Errors>('PATCH', `summary/setIsReleased?serviceId=${b.id}&isReleased=maybe`, {
      token: tokens.admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('isReleased');
  });

  it('sets reviewedInternal for staff and reviewedClient / reviewedClient2 for the customer', async () => {
    const b = own[1] as Stored;
    const staff = await api<SummaryFlags>('PATCH', `summary/setReviewed?serviceId=${b.id}&reviewed=true`, {
      token: tokens.crm,
    });
    expect(staff.body).toMatchObject({ reviewedInternal: true, reviewedClient: false });
    const staff2 = await api('PATCH', `summary/setReviewed2?serviceId=${b.id}&reviewed=true`, { token: tokens.admin });
    expect(staff2.status).toBe(403);
    const client = await api<SummaryFlags>('PATCH', `summary/setReviewed?serviceId=${b.id}&reviewed=true`, {
      token: tokens.cust,
    });
    expect(client.status).toBe(200);
    expect(client.body).toEqual({ serviceID: b.id, reviewedClient: true, reviewedClient2: false });
    const client2 = await api<SummaryFlags>('PATCH', `summary/setReviewed2?serviceId=${b.id}&reviewed=true`, {
      token: tokens.cust,
    });
    expect(client2.body).toMatchObject({ reviewedClient: true, reviewedClient2: true });
    const row = (await summaryOf(tokens.admin)).body.details.find((r) => r.serviceID === b.id);
    expect(row).toMatchObject({ reviewedInternal: true, reviewedClient: true, reviewedClient2: true });
  });

  it('saves release notes up to 1,000 characters and clears them with empty notes', async () => {
    const b = own[1] as Stored;
    const long = await api<Errors>(
      'PATCH',
      `summary/setReleaseNotes?serviceId=${b.id}&releaseNotes=${'x'.repeat(1001)}`,
      {
        token: tokens.admin,
      },
    );
    expect(long.status).toBe(400);
    expect(long.body.errors).toHaveProperty('releaseNotes');
    const saved = await api<SummaryFlags>(
      'PATCH',
      `summary/setReleaseNotes?serviceId=${b.id}&releaseNotes=${encodeURIComponent('Re-check the endcap')}`,
      { token: tokens.admin },
    );
    expect(saved.body.releaseNotes).toBe('Re-check the endcap');
    const cleared = await api<SummaryFlags>('PATCH', `summary/setReleaseNotes?serviceId=${b.id}&releaseNotes=`, {
      token: tokens.admin,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.releaseNotes).toBeUndefined();
  });
});

describe('PATCH summary/releaseAll', () => {
  it('releases every submitted, unreleased row of the range, and a repeat releases none', async () => {
    const q = `jobId=${released.jobId}&reportId=${released.id}`;
    const first = await api<ReleaseAllResult>('PATCH', `summary/releaseAll?${q}`, { token: tokens.admin });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ released: 1, remaining: 0, finished: true });
    const again = await api<ReleaseAllResult>('PATCH', `summary/releaseAll?${q}`, { token: tokens.admin });
    expect(again.body.released).toBe(0);
    const customer = await summaryOf(tokens.cust, released);
    expect(customer.body.details).toHaveLength(2);
  });
});

describe('exports', () => {
  async function download(path: string, token: string) {
    const answer = await api<ExportedFile>('GET', path, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const response = await fetch(answer.body.url);
    return { answer: answer.body, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it("writes the customer's CSV with their columns only, a BOM, and formula-like cells made inert", async () => {
    const { answer, bytes } = await download(
      `summary/export/csv?jobId=${layout.jobId}&reportId=${layout.id}`,
      tokens.cust,
    );
    expect(answer.fileName).toMatch(/^summary-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/);
    expect(answer.rows).toBe(3);
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const header = text.slice(1).split('\r\n')[0] ?? '';
    expect(header).not.toContain('Merchandiser');
    expect(header).not.toContain('Release');
    expect(header).not.toContain(layout.details[2]?.summaryHeading ?? '?');
    expect(header).toContain('Client Comments');
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain("'+sum(A1)");
    expect(text).not.toContain('internal only');
  });

  it('writes the staff Excel with every column, a bold frozen header and an autofilter', async () => {
    const { answer, bytes } = await download(
      `summary/export/excel?jobId=${layout.jobId}&reportId=${layout.id}`,
      tokens.admin,
    );
    expect(answer.fileName).toMatch(/^summary-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.xlsx$/);
    const excel = await loadExcel();
    const workbook = new excel.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Summary');
    if (!sheet) throw new Error('No Summary sheet');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Merchandiser', 'Released', 'Release Notes', 'Exceptions']));
    expect(sheet.getRow(2).getCell(header.indexOf('Merchandiser') + 1).value).toBe("'=Merch Formula");
    expect(sheet.rowCount).toBe(4);
  });
});

describe('GET summary/pictures', () => {
  it("answers short-lived links to the row's pictures, for staff and for the customer who sees the row", async () => {
    const a = own[0] as Stored;
    for (const token of [tokens.admin, tokens.cust]) {
      const result = await api<SummaryPictures>('GET', `summary/pictures?serviceId=${a.id}`, { token });
      expect(result.status).toBe(200);
      expect(result.body.pictures).toHaveLength(1);
      expect(result.body.pictures[0]?.fileName).toBe('shelf.png');
      const response = await fetch(result.body.pictures[0]?.url ?? '');
      expect(await response.text()).toBe('not really a png');
    }
  });
});

describe('UnSubmit (rule R9)', () => {
  it('takes the row out of the Summary and resets its release and review flags, keeping the notes', async () => {
    const [service] = await servicesOfSupplier(await custSupplierId(), 'own', 1, month.day(5), {
      ...ownOptions,
      isSubmitted: true,
      isSaved: true,
    });
    if (!service) throw new Error('no service');
    await putTestReport(service, layout, {
      released: true,
      reviewedInternal: true,
      reviewedClient: true,
      reviewedClient2: true,
      releaseNotes: 'kept',
    });
    expect((await summaryOf(tokens.admin)).body.details.map((r) => r.serviceID)).toContain(service.id);
    const unsubmit = await api('POST', `serviceReports/${service.id}/UnSubmit`, { token: tokens.admin });
    expect(unsubmit.status, JSON.stringify(unsubmit.body)).toBe(200);
    expect((await summaryOf(tokens.admin)).body.details.map((r) => r.serviceID)).not.toContain(service.id);
    expect(await getReport(service.id)).toMatchObject({
      status: 'Saved',
      released: false,
      reviewedInternal: false,
      reviewedClient: false,
      reviewedClient2: false,
      releaseNotes: 'kept',
    });
    // An unsubmitted row is no longer released nor reviewed through the Summary.
    const release = await api('PATCH', `summary/setIsReleased?serviceId=${service.id}&isReleased=true`, {
      token: tokens.admin,
    });
    expect(release.status).toBe(409);
  });
});

describe('Release All in steps', () => {
  it('leaves what a spent step could not reach for the next call, which finishes it', async () => {
    const before = (await summaryOf(tokens.admin)).body.details.filter((r) => !r.released).length;
    expect(before).toBeGreaterThan(0);
    // A step whose time budget is already spent releases nothing and says how many wait.
    expect(await releaseAllStep(layout.id, 'test', -1)).toEqual({ released: 0, remaining: before, finished: false });
    const step = await api<ReleaseAllResult>(
      'PATCH',
      `summary/releaseAll?jobId=${layout.jobId}&reportId=${layout.id}`,
      {
        token: tokens.admin,
      },
    );
    expect(step.body).toEqual({ released: before, remaining: 0, finished: true });
  });
});
