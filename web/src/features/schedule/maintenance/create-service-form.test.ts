import { AddServiceSchema } from '@shelfline/shared/contracts/schedule.contract';
import { describe, expect, it } from 'vitest';
import { CreateServiceFormSchema } from './create-service-form.ts';

const filled = {
  retailerId: 1,
  storeId: 11,
  jobId: 2,
  jobProductId: 22,
  serviceTypeId: 3,
  earliestDate: '2040-03-05',
  latestDate: '2040-03-09',
  timeLimit: '1.5',
  trait: '',
  category: 'Online' as const,
};

const messagesOf = (value: unknown) =>
  Object.fromEntries((CreateServiceFormSchema.safeParse(value).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('Create Service form', () => {
  it('names each missing required field by its label and refuses a time limit off the 0.25 steps', () => {
    expect(messagesOf({ earliestDate: '', latestDate: '', timeLimit: '1.1', trait: '', category: 'Manual' })).toEqual({
      storeId: 'Store is required.',
      jobProductId: 'Job product is required.',
      serviceTypeId: 'Service Type is required.',
      earliestDate: 'Earliest Date is required.',
      latestDate: 'Latest Date is required.',
      timeLimit: 'Time limit goes in steps of 0.25.',
    });
  });

  it('reads as an AddService body the server accepts (the picked ids, the time limit as a number)', () => {
    const body = CreateServiceFormSchema.parse(filled);
    expect(body).toEqual({
      storeId: 11,
      jobProductId: 22,
      serviceTypeId: 3,
      earliestDate: '2040-03-05',
      latestDate: '2040-03-09',
      timeLimit: 1.5,
      trait: '',
      merchandiserId: undefined,
      acctManagerId: undefined,
      consumerGroupId: undefined,
      category: 'Online',
    });
    expect(AddServiceSchema.safeParse(body).success).toBe(true);
  });
});
