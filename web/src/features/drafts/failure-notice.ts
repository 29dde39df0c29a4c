import type { Notice } from '../../app/providers/notifications.tsx';
import { messagesOf } from '../../lib/api-client.ts';

/**
 * The error toast of a failed draft call (000 §8.2): the spec's sentence, with the server's reasons under it; when
 * the server already answered with that sentence it is shown once. Stays until dismissed (000 §8.1).
 */
export function failureNotice(sentence: string, error: unknown): Notice {
  const reasons = messagesOf(error);
  const stem = sentence.replace(/\s*\(.*$/, '').replace(/\.$/, '');
  if (reasons.some((r) => r.startsWith(stem))) return { type: 'error', content: reasons, autoClose: false };
  return { type: 'error', header: sentence, content: reasons.length ? reasons : sentence, autoClose: false };
}
