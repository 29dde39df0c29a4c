import type { ApplicantCreate, ApplicantDetail } from '@shelfline/shared/contracts/ats-applicant.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { messagesOf } from '../../../lib/api-client.ts';
import { applicantKeys } from '../../../queries/ats-applicants.ts';
import { postingKeys } from '../../../queries/ats-postings.ts';
import { applicantsApi } from './applicants-api.ts';
import { APPLICANT_STRINGS as s } from './strings.ts';

type Named = { id: number; firstName: string; lastName: string };
const nameOf = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`;

/**
 * The applicant writes of the list and the detail page with the spec's toasts: save (add, or edit of the applicant as
 * read), delete, reprocess (the list reads again 0.5 s after it, brief 6b). A failure shows the server's message;
 * a save's failure is rethrown so the form puts it under its fields.
 */
export function useApplicantWrites() {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: applicantKeys.all }),
      // Posting applicant counts move with adds and deletes.
      queryClient.invalidateQueries({ queryKey: postingKeys.all }),
    ]);
  const onError = (error: unknown) => notify({ type: 'error', content: messagesOf(error), autoClose: false });

  const save = useMutation({
    mutationFn: ({
      applicant,
      input,
      resume,
    }: {
      applicant?: ApplicantDetail;
      input: ApplicantCreate;
      resume?: File;
    }) => (applicant ? applicantsApi.update(applicant, input) : applicantsApi.create(input, resume)),
    onSuccess: (_answer, { applicant, input, resume }) => {
      const name = nameOf(input);
      notify({
        type: 'success',
        content: applicant ? s.updated(name) : resume ? s.createdWithResume(name) : s.created(name),
      });
      return refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (applicant: Named) => applicantsApi.remove(applicant),
    onSuccess: (_answer, applicant) => {
      notify({ type: 'success', content: s.deleted(nameOf(applicant)) });
      return refresh();
    },
    onError,
  });

  const reprocess = useMutation({
    mutationFn: (applicant: Named) => applicantsApi.reprocess(applicant),
    onSuccess: async (_answer, applicant) => {
      notify({ type: 'success', content: s.reprocessed(applicant.id) });
      await new Promise((resolve) => setTimeout(resolve, 500));
      await refresh();
    },
    onError,
  });

  return { save, remove, reprocess, refresh, onError };
}
