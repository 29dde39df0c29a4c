import {
  type CreateMissingChargesResult,
  missingChargesToast,
} from '@shelfline/shared/contracts/missing-charges.contract';
import { missingChargesRoutes } from '@shelfline/shared/routes/missingcharges.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { missingChargesKeys } from '../../queries/missing-charges.ts';
import type { MissingChargesTab } from './missing-charges-state.ts';
import { MISSING_CHARGES_STRINGS as s } from './strings.ts';

export interface CreationProgress {
  done: number;
  total: number;
}

/**
 * Create Selected Charges: the selected ids go to the server in steps (each call answers the ids it had no time
 * for, `remaining`, sent again until none are left); then one toast with the totals ('{n} charges created',
 * '+ {k} already existed'), refusals listed as an error, and both lists reloaded.
 */
export function useCreateMissingCharges(tab: MissingChargesTab, onDone: () => void) {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [progress, setProgress] = useState<CreationProgress>();

  const create = useMutation({
    mutationFn: async (ids: number[]) => {
      const total: CreateMissingChargesResult = { created: 0, existing: 0, refused: [], remaining: ids };
      while (total.remaining.length > 0) {
        const step =
          tab === 'merchandiser'
            ? await callRoute(missingChargesRoutes.createMerchandiserCharges, { body: { serviceIds: total.remaining } })
            : await callRoute(missingChargesRoutes.createClientCharges, { body: { chargeIds: total.remaining } });
        total.created += step.created;
        total.existing += step.existing;
        total.refused.push(...step.refused);
        total.remaining = step.remaining;
        setProgress({ done: ids.length - step.remaining.length, total: ids.length });
      }
      return total;
    },
    onSuccess: async (result) => {
      notify({ type: 'success', content: missingChargesToast(result.created, result.existing) });
      if (result.refused.length > 0)
        notify({
          type: 'error',
          content: result.refused.map((r) => s.refused(r.id, r.message)).join(' '),
          autoClose: false,
        });
      onDone();
      await queryClient.invalidateQueries({ queryKey: missingChargesKeys.all });
    },
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
    onSettled: () => setProgress(undefined),
  });
  return { create, progress };
}
