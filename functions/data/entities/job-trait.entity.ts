import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Job trait: a description (optionally a planogram) that stores of a job can carry (001 §3 Trait (job)).
 *
 * | access pattern        | pattern | index | key                                        |
 * |-----------------------|---------|-------|--------------------------------------------|
 * | job trait by id       |         | table | pk `JOBTRAIT#<id>`, sk `JOBTRAIT`          |
 * | traits of a job       | `ofJob` | gsi1  | `JOB#<jobId>#TRAITS` / `<id, 8 digits>`    |
 *
 * Planograms are a later family: `planogramId` and `planogramCode` are stored as given.
 */
export interface JobTrait {
  id: number;
  jobId: number;
  traitDescription: string;
  planogramId?: number;
  planogramCode?: string;
}

export const traitsOfJobKey = (jobId: number) => `JOB#${jobId}#TRAITS`;

export const JobTraitEntity = defineEntity<JobTrait>({
  name: 'jobTrait',
  key: (id) => ({ pk: `JOBTRAIT#${id}`, sk: 'JOBTRAIT' }),
  indexes: {
    gsi1: (t) => ({ pk: traitsOfJobKey(t.jobId), sk: String(t.id).padStart(8, '0') }),
  },
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const JobTraitPatterns = definePatterns({
  /** traits of a job */
  ofJob: { index: 'gsi1', key: (jobId: number) => ({ pk: traitsOfJobKey(jobId) }) },
});
