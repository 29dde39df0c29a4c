import type { OwnedDefinition } from '../owned-repository.ts';
import { employeePartition } from './employee.entity.ts';

/**
 * Pay rate override (001 §3): a worker's own rate for a job, product, service type and period; empty fields mean
 * "all" ('<All Jobs>', '<No Start Date>'). Merchandiser invoicing reads a worker's overrides with their services.
 *
 * | access pattern                 | index | key                                                    |
 * |--------------------------------|-------|--------------------------------------------------------|
 * | a worker's overrides           | table | pk `EMPLOYEE#<id>`, sk `PAYRATE#<overrideId, 10 digits>` |
 */
export interface PayRateOverride {
  id: number;
  employeeId: number;
  jobId?: number;
  productId?: number;
  serviceTypeId?: number;
  startDate?: string;
  endDate?: string;
  rateFlat?: number;
  ratePerHour?: number;
}

export const PayRateOverrideEntity: OwnedDefinition<PayRateOverride> = {
  name: 'payRateOverride',
  label: 'Pay rate override',
  ownerKey: employeePartition,
  prefix: 'PAYRATE#',
  sortPart: (o) => String(o.id).padStart(10, '0'),
};
