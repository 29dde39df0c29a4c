import { ses } from '../../common/aws/ses.ts';
import { env } from '../../common/env.ts';
import { MAIL_WORKER_CONCURRENCY } from '../../registry.ts';

/*
 * SES counts its sending rate per RECIPIENT, not per call (brief 5c, rule 4 of §12): a batch of 50 uses 50 of the
 * account's MaxSendRate. The mail worker waits before each batch until the previous ones fit the rate. Each worker
 * instance keeps its own pace, so with the event source's maxConcurrency of 2 each instance takes half the rate.
 */

/** How long GetAccount may take: the emulator answers it with an error, and a hung call must not hold a batch. */
const ACCOUNT_TIMEOUT_MS = 2_000;

export interface Pacer {
  /** Resolves when `recipients` more may be sent without passing the rate. */
  take(recipients: number): Promise<void>;
}

export function createPacer(
  recipientsPerSecond: number,
  clock: { now(): number; sleep(ms: number): Promise<void> } = {
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  },
): Pacer {
  let nextAt = 0;
  return {
    async take(recipients) {
      const wait = nextAt - clock.now();
      if (wait > 0) await clock.sleep(wait);
      nextAt = Math.max(clock.now(), nextAt) + (recipients * 1000) / recipientsPerSecond;
    },
  };
}

/**
 * The account's MaxSendRate (SES v2 GetAccount) when SES answers within 2 s, else MAIL_SEND_RATE (default 14, SES's
 * usual first production rate); this instance's share of it.
 */
export async function instanceSendRate(): Promise<number> {
  let rate = env.mailSendRate;
  try {
    const { sdk, client } = await ses();
    const account = await client.send(new sdk.GetAccountCommand({}), {
      abortSignal: AbortSignal.timeout(ACCOUNT_TIMEOUT_MS),
    });
    const max = account.SendQuota?.MaxSendRate;
    if (max && max > 0) rate = max;
  } catch {
    // No answer or no permission: the configured rate stands.
  }
  return rate / MAIL_WORKER_CONCURRENCY;
}
