import { describe, expect, it } from 'vitest';
import { MiscChargeInputSchema, miscChargeFigures } from './misc-charge.contract.ts';

const RATES = {
  travelLowKmRate: 0.58,
  travelHighKmRate: 0.45,
  travelHighLowKmThreshold: 100,
  travelPerHourRate: 18,
  travelContinuity: 25,
  printPerPageRate: 0.12,
};
const TRAVEL = { name: 'Travel', kind: 'travel' } as const;

describe('miscChargeFigures (the form preview and the server alike)', () => {
  it('pays the whole distance at one rate, switching at the threshold', () => {
    const at = (units: number) => miscChargeFigures(TRAVEL, { travelChargeTypeId: 1, units, serviceIds: [1] }, RATES);
    expect(at(99)).toEqual({
      figures: expect.objectContaining({ rate: 0.58, units: 99, amountCents: 5742, description: 'Travel - 99 km' }),
    });
    expect(at(100)).toEqual({ figures: expect.objectContaining({ rate: 0.45, amountCents: 4500 }) });
  });

  it('describes and computes time, continuity, flat, printing and typed types', () => {
    const figures = (type: { name: string; kind: 'travel' | 'printing' | 'other' | null }, values: object) => {
      const result = miscChargeFigures(type, { serviceIds: [1, 2], ...values }, RATES);
      return 'figures' in result ? result.figures : result.errors;
    };
    expect(figures(TRAVEL, { travelChargeTypeId: 2, units: 3 })).toMatchObject({
      description: 'Travel - 3 hr',
      amountCents: 5400,
      billableHours: 3,
    });
    expect(figures(TRAVEL, { travelChargeTypeId: 4, units: 99 })).toMatchObject({
      description: 'Travel - Continuity',
      units: 2,
      amountCents: 5000,
    });
    expect(figures(TRAVEL, { travelChargeTypeId: 3, amount: 12.3, units: 5 })).toMatchObject({
      description: 'Travel - Flat',
      amountCents: 1230,
      units: undefined,
      rate: 0,
    });
    expect(figures({ name: 'Printing', kind: 'printing' }, { units: 250, amount: 1 })).toMatchObject({
      description: 'Printing',
      amountCents: 3000,
    });
    expect(figures({ name: 'Tolls', kind: null }, { amount: 4.05 })).toMatchObject({ amountCents: 405 });
    expect(figures({ name: 'Tolls', kind: null }, {})).toEqual({ amount: ['Amount is required.'] });
    expect(figures(TRAVEL, { units: 3 })).toEqual({ travelChargeTypeId: ['Travel type is required.'] });
    expect(figures(TRAVEL, { travelChargeTypeId: 4, serviceIds: [] })).toEqual({
      serviceIds: ['Continuity needs at least one completed service.'],
    });
  });
});

describe('MiscChargeInputSchema', () => {
  it('needs a completed service or Not Job-Related, never both', () => {
    const issues = (body: object) =>
      MiscChargeInputSchema.safeParse({ miscChargeId: 2, amount: 1, ...body }).error?.issues.map((i) => i.message);
    expect(issues({})).toEqual(['Select at least one completed service or tick Not Job-Related.']);
    expect(issues({ isNoJobs: true })).toBeUndefined();
    expect(issues({ serviceIds: [5] })).toBeUndefined();
    expect(issues({ isNoJobs: true, serviceIds: [5] })).toEqual(['A Not Job-Related charge takes no services.']);
  });
});
