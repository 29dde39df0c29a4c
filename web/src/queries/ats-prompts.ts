import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** The ATS prompts (002 §7 Recruiting, calls 25-26): the seeded keys, and one prompt's text. */
export const promptKeys = {
  all: ['atsPrompts'] as const,
  list: ['atsPrompts', 'list'] as const,
  one: (key: string | undefined) => ['atsPrompts', 'one', key] as const,
};

export const promptsQuery = () =>
  queryOptions({
    queryKey: promptKeys.list,
    queryFn: ({ signal }) => callRoute(atsRoutes.listPrompts, { signal }),
  });

/** One prompt with its text; not asked without a key. */
export const promptQuery = (key: string | undefined) =>
  queryOptions({
    queryKey: promptKeys.one(key),
    queryFn:
      key === undefined ? skipToken : ({ signal }) => callRoute(atsRoutes.getPrompt, { params: { key }, signal }),
  });
