import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Question header: a section title of a report layout, kept per job (001 §2 Headers tab, §4).
 *
 * | access pattern                                   | pattern | index | key                                   |
 * |--------------------------------------------------|---------|-------|---------------------------------------|
 * | header by id                                     |         | table | pk `QHEADER#<id>`, sk `QHEADER`       |
 * | headers of a job (Headers tab, builder, job delete check) | `ofJob` | gsi1 | `JOB#<jobId>#QHEADERS` / `<id, 8 digits>` |
 */
export interface QuestionHeader {
  id: number;
  jobId: number;
  text: string;
  isInactive: boolean;
}

export const headersOfJobKey = (jobId: number) => `JOB#${jobId}#QHEADERS`;

export const QuestionHeaderEntity = defineEntity<QuestionHeader>({
  name: 'questionHeader',
  key: (id) => ({ pk: `QHEADER#${id}`, sk: 'QHEADER' }),
  indexes: {
    gsi1: (h) => ({ pk: headersOfJobKey(h.jobId), sk: String(h.id).padStart(8, '0') }),
  },
});

export const QuestionHeaderPatterns = definePatterns({
  /** headers of a job */
  ofJob: { index: 'gsi1', key: (jobId: number) => ({ pk: headersOfJobKey(jobId) }) },
});
