import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/**
 * The résumé scoring configuration (002 §7 Recruiting, calls 16 and 21): the criteria, and the keywords of one. Every
 * key starts with 'atsCriteria', so a saved keyword also refreshes the criteria's keyword counts.
 */
export const scoringKeys = {
  all: ['atsCriteria'] as const,
  criteria: ['atsCriteria', 'list'] as const,
  keywords: (criterionId: number | undefined) => ['atsCriteria', 'keywords', criterionId] as const,
};

/** Every criterion with its keyword count (`GET ats/criteria`). */
export const criteriaQuery = () =>
  queryOptions({
    queryKey: scoringKeys.criteria,
    queryFn: ({ signal }) => callRoute(atsRoutes.listCriteria, { signal }),
  });

/** The keywords of a criterion (`GET ats/criteria/{id}/keywords`); not asked without one. */
export const keywordsQuery = (criterionId: number | undefined) =>
  queryOptions({
    queryKey: scoringKeys.keywords(criterionId),
    queryFn:
      criterionId === undefined
        ? skipToken
        : ({ signal }) => callRoute(atsRoutes.listKeywords, { params: { id: criterionId }, signal }),
  });
