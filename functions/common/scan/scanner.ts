import { ENV } from '../../registry.ts';
import { executableKind } from '../file-types.ts';

/*
 * The malware scan (brief §3.4). One scanner per deployment, chosen by MALWARE_SCAN (registry.ts ENV.malwareScan):
 * - `signature` (locally and in tests; the default where the AWS endpoints point at emulators): a synchronous check of
 *   the first bytes for the EICAR test string and executables (MZ, ELF, Mach-O), so the flow is testable with real
 *   files; no ClamAV (nothing can be fetched into the local stack);
 * - `guardduty` (AWS; the API stack sets it): GuardDuty Malware Protection for S3 scans each new object of the files
 *   bucket and tags it `GuardDutyMalwareScanStatus`; a stored file starts `pending` and its first download reads the
 *   tag (guardduty-verdict.ts) and records clean or infected.
 */

export type ScanMode = 'signature' | 'guardduty';

/** What a scan of the first bytes says when the upload arrives. */
export type UploadVerdict =
  | { status: 'clean' }
  /** Kept, but not downloadable until the asynchronous scan has answered. */
  | { status: 'pending' }
  /** Refused: nothing is kept. `threat` says what was found, after the file's name ('contains a virus (…)'). */
  | { status: 'infected'; threat: string };

/** The EICAR test file's signature: every scanner reports it, so tests exercise the refusal with a harmless file. */
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

export function scanMode(value = process.env[ENV.malwareScan]): ScanMode {
  if (value === 'signature' || value === 'guardduty') return value;
  return process.env.AWS_ENDPOINT_URL || process.env.AWS_ENDPOINT_URL_S3 ? 'signature' : 'guardduty';
}

/** The signature check: EICAR anywhere in the first bytes, or an executable header. */
export function signatureVerdict(firstBytes: Buffer): UploadVerdict {
  if (firstBytes.includes(EICAR, 0, 'latin1'))
    return { status: 'infected', threat: 'contains a virus (EICAR test signature)' };
  const executable = executableKind(firstBytes);
  if (executable) return { status: 'infected', threat: `is ${executable}` };
  return { status: 'clean' };
}

/** The verdict on an upload's first bytes under `mode`: GuardDuty answers later, so its uploads start pending. */
export function scanUpload(firstBytes: Buffer, mode: ScanMode = scanMode()): UploadVerdict {
  const signature = signatureVerdict(firstBytes);
  // Even under GuardDuty, what the signature check already knows is refused at once (nothing to wait for).
  if (signature.status === 'infected' || mode === 'signature') return signature;
  return { status: 'pending' };
}
