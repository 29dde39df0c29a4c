import type { ApplicantListQuery } from '@shelfline/shared/contracts/ats-applicant.contract';
import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/**
 * Applicants (002 §7 Recruiting, calls 6, 7, 13, 15): the filtered list, one applicant, its actions and its
 * duplications. Every key starts with 'atsApplicants', so any write refreshes the list and the opened applicant.
 */
export const applicantKeys = {
  all: ['atsApplicants'] as const,
  list: (query: Partial<ApplicantListQuery>) => ['atsApplicants', 'list', query] as const,
  one: (id: number) => ['atsApplicants', 'one', id] as const,
  actions: (id: number) => ['atsApplicants', 'actions', id] as const,
  duplications: (id: number) => ['atsApplicants', 'duplications', id] as const,
};

/** The applicants of the filters (`GET ats/applicants`); the previous answer stays while a new search runs. */
export const applicantsQuery = (query: Partial<ApplicantListQuery>) =>
  queryOptions({
    queryKey: applicantKeys.list(query),
    queryFn: ({ signal }) => callRoute(atsRoutes.listApplicants, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** One applicant with its résumé and parsed data (`GET ats/applicants/{id}`). */
export const applicantQuery = (id: number) =>
  queryOptions({
    queryKey: applicantKeys.one(id),
    queryFn: ({ signal }) => callRoute(atsRoutes.getApplicant, { params: { id }, signal }),
  });

/** Its actions, newest first (`GET ats/applicant-actions/by-applicant/{id}`). */
export const applicantActionsQuery = (id: number) =>
  queryOptions({
    queryKey: applicantKeys.actions(id),
    queryFn: ({ signal }) => callRoute(atsRoutes.listApplicantActions, { params: { id }, signal }),
  });

/** Its ex-employee match and duplicates (`GET ats/duplications/applicants/{applicantId}`); asked when its tab opens. */
export const duplicationsQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: applicantKeys.duplications(id ?? 0),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) => callRoute(atsRoutes.getDuplications, { params: { applicantId: id }, signal }),
  });
