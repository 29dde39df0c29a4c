/*
 * How an outbox message is cut into SES calls (brief 5c, rule 5 of §12): SES takes at most 50 recipients a call and
 * counts its rate per recipient. The first batch carries every To and Cc address (at most 50 together, checked
 * before) and fills up with Bcc; the others are Bcc only. Each address is in exactly one batch, so nobody gets two
 * copies, and To/Cc are never repeated per Bcc batch.
 */

/** SES accepts at most 50 recipients per message. */
export const RECIPIENTS_PER_BATCH = 50;

export function envelopeBatches(
  visible: readonly string[],
  bcc: readonly string[],
  size: number = RECIPIENTS_PER_BATCH,
): string[][] {
  if (visible.length > size)
    throw new Error(`To and Cc hold ${visible.length} addresses; at most ${size} fit a batch.`);
  const first = [...visible, ...bcc.slice(0, size - visible.length)];
  const batches = first.length > 0 ? [first] : [];
  for (let i = size - visible.length; i < bcc.length; i += size) batches.push(bcc.slice(i, i + size));
  return batches;
}
