import { describe, expect, it } from 'vitest';
import { statusOfGuardDutyTag } from './guardduty-verdict.ts';
import { scanMode, scanUpload, signatureVerdict } from './scanner.ts';

const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

describe('the malware scan', () => {
  it('finds the EICAR test string and executables', () => {
    expect(signatureVerdict(Buffer.from(EICAR))).toEqual({
      status: 'infected',
      threat: 'contains a virus (EICAR test signature)',
    });
    expect(signatureVerdict(Buffer.from('MZ\x90\x00'))).toMatchObject({
      status: 'infected',
      threat: 'is a Windows program',
    });
    expect(signatureVerdict(Buffer.from('%PDF-1.4'))).toEqual({ status: 'clean' });
  });

  it('keeps GuardDuty uploads pending, but refuses at once what the signature already knows', () => {
    expect(scanUpload(Buffer.from('%PDF-1.4'), 'guardduty')).toEqual({ status: 'pending' });
    expect(scanUpload(Buffer.from(EICAR), 'guardduty').status).toBe('infected');
    expect(scanUpload(Buffer.from('%PDF-1.4'), 'signature')).toEqual({ status: 'clean' });
  });

  it('reads the mode from MALWARE_SCAN and GuardDuty tags as verdicts', () => {
    expect(scanMode('signature')).toBe('signature');
    expect(scanMode('guardduty')).toBe('guardduty');
    expect(statusOfGuardDutyTag('NO_THREATS_FOUND')).toBe('clean');
    expect(statusOfGuardDutyTag('THREATS_FOUND')).toBe('infected');
    expect(statusOfGuardDutyTag('FAILED')).toBeUndefined();
    expect(statusOfGuardDutyTag(undefined)).toBeUndefined();
  });
});
