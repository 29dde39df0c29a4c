import type { ApplicantRow } from '@shelfline/shared/contracts/ats-applicant.contract';
import type { JobPosting } from '@shelfline/shared/contracts/ats-posting.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { listCitiesOfProvince, listProvinces } from '../../functions/data/master-data/master-data.repository.ts';
import { LIST_LIMITS } from '../../functions/domain/ats/applicants/list.ts';
import { seedApplicants } from '../../scripts/bench/ats-seed.ts';
import { api, tokensOf } from '../support/local-stack.ts';

/**
 * The applicants list's row limit (brief A12: 5,000 rows per answer): a window is refused with 'Narrow the period.'
 * once more than the limit of its rows pass the user's scope and filters, and answered in full at the limit. The
 * rows are seeded with the product's applicant entity about ten months back, where no other test lists.
 */

const run = Date.now().toString(36).slice(-6);
let admin: string;
let big: JobPosting;
let small: JobPosting;
const ymd = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const window = `startDate=${ymd(312)}&endDate=${ymd(298)}`;
const list = (query: string) =>
  api<ApplicantRow[] & { errors?: string }>('GET', `ats/applicants?${window}${query}`, {
    token: admin,
  });

async function newPosting(title: string): Promise<JobPosting> {
  for (const province of (await listProvinces()).filter((p) => !p.inactive)) {
    const [city] = await listCitiesOfProvince(province.id);
    if (!city) continue;
    const created = await api<JobPosting>('POST', 'ats/job-postings', {
      token: admin,
      body: { title, provinceId: province.id, cityId: city.id, isActive: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  }
  throw new Error('The demo data has a city.');
}

beforeAll(async () => {
  [admin] = await tokensOf('admin');
  big = await newPosting(`Limit big ${run}`);
  small = await newPosting(`Limit small ${run}`);
  await seedApplicants(big.id, LIST_LIMITS.rows, 300, 310);
  await seedApplicants(small.id, 2, 300, 310);
});

describe('the list past its row limit', () => {
  it('answers a window of exactly the limit in full, and refuses one row more', async () => {
    const atLimit = await list(`&jobPostingId=${big.id}`);
    expect(atLimit.status).toBe(200);
    expect(atLimit.body).toHaveLength(LIST_LIMITS.rows);
    expect(atLimit.body.every((row) => row.jobPostingId === big.id)).toBe(true);

    // Both postings' rows together are past the limit.
    const all = await list('');
    expect(all.status).toBe(400);
    expect(all.body.errors).toBe('Narrow the period.');
    // Only the rows that pass the filters count: the small posting's window is answered.
    const filtered = await list(`&jobPostingId=${small.id}`);
    expect(filtered.status).toBe(200);
    expect(filtered.body.map((row) => row.jobPostingId)).toEqual([small.id, small.id]);

    await seedApplicants(big.id, 1, 305, 305);
    const overLimit = await list(`&jobPostingId=${big.id}`);
    expect(overLimit.status).toBe(400);
    expect(overLimit.body.errors).toBe('Narrow the period.');
  });
});
