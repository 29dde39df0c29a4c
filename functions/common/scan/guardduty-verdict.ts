/** GuardDuty Malware Protection for S3 tags each scanned object with this key (brief §3.4). */
export const GUARDDUTY_TAG = 'GuardDutyMalwareScanStatus';

/**
 * The stored scan status a GuardDuty tag value means; undefined while the object has no verdict yet.
 * UNSUPPORTED (an object GuardDuty cannot scan, e.g. an encrypted archive) is released: the file manager never opens
 * archives, and holding such a file back forever would lose it for its owner. ACCESS_DENIED and FAILED are problems
 * of the deployment, not verdicts: the file stays pending (and the reader logs it).
 */
export function statusOfGuardDutyTag(value: string | undefined): 'clean' | 'infected' | undefined {
  if (value === 'NO_THREATS_FOUND' || value === 'UNSUPPORTED') return 'clean';
  if (value === 'THREATS_FOUND') return 'infected';
  return undefined;
}
