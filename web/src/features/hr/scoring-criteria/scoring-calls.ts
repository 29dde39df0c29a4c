import type {
  Criterion,
  CriterionInput,
  Keyword,
  KeywordInput,
} from '@shelfline/shared/contracts/ats-scoring.contract';
import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { callRoute } from '../../../app/api.ts';
import type { CrudCalls } from '../../../components/crud/crud-route-calls.ts';

/** A criterion's writes (calls 18-20): its PUT carries the id in the body (002 §7), with the version read. */
export const criterionCalls: CrudCalls<Criterion, CriterionInput> = {
  create: (input) => callRoute(atsRoutes.createCriterion, { body: input }),
  update: (criterion, input) =>
    callRoute(atsRoutes.updateCriterion, {
      body: { ...input, criterionID: criterion.criterionID, version: criterion.version },
    }),
  remove: (criterion) => callRoute(atsRoutes.removeCriterion, { params: { id: criterion.criterionID } }),
};

/** The keyword writes of one criterion (calls 22-24). */
export const keywordCalls = (criterionId: number): CrudCalls<Keyword, KeywordInput> => ({
  create: (input) => callRoute(atsRoutes.createKeyword, { params: { id: criterionId }, body: input }),
  update: (keyword, input) =>
    callRoute(atsRoutes.updateKeyword, {
      params: { id: keyword.keywordID },
      body: { ...input, version: keyword.version },
    }),
  remove: (keyword) => callRoute(atsRoutes.removeKeyword, { params: { id: keyword.keywordID } }),
});
