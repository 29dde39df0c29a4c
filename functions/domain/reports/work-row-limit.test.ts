import { MAX_REPORT_ROWS } from '@shelfline/shared/contracts/report.contract';
import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../common/http-errors.ts';
import { limited } from './run-report.ts';

/*
 * The 50,000-row refusal every report goes through (run-report.ts, brief A36), fed generated pages: a report of
 * exactly MAX_REPORT_ROWS rows is written whole; one row more is refused with 400 before that page is written. The
 * work reports stop reading once past the limit and hand the runner that one large page.
 */

async function* pagesOf(rows: number, pageSize: number) {
  for (let start = 0; start < rows; start += pageSize)
    yield Array.from({ length: Math.min(pageSize, rows - start) }, (_, i) => start + i);
}

async function written(pages: AsyncIterable<readonly number[]>) {
  let rows = 0;
  for await (const page of pages) rows += page.length;
  return rows;
}

describe('the report row limit', () => {
  it('lets a report of exactly 50,000 rows through', async () => {
    expect(await written(limited(pagesOf(MAX_REPORT_ROWS, 100)))).toBe(MAX_REPORT_ROWS);
  });

  it('refuses the 50,001st row with 400 asking to narrow the filter, before writing its page', async () => {
    let rows = 0;
    const attempt = (async () => {
      for await (const page of limited(pagesOf(MAX_REPORT_ROWS + 1, 100))) rows += page.length;
    })();
    const error = await attempt.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).statusCode).toBe(400);
    expect(JSON.stringify((error as BadRequestError).errors)).toContain(
      'Narrow the filter: this report has more than 50,000 rows.',
    );
    expect(rows).toBe(MAX_REPORT_ROWS);
  });

  it('refuses one page larger than the limit at once (a work report past the limit)', async () => {
    await expect(written(limited(pagesOf(MAX_REPORT_ROWS + 5, MAX_REPORT_ROWS + 5)))).rejects.toBeInstanceOf(
      BadRequestError,
    );
  });
});
