import type { ScheduleEmail } from '@shelfline/shared/contracts/schedule.contract';
import { emailRoutes } from '@shelfline/shared/routes/email.routes';
import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** The composer's send history (`GET email/messages`, our addition, brief E5): one page, newest first. */
export const emailKeys = {
  all: ['email'] as const,
  messages: (pageNumber: number, pageSize: number) => ['email', 'messages', pageNumber, pageSize] as const,
};

export const emailMessagesQuery = (pageNumber: number, pageSize: number) =>
  queryOptions({
    queryKey: emailKeys.messages(pageNumber, pageSize),
    queryFn: ({ signal }) => callRoute(emailRoutes.listMessages, { query: { pageNumber, pageSize }, signal }),
    placeholderData: keepPreviousData,
    // The worker sends in the background: a queued message moves on while the tab is open.
    refetchInterval: 5_000,
  });

/**
 * The composer modal's prefill on the schedule screens (`POST schedule/email { preview: true }`, brief E1): To the
 * caller, Cc the supervisors, Bcc the merchandisers of the selected (else filtered) services. Sends nothing.
 */
export const emailPrefillQuery = (body: ScheduleEmail) =>
  queryOptions({
    queryKey: ['email', 'prefill', body] as const,
    queryFn: async ({ signal }) => {
      const answer = await callRoute(scheduleRoutes.email, { body: { ...body, preview: true }, signal });
      if (!('to' in answer)) throw new Error('The recipients could not be found.');
      return answer;
    },
    staleTime: 0,
    gcTime: 0,
  });
