import { DetailBatchUpdateSchema, DetailsPagedRequestSchema } from '@shelfline/shared/contracts/draft.contract';
import { TravelInfoInputSchema } from '@shelfline/shared/contracts/profile.contract';
import {
  ScheduleActionSchema,
  ScheduleBatchUpdateSchema,
  ScheduleListRequestSchema,
  SELECTION_REQUIRED,
} from '@shelfline/shared/contracts/schedule.contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { BadRequestError } from './http-errors.ts';
import { UNKNOWN_FIELD, validateBody } from './request.ts';
import { knownToNeither, unknownFields } from './unknown-fields.ts';

const window = { mode: 'NotActivated', earliestDate: '2026-11-01', latestDate: '2026-11-30' };

describe('unknownFields on the real contracts', () => {
  it('names unknown keys of the schedule filter, and accepts its startDate/endDate aliases', () => {
    expect(unknownFields(ScheduleListRequestSchema, { ...window, pageSize: 20, foo: 1 })).toEqual(['foo']);
    expect(
      unknownFields(ScheduleListRequestSchema, { mode: 'Open', startDate: '2026-11-01', endDate: '2026-11-30' }),
    ).toEqual([]);
  });

  it('reads both sides of an intersection, and nested objects', () => {
    expect(unknownFields(ScheduleActionSchema, { ...window, serviceId: 4, isHighlighted: false })).toEqual([]);
    expect(
      unknownFields(ScheduleBatchUpdateSchema, {
        filter: { ...window, serviceConfirmation: { notConfirmed: true, x: 1 } },
        timeLimit: 2,
      }),
    ).toEqual(['filter.serviceConfirmation.x']);
    expect(unknownFields(DetailsPagedRequestSchema, { draftIds: [1], pageSize: 5, bogus: true })).toEqual(['bogus']);
  });

  it('picks the option of a discriminated union that the value is', () => {
    const body = { field: 'hours', value: 2, metadata: { draftIds: [1] } };
    expect(unknownFields(DetailBatchUpdateSchema, body)).toEqual([]);
    expect(unknownFields(DetailBatchUpdateSchema, { ...body, metadata: { draftIds: [1], storeId: 3 } })).toEqual([
      'metadata.storeId',
    ]);
  });

  it('walks arrays, and lets a passthrough object keep its extra keys', () => {
    const travel = { hasCar: true, travelCities: [{ cityId: 3, name: 'Aylmer' }] };
    expect(unknownFields(TravelInfoInputSchema, travel)).toEqual([]);
    expect(
      unknownFields(z.object({ rows: z.array(z.object({ id: z.number() })) }), { rows: [{ id: 1 }, { id: 2, no: 1 }] }),
    ).toEqual(['rows.1.no']);
  });

  it('leaves values of the wrong shape to zod', () => {
    expect(unknownFields(ScheduleListRequestSchema, 'text')).toEqual([]);
    expect(unknownFields(ScheduleListRequestSchema, [1, 2])).toEqual([]);
  });
});

describe('knownToNeither', () => {
  it('keeps a key only when the other side does not read it or its parent', () => {
    expect(knownToNeither(['a', 'b'], ['b'])).toEqual(['b']);
    expect(knownToNeither(['filter.foo'], ['filter'])).toEqual(['filter.foo']);
    expect(knownToNeither(['filter.foo'], [])).toEqual([]);
  });
});

describe('validateBody', () => {
  const errorsOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof BadRequestError) return error.errors as Record<string, string[]>;
      throw error;
    }
    throw new Error('expected a 400');
  };

  it('refuses unknown fields beside valid ones, with zod errors in the same answer', () => {
    expect(errorsOf(() => validateBody(ScheduleActionSchema, { ...window, foo: 1 }))).toEqual({ foo: [UNKNOWN_FIELD] });
    const schema = z.object({ name: z.string() });
    expect(errorsOf(() => validateBody(schema, { name: 3, extra: true }))).toEqual({
      name: ['Invalid input: expected string, received number'],
      extra: [UNKNOWN_FIELD],
    });
  });

  it('ignores fields the GET of the resource answers, but not others', () => {
    const edit = z.object({ name: z.string(), version: z.number() });
    const answer = z.object({ id: z.number(), name: z.string(), version: z.number(), createdAt: z.string() });
    const sent = { id: 1, name: 'A', version: 2, createdAt: '2026-01-01' };
    expect(validateBody(edit, sent, answer)).toEqual({ name: 'A', version: 2 });
    expect(errorsOf(() => validateBody(edit, { ...sent, colour: 'red' }, answer))).toEqual({ colour: [UNKNOWN_FIELD] });
  });

  it('requires an explicit selection of a bulk call, before any default fills it', () => {
    for (const body of [
      {},
      { foo: 1 },
      { mode: 'NotActivated' },
      { earliestDate: '2026-11-01', latestDate: '2026-11-30' },
    ])
      expect(errorsOf(() => validateBody(ScheduleActionSchema, body)).earliestDate ?? []).not.toHaveLength(0);
    expect(errorsOf(() => validateBody(ScheduleActionSchema, {})).mode).toEqual([SELECTION_REQUIRED]);
    expect(errorsOf(() => validateBody(ScheduleBatchUpdateSchema, { filter: {}, timeLimit: 2 }))).toMatchObject({
      'filter.mode': [SELECTION_REQUIRED],
    });
    expect(validateBody(ScheduleActionSchema, { serviceId: 7 })).toMatchObject({ serviceId: 7 });
    expect(validateBody(ScheduleActionSchema, { mode: 'Late' })).toMatchObject({ mode: 'Late' });
    expect(
      validateBody(ScheduleActionSchema, { mode: 'Saved', startDate: '2026-11-01', endDate: '2026-11-30' }),
    ).toMatchObject({
      earliestDate: '2026-11-01',
    });
  });
});
