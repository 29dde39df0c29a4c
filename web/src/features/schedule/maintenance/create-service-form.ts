import type { AddService } from '@shelfline/shared/contracts/schedule.contract';
import type { DefaultValues } from 'react-hook-form';
import * as z from 'zod';
import { timeLimitError } from '../shared/edit-rules.ts';
import { maintenanceStrings as s } from './strings.ts';

const c = s.create;
const required = (label: string) => ({ error: c.required(label) });
const optionalId = z.number().optional();

/**
 * Create Service's form (000 §2.8) as the dialog holds it: ids picked, dates and time limit as typed. It checks what
 * the dialog says before the call (each required field by its label, the time limit in steps of 0.25) and reads as
 * the body of POST schedule/addService, which the server validates with the shared AddServiceSchema.
 */
export const CreateServiceFormSchema = z
  .object({
    retailerId: optionalId,
    storeId: z.number(required(c.store)),
    jobId: optionalId,
    jobProductId: z.number(required(c.product)),
    serviceTypeId: z.number(required(c.serviceType)),
    earliestDate: z.string().min(1, required(c.earliestDate)),
    latestDate: z.string().min(1, required(c.latestDate)),
    timeLimit: z.string().superRefine((value, context) => {
      const message = timeLimitError(value);
      if (message) context.addIssue({ code: 'custom', message });
    }),
    trait: z.string(),
    merchandiserId: optionalId,
    acctManagerId: optionalId,
    consumerGroupId: optionalId,
    category: z.enum(['Manual', 'Online']),
  })
  .transform(
    (form): AddService => ({
      storeId: form.storeId,
      jobProductId: form.jobProductId,
      serviceTypeId: form.serviceTypeId,
      earliestDate: form.earliestDate,
      latestDate: form.latestDate,
      timeLimit: Number(form.timeLimit),
      trait: form.trait,
      merchandiserId: form.merchandiserId,
      acctManagerId: form.acctManagerId,
      consumerGroupId: form.consumerGroupId,
      category: form.category,
    }),
  );
export type CreateServiceForm = z.input<typeof CreateServiceFormSchema>;

/** A new service: nothing picked, one hour, Manual. */
export const NEW_SERVICE: DefaultValues<CreateServiceForm> = {
  earliestDate: '',
  latestDate: '',
  timeLimit: '1',
  trait: '',
  category: 'Manual',
};
