import { ReportLayoutEntity, ReportLayoutPatterns } from '../entities/report-layout.entity.ts';
import { createRepository } from '../repository.ts';

/*
 * Report layouts (002 §2 Report layouts). Access patterns are documented in report-layout.entity.ts.
 */
export const reportLayouts = createRepository(ReportLayoutEntity, ReportLayoutPatterns);

/** One layout with its items, or undefined. */
export const getReportLayout = (id: number) => reportLayouts.get(id);

/** Every layout of a job, by from date (a service's layout, the Summary's report ranges): one bounded partition. */
export const layoutsOfJob = (jobId: number) => reportLayouts.queryAll('ofJob', jobId);
