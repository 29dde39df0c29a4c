import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Job trait: a description (optionally a planogram) that stores of a job can carry (001 §3 Trait (job)).
 *
 * | access pattern        | pattern | index | key                                        |
 * |-----------------------|---------|-------|--------------------------------------------|
 * | job trait by id       |         | table | pk `JOBTRAIT#<id>`, sk `JOBTRAIT`          |
 * | traits of a job       | `ofJob` | gsi1  | `JOB#<jobId>#TRAITS` / `<id, 8 digits>`    |
 * | traits of a planogram | `ofPlanogram` | gsi2 (sparse) | `PLANOGRAM#<planogramId>#TRAITS` / `<id, 8 digits>` |
 *
 * `planogramCode` is a copy of the planogram's code, taken from the planogram on every trait write (never from the
 * client) and rewritten when the planogram's code changes; `ofPlanogram` finds those copies and refuses deleting a
 * planogram in use, with one Query (only traits with a planogram are in that index).
 */
export interface JobTrait {
  id: number;
  jobId: number;
  traitDescription: string;
  planogramId?: number;
  planogramCode?: string;
}

export const traitsOfJobKey = (jobId: number) => `JOB#${jobId}#TRAITS`;
export const traitsOfPlanogramKey = (planogramId: number) => `PLANOGRAM#${planogramId}#TRAITS`;

export const JobTraitEntity = defineEntity<JobTrait>({
  name: 'jobTrait',
  key: (id) => ({ pk: `JOBTRAIT#${id}`, sk: 'JOBTRAIT' }),
  indexes: {
    gsi1: (t) => ({ pk: traitsOfJobKey(t.jobId), sk: String(t.id).padStart(8, '0') }),
    gsi2: (t) =>
      t.planogramId ? { pk: traitsOfPlanogramKey(t.planogramId), sk: String(t.id).padStart(8, '0') } : undefined,
  },
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const JobTraitPatterns = definePatterns({
  /** traits of a job */
  ofJob: { index: 'gsi1', key: (jobId: number) => ({ pk: traitsOfJobKey(jobId) }) },
  /** traits showing a planogram */
  ofPlanogram: { index: 'gsi2', key: (planogramId: number) => ({ pk: traitsOfPlanogramKey(planogramId) }) },
});
