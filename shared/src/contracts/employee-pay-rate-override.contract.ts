import * as z from 'zod';
import { money, optionalDate, optionalId } from './employee-fields.ts';
import { positiveId } from './fields.ts';
import { VersionSchema } from './list.contract.ts';

/* Pay rate override (001 §3): empty job/product/service type/dates mean "all" ('<All Jobs>', '<No Start Date>'). */

export const PayRateOverrideParamsSchema = z.object({ id: positiveId('id'), overrideId: positiveId('overrideId') });

export const PayRateOverrideInputSchema = z
  .object({
    jobId: optionalId('Job'),
    productId: optionalId('Product'),
    serviceTypeId: optionalId('Service Type'),
    startDate: optionalDate('Start Date'),
    endDate: optionalDate('End Date'),
    rateFlat: money('Flat rate'),
    ratePerHour: money('Rate per hour'),
  })
  .superRefine((v, ctx) => {
    if (v.rateFlat === undefined && v.ratePerHour === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ratePerHour'], message: 'Give a flat rate or a rate per hour.' });
    }
    if (v.startDate && v.endDate && v.endDate < v.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End Date must not be before Start Date.' });
    }
  });
export type PayRateOverrideInput = z.input<typeof PayRateOverrideInputSchema>;
export const PayRateOverrideUpdateSchema = PayRateOverrideInputSchema.and(VersionSchema);

export const PayRateOverrideSchema = z.object({
  payRateOverrideID: z.number(),
  employeeId: z.number(),
  jobId: z.number().optional(),
  job: z.string().optional(),
  productId: z.number().optional(),
  product: z.string().optional(),
  serviceTypeId: z.number().optional(),
  serviceType: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  rateFlat: z.number().optional(),
  ratePerHour: z.number().optional(),
  version: z.number(),
});
export type PayRateOverride = z.infer<typeof PayRateOverrideSchema>;

/** Placeholders of the pay rate override table (messages.tsv). */
export const PAY_RATE_PLACEHOLDERS = {
  job: '<All Jobs>',
  product: '<All Products>',
  serviceType: '<All Service Types>',
  startDate: '<No Start Date>',
  endDate: '<No End Date>',
} as const;
