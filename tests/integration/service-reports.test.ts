import type { ServiceReportView } from '@shelfline/shared/contracts/service-report.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { readServicePartition } from '../../functions/data/content/service-reports.repository.ts';
import type { ReportLayout } from '../../functions/data/entities/report-layout.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { ServiceReportPatterns, SUMMARY_SHARDS } from '../../functions/data/entities/service-report.entity.ts';
import { queryPattern } from '../../functions/data/query-pattern.ts';
import { getService, readOpenServices } from '../../functions/data/schedule/schedule.repository.ts';
import { readMonthCounts } from '../../functions/data/schedule/service-counts.repository.ts';
import { putTestLayout, putTestReport } from '../support/content-fixtures.ts';
import { api, signIn, signInAll, stackUrl } from '../support/local-stack.ts';
import { createTestServices, type TestServiceOptions, testMonth } from '../support/services.ts';
import { must } from '../support/workers.ts';

/*
 * The servicereports family over HTTP (002 §7; brief §6): the report state machine and its effect on the live
 * service in the same transaction, the submit checks, both unsubmit paths, the team lead's scope, files (pictures
 * and forms in S3, only the service's own paths deletable) and DELETE schedule taking the saved report with it.
 * Services lie in a month of their own 40 years back (a report is completed on or before today), one day per test,
 * each with a layout of that day only, so no two tests' layouts ever match the same service.
 */
type Login = 'admin' | 'am' | 'sup' | 'merch' | 'crm';
const tokens: Record<Login, string> = { admin: '', am: '', sup: '', merch: '', crm: '' };
/** The demo `merch` login is employee 4. */
const MERCH = 4;
let pastDay: (n: number) => string;

type Answer = ServiceReportView & { errors?: Record<string, string[]> | string };
const getReport = (id: number, login: Login = 'merch') =>
  api<Answer>('GET', `serviceReports/${id}`, { token: tokens[login] });
const putReport = (body: Record<string, unknown>, login: Login = 'merch') =>
  api<Answer>('PUT', 'serviceReports', { token: tokens[login], body });

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
const PDF = Buffer.from('%PDF-1.7\n%test form\n');

/** A multipart upload as the SPA sends it. */
async function upload(
  path: string,
  field: string,
  files: { name: string; bytes: Buffer; type: string }[],
  login: Login,
) {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${stackUrl()}/api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[login]}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer };
}
const pictures = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `shelf ${i + 1}.jpg`, bytes: JPEG, type: 'image/jpeg' }));

/** A live service of day `n` led by `merch`, with a layout of that day (2 choice questions and a text one). */
async function serviceWithLayout(
  n: number,
  options: Partial<TestServiceOptions> = {},
  layout: Partial<ReportLayout> = {},
): Promise<{ service: Service; layout: ReportLayout }> {
  const day = pastDay(n);
  const [service] = await createTestServices(1, {
    earliestDate: day,
    latestDate: day,
    isActivated: true,
    merchandiserId: MERCH,
    ...options,
  });
  const created = must(service);
  return { service: created, layout: await putTestLayout(created, { from: day, to: day, freeText: true, layout }) };
}

/** A complete report body for the service and its layout. */
function fullReport(service: Service, layout: ReportLayout, extra: Record<string, unknown> = {}) {
  return {
    serviceId: service.id,
    version: 0,
    completedDate: service.earliestDate,
    timeIn: '09:00',
    timeOut: '11:10',
    comments: 'Reset the shelf',
    clientComments: 'All facings full',
    answers: layout.details.map((item) =>
      item.answers.length > 0
        ? { questionId: item.questionId, answerId: 2, comments: 'Two facings short' }
        : { questionId: item.questionId, textValue: 'Nothing odd' },
    ),
    ...extra,
  };
}

const inSummary = async (reportId: number, serviceId: number) => {
  for await (const item of queryPattern(ServiceReportPatterns, 'summaryShard', [
    reportId,
    serviceId % SUMMARY_SHARDS,
  ])) {
    if (item.id === serviceId) return true;
  }
  return false;
};

beforeAll(async () => {
  await signInAll(tokens);
  const month = await testMonth();
  pastDay = (n) => month.day(n).replace(/^\d{4}/, (year) => String(Number(year) - 40));
});

describe('service report: reading', () => {
  it('answers 204 without a layout, 404 for a missing service or another merchandiser’s, 409 when not activated', async () => {
    const [bare] = await createTestServices(1, {
      earliestDate: pastDay(1),
      latestDate: pastDay(1),
      isActivated: true,
      merchandiserId: MERCH,
    });
    const none = await getReport(must(bare).id);
    expect(none.status).toBe(204);
    expect((await getReport(999_999_999)).status).toBe(404);

    const { service: foreign } = await serviceWithLayout(2, { merchandiserId: 999_001 });
    expect((await getReport(foreign.id)).status).toBe(404);
    expect((await putReport(fullReport(foreign, await layoutOf(foreign.id)))).status).toBe(404);
    expect((await getReport(foreign.id, 'sup')).status).toBe(200);

    const { service: planned } = await serviceWithLayout(3, { isActivated: false });
    const refused = await getReport(planned.id, 'admin');
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toBe(`Service ${planned.id} is not activated.`);
  });

  it('answers the layout in order, the service’s facts and what the caller may do', async () => {
    const { service, layout } = await serviceWithLayout(4, {}, { clientCommentsLabel: 'Store manager says' });
    const read = await getReport(service.id);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toMatchObject({
      serviceId: service.id,
      version: 0,
      reportId: layout.id,
      layout: { description: layout.description, clientCommentsLabel: 'Store manager says' },
      service: { serviceId: service.id, jobNumber: service.jobNumber, storeNumber: service.storeNumber, mode: 'Late' },
      answers: [],
      pictures: [],
      signOffForm: null,
      deficiencyForm: null,
      isSaved: false,
      isSubmitted: false,
      canEdit: true,
      canUnsubmit: false,
    });
    expect(read.body.layout.items.map((i) => i.questionId)).toEqual(layout.details.map((d) => d.questionId));
    const crm = await getReport(service.id, 'crm');
    expect(crm.status).toBe(200);
    expect(crm.body.canEdit).toBe(false);
    // Customers have no service report (brief §11.2).
    const customer = (await signIn('cust', true)).token;
    expect((await api('GET', `serviceReports/${service.id}`, { token: customer })).status).toBe(403);
  });

  it('lets a helper read but not write; crmUser cannot write', async () => {
    const { service, layout } = await serviceWithLayout(5, {
      merchandiserId: 999_002,
      helpers: [{ id: MERCH, name: 'Merch Helper', isTemporary: false }],
    });
    const read = await getReport(service.id);
    expect(read.status).toBe(200);
    expect(read.body.canEdit).toBe(false);
    expect((await putReport(fullReport(service, layout))).status).toBe(403);
    expect((await upload(`serviceReports/${service.id}/uploadPictures`, 'files', pictures(1), 'merch')).status).toBe(
      403,
    );
    expect((await putReport(fullReport(service, layout), 'crm')).status).toBe(403);
  });
});

async function layoutOf(serviceId: number): Promise<ReportLayout> {
  const read = await getReport(serviceId, 'admin');
  return {
    id: read.body.reportId,
    details: read.body.layout.items.map((item) => ({
      ...item,
      onClientSummary: true,
      flaggedItems: [],
      summaryHeading: '',
    })),
  } as unknown as ReportLayout;
}

describe('service report: save and submit', () => {
  it('saves: the service becomes Saved in the same call; a second save leaves the service alone; stale versions are refused', async () => {
    const { service, layout } = await serviceWithLayout(6);
    const saved = await putReport({ ...fullReport(service, layout), timeOut: undefined, submit: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, isSaved: true, isSubmitted: false, timeIn: '09:00' });
    expect(saved.body.service.mode).toBe('Saved');
    // The answer's text is kept as answered (R8).
    expect(saved.body.answers[0]).toMatchObject({ answerId: 2, answerText: 'No', comments: 'Two facings short' });
    const afterFirst = must(await getService(service.id));
    expect(afterFirst).toMatchObject({ isSaved: true, isSubmitted: false, version: 2 });

    const again = await putReport({ ...fullReport(service, layout), version: 1 });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.version).toBe(2);
    expect(must(await getService(service.id)).version).toBe(2);

    const stale = await putReport({ ...fullReport(service, layout), version: 1 });
    expect(stale.status).toBe(409);
    expect((await readServicePartition(service.id)).report?.version).toBe(2);
  });

  it('checks answers against the frozen layout on save', async () => {
    const { service, layout } = await serviceWithLayout(7);
    const [choice, , text] = layout.details;
    const refused = await putReport({
      serviceId: service.id,
      version: 0,
      answers: [
        { questionId: must(choice).questionId, answerId: 99 },
        { questionId: 123_456_789, answerId: 1 },
        { questionId: must(text).questionId, answerId: 1 },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      'answers.0.answerId': [`Answer 99 is not an answer of question ${must(choice).questionId}.`],
      'answers.1.questionId': ['Question 123456789 is not on this report.'],
      'answers.2.answerId': [`Question ${must(text).questionId} takes a text answer.`],
    });
    const badTime = await putReport({
      serviceId: service.id,
      version: 0,
      timeIn: '25:00',
      completedDate: '2001-02-30',
    });
    expect(badTime.status).toBe(400);
    expect(Object.keys(badTime.body.errors as object).sort()).toEqual(['completedDate', 'timeIn']);
    expect((await readServicePartition(service.id)).report).toBeUndefined();
  });

  it('refuses a submit naming every missing item', async () => {
    const { service, layout } = await serviceWithLayout(
      8,
      {},
      { photosRequired: true, signoffRequired: true, deficiencyFormRequired: true },
    );
    const [first] = layout.details;
    const refused = await putReport({ serviceId: service.id, version: 0, submit: true, answers: [] });
    expect(refused.status).toBe(400);
    const errors = refused.body.errors as Record<string, string[]>;
    expect(errors).toMatchObject({
      completedDate: ['Completed Date is required.'],
      timeIn: ['Time In is required.'],
      timeOut: ['Time Out is required.'],
      pictures: ['At least one picture is required.'],
      signOffForm: ['The sign-off sheet / order form is required.'],
      deficiencyForm: ['The deficiency form is required.'],
      [`questions.${must(first).questionId}`]: [`"${must(first).questionText}" is not answered.`],
    });
    expect(Object.keys(errors).filter((k) => k.startsWith('questions.'))).toHaveLength(3);

    const early = await putReport({
      ...fullReport(service, layout),
      completedDate: pastDay(7),
      timeIn: '10:00',
      timeOut: '09:00',
      submit: true,
    });
    expect(early.body.errors).toMatchObject({
      completedDate: [
        `Completed Date must be between ${service.earliestDate} and ${new Date().toISOString().slice(0, 10)}.`,
      ],
      timeOut: ['Time Out must be after Time In.'],
    });
    expect(must(await getService(service.id)).isSubmitted).toBe(false);
  });

  it('submits: the service is Submitted with its dates and hours, the report enters the Summary, and writes are refused after', async () => {
    const { service, layout } = await serviceWithLayout(9);
    const submitted = await putReport({ ...fullReport(service, layout), submit: true });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ isSubmitted: true, canEdit: false, reportedHours: 2.25 });
    expect(submitted.body.service.mode).toBe('Submitted');
    const stored = must(await getService(service.id));
    expect(stored).toMatchObject({
      isSubmitted: true,
      isSaved: true,
      completedDate: service.earliestDate,
      reportedHours: 2.25,
    });
    expect(stored.dateReportSubmitted).toBeTruthy();
    expect(await inSummary(layout.id, service.id)).toBe(true);

    const again = await putReport({ ...fullReport(service, layout), version: 1 });
    expect(again.status).toBe(409);
    expect(again.body.errors).toBe(`Service report of service ${service.id} is submitted.`);
    expect((await upload(`serviceReports/${service.id}/uploadPictures`, 'files', pictures(1), 'merch')).status).toBe(
      409,
    );
    expect(
      (await api('DELETE', 'serviceReports', { token: tokens.merch, body: { serviceId: service.id, path: 'x' } }))
        .status,
    ).toBe(409);
  });
});

describe('service report: the dashboard follows', () => {
  it('moves the service from Open to Saved to Submitted in the month’s counts and out of Late', async () => {
    const { service, layout } = await serviceWithLayout(17);
    const month = service.earliestDate.slice(0, 7);
    const counts = async () => {
      const all = await readMonthCounts(month);
      return { Open: all.Open.all, Saved: all.Saved.all, Submitted: all.Submitted.all };
    };
    const isLate = async () =>
      (await readOpenServices({ fromLatest: service.latestDate, toLatest: service.latestDate })).some(
        (s) => s.id === service.id,
      );
    const before = await counts();
    expect(await isLate()).toBe(true);
    expect((await putReport({ ...fullReport(service, layout), submit: false })).status).toBe(200);
    expect(await counts()).toEqual({ ...before, Open: before.Open - 1, Saved: before.Saved + 1 });
    expect((await putReport({ ...fullReport(service, layout), version: 1, submit: true })).status).toBe(200);
    expect(await counts()).toEqual({ ...before, Open: before.Open - 1, Submitted: before.Submitted + 1 });
    expect(await isLate()).toBe(false);
  });
});

describe('service report: unsubmit, from the report and from the schedule', () => {
  for (const path of ['report', 'schedule'] as const) {
    it(`${path}: back to Saved, out of the Summary, release and review reset, notes kept`, async () => {
      const { service, layout } = await serviceWithLayout(path === 'report' ? 10 : 11, {
        isSubmitted: true,
        isSaved: true,
      });
      await putTestReport(service, layout, {
        status: 'Submitted',
        released: true,
        reviewedInternal: true,
        reviewedClient: true,
        releaseNotes: 'Checked by AM',
      });
      expect(await inSummary(layout.id, service.id)).toBe(true);
      if (path === 'report') {
        expect((await api('POST', `serviceReports/${service.id}/UnSubmit`, { token: tokens.sup })).status).toBe(403);
        const done = await api<Answer>('POST', `serviceReports/${service.id}/UnSubmit`, { token: tokens.am });
        expect(done.status, JSON.stringify(done.body)).toBe(200);
        expect(done.body).toMatchObject({ isSubmitted: false, isSaved: true, canUnsubmit: false });
        const twice = await api<Answer>('POST', `serviceReports/${service.id}/UnSubmit`, { token: tokens.am });
        expect(twice.status).toBe(409);
      } else {
        const done = await api('POST', 'schedule/unsubmit', { token: tokens.admin, body: { serviceId: service.id } });
        expect(done.status, JSON.stringify(done.body)).toBe(200);
      }
      expect(must(await getService(service.id))).toMatchObject({ isSubmitted: false, isSaved: true });
      const { report } = await readServicePartition(service.id);
      expect(report).toMatchObject({
        status: 'Saved',
        released: false,
        reviewedInternal: false,
        reviewedClient: false,
        reviewedClient2: false,
        releaseNotes: 'Checked by AM',
      });
      expect(report?.dateReportSubmitted).toBeUndefined();
      expect(await inSummary(layout.id, service.id)).toBe(false);
      // The team lead can correct and submit again.
      const resubmitted = await putReport({
        ...fullReport(service, layout),
        version: must(report).version,
        submit: true,
      });
      expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200);
      expect(await inSummary(layout.id, service.id)).toBe(true);
    });
  }
});

describe('service report: files', () => {
  it('keeps pictures in S3 under the service, lists them with links, deletes only the service’s own paths', async () => {
    const { service } = await serviceWithLayout(12);
    const added = await upload(`serviceReports/${service.id}/uploadPictures`, 'files', pictures(2), 'merch');
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.pictures).toHaveLength(2);
    const [first, second] = added.body.pictures;
    expect(must(first).path).toMatch(new RegExp(`^service-reports/${service.id}/pictures/[0-9a-f-]{36}\\.jpg$`));
    expect(must(first)).toMatchObject({ fileName: 'shelf 1.jpg', contentType: 'image/jpeg', size: JPEG.length });
    const fetched = await fetch(must(first).url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(JPEG)).toBe(true);

    const { service: other } = await serviceWithLayout(13);
    const foreignPath = { serviceId: other.id, path: must(first).path };
    const foreign = await api<Answer>('DELETE', 'serviceReports', { token: tokens.merch, body: foreignPath });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors).toBe('File Not Found');
    const made = await api('DELETE', 'serviceReports', {
      token: tokens.merch,
      body: { serviceId: service.id, path: `service-reports/${service.id}/pictures/made-up.jpg` },
    });
    expect(made.status).toBe(404);

    const removed = await api('DELETE', 'serviceReports', {
      token: tokens.merch,
      body: { serviceId: service.id, path: must(first).path },
    });
    expect(removed.status).toBe(204);
    expect((await fetch(must(first).url)).status).toBe(404);
    expect((await getReport(service.id)).body.pictures.map((p) => p.path)).toEqual([must(second).path]);
  });

  it('refuses a PDF as a picture, a picture over 4 MB and more than 30 pictures on a report', async () => {
    const { service } = await serviceWithLayout(14);
    const pdf = await upload(
      `serviceReports/${service.id}/uploadPictures`,
      'files',
      [{ name: 'form.pdf', bytes: PDF, type: 'application/pdf' }],
      'merch',
    );
    expect(pdf.status).toBe(400);
    for (let i = 0; i < 3; i++)
      expect((await upload(`serviceReports/${service.id}/uploadPictures`, 'files', pictures(10), 'merch')).status).toBe(
        200,
      );
    const over = await upload(`serviceReports/${service.id}/uploadPictures`, 'files', pictures(1), 'merch');
    expect(over.status).toBe(409);
    const huge = Buffer.concat([JPEG, Buffer.alloc(4 * 1024 * 1024)]);
    const tooBig = await upload(
      `serviceReports/${service.id}/uploadPictures`,
      'files',
      [{ name: 'huge.jpg', bytes: huge, type: 'image/jpeg' }],
      'merch',
    );
    expect(tooBig.status).toBe(413);
    expect((await readServicePartition(service.id)).files).toHaveLength(30);
  });

  it('replaces a form (the old object is deleted) and a submit then finds the required uploads', async () => {
    const { service, layout } = await serviceWithLayout(
      15,
      {},
      { photosRequired: true, signoffRequired: true, deficiencyFormRequired: true },
    );
    const form = (name: string) => [{ name, bytes: PDF, type: 'application/pdf' }];
    const first = await upload(
      `serviceReports/${service.id}/UploadSignOffForm`,
      'file',
      form('signoff 1.pdf'),
      'merch',
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const old = must(first.body.signOffForm ?? undefined);
    const second = await upload(`serviceReports/${service.id}/uploadsignoffform`, 'file', form('signoff 2.pdf'), 'sup');
    expect(second.body.signOffForm?.fileName).toBe('signoff 2.pdf');
    expect((await fetch(old.url)).status).toBe(404);
    expect(
      (await upload(`serviceReports/${service.id}/UploadDeficiencyForm`, 'file', form('deficiency.pdf'), 'merch'))
        .status,
    ).toBe(200);
    expect((await upload(`serviceReports/${service.id}/uploadPictures`, 'files', pictures(1), 'merch')).status).toBe(
      200,
    );
    const submitted = await putReport({ ...fullReport(service, layout), submit: true });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect((await readServicePartition(service.id)).report?.pictureCount).toBe(1);
  });
});

describe('DELETE schedule takes the saved report with it', () => {
  it('deletes the report, its file items and objects with the service', async () => {
    const { service, layout } = await serviceWithLayout(16, { isSaved: true });
    await putTestReport(service, layout, { status: 'Saved' });
    const added = await upload(`serviceReports/${service.id}/uploadPictures`, 'files', pictures(2), 'merch');
    expect(added.status).toBe(200);
    const deleted = await api('DELETE', 'schedule', { token: tokens.admin, body: { serviceId: service.id } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const partition = await readServicePartition(service.id);
    expect(partition).toEqual({ files: [] });
    for (const picture of added.body.pictures) expect((await fetch(picture.url)).status).toBe(404);
  });
});
