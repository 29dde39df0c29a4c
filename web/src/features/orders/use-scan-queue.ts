import type { OrderLineInput, OrderLineRow } from '@shelfline/shared/contracts/order.contract';
import { ordersRoutes } from '@shelfline/shared/routes/orders.routes';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { callRoute } from '../../app/api.ts';
import { ApiError, messagesOf } from '../../lib/api-client.ts';
import { orderStrings as s } from './strings.ts';

/*
 * Scans go to the server one at a time, in the order they were made (002 §2; brief §8b): a hardware scanner types a
 * code and Enter faster than an answer comes back, so each scan waits for the one before it; none races another and
 * none overtakes. Each scan carries an id of its own (`scanId`): when no answer comes (a dropped connection in a
 * store), it is sent again with the same id, up to three times, and the server counts it once whatever reached it.
 * A refused scan shows the server's text, a scan still unanswered 'Network error' (002 §8); the lines are then read
 * again so the merchandiser sees what counted.
 */

const ATTEMPTS = 3;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const answered = (error: unknown) => error instanceof ApiError && error.status > 0;

export type Scan = Pick<OrderLineInput, 'upc' | 'quantity' | 'isDelete'>;
export interface ScanOutcome {
  scan: Scan;
  ok: boolean;
  message: string;
}

export function useScanQueue(
  serviceId: number,
  orderId: number | null,
  onLines: (lines: OrderLineRow[]) => void | Promise<void>,
  onLost: () => void,
) {
  const chain = useRef<Promise<void>>(Promise.resolve());
  const [pending, setPending] = useState(0);
  const [last, setLast] = useState<ScanOutcome>();
  const latest = useRef({ orderId, onLines, onLost });
  latest.current = { orderId, onLines, onLost };
  const send = useMutation({
    mutationFn: async (scan: Scan) => {
      const scanId = crypto.randomUUID();
      for (let attempt = 1; ; attempt++) {
        try {
          return await callRoute(ordersRoutes.saveLine, {
            body: { serviceId, orderId: latest.current.orderId, planogramId: null, scanId, ...scan },
          });
        } catch (error) {
          if (answered(error) || attempt >= ATTEMPTS) throw error;
          await pause(500 * attempt);
        }
      }
    },
  });
  const { mutateAsync } = send;
  const enqueue = useCallback(
    (scan: Scan) => {
      setPending((n) => n + 1);
      chain.current = chain.current.then(async () => {
        try {
          await latest.current.onLines(await mutateAsync(scan));
          setLast({ scan, ok: true, message: s.scanned(scan.quantity, scan.upc, scan.isDelete) });
        } catch (error) {
          if (!answered(error)) latest.current.onLost();
          setLast({ scan, ok: false, message: answered(error) ? messagesOf(error).join(' ') : s.networkError });
        } finally {
          setPending((n) => n - 1);
        }
      });
    },
    [mutateAsync],
  );
  return { enqueue, pending, last };
}
