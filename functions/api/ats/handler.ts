import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { recordApplicantAction } from './applicant-action-add.route.ts';
import { listApplicantActions } from './applicant-action-list.route.ts';
import { createApplicant } from './applicant-create.route.ts';
import { getApplicant } from './applicant-get.route.ts';
import { listApplicants } from './applicant-list.route.ts';
import { removeApplicant } from './applicant-remove.route.ts';
import { reprocessApplicant } from './applicant-reprocess.route.ts';
import { updateApplicant } from './applicant-update.route.ts';
import { createCriterion } from './criteria-create.route.ts';
import { listCriteria } from './criteria-list.route.ts';
import { getCriteriaProjection } from './criteria-projection.route.ts';
import { removeCriterion } from './criteria-remove.route.ts';
import { updateCriterion } from './criteria-update.route.ts';
import { getDuplications } from './duplications-get.route.ts';
import { getFailure } from './failure-get.route.ts';
import { listFailures } from './failure-list.route.ts';
import { retryFailure } from './failure-retry.route.ts';
import { getFile } from './file-get.route.ts';
import { createJobPosting } from './job-posting-create.route.ts';
import { getJobPosting } from './job-posting-get.route.ts';
import { listJobPostings } from './job-posting-list.route.ts';
import { removeJobPosting } from './job-posting-remove.route.ts';
import { updateJobPosting } from './job-posting-update.route.ts';
import { createKeyword } from './keyword-create.route.ts';
import { listKeywords } from './keyword-list.route.ts';
import { removeKeyword } from './keyword-remove.route.ts';
import { updateKeyword } from './keyword-update.route.ts';
import { getPrompt } from './prompt-get.route.ts';
import { listPrompts } from './prompt-list.route.ts';
import { updatePrompt } from './prompt-update.route.ts';

/**
 * The `ats` family: recruiting (002 §2 HR, §7 Recruiting): job postings, scoring criteria and keywords, prompts,
 * applicants and their actions, files and duplications, ingestion failures. Routes not listed yet answer 501.
 */
export const handler = createApiHandler({
  routes: Object.values(atsRoutes),
  implementations: [
    // job postings (A1)
    listJobPostings,
    getJobPosting,
    createJobPosting,
    updateJobPosting,
    removeJobPosting,
    // scoring criteria and keywords (A1)
    listCriteria,
    getCriteriaProjection,
    createCriterion,
    updateCriterion,
    removeCriterion,
    listKeywords,
    createKeyword,
    updateKeyword,
    removeKeyword,
    // prompts (A1)
    listPrompts,
    getPrompt,
    updatePrompt,
    // applicants, their actions, files and duplications (A2)
    listApplicants,
    getApplicant,
    createApplicant,
    updateApplicant,
    removeApplicant,
    reprocessApplicant,
    recordApplicantAction,
    listApplicantActions,
    getFile,
    getDuplications,
    // ingestion failures (A3)
    listFailures,
    getFailure,
    retryFailure,
  ],
});
