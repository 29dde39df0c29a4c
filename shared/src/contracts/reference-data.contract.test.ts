import { describe, expect, it } from 'vitest';
import { CompanyInfoFormSchema, pleaseInput, TAX_PROVINCE_CODES } from './company-info.contract.ts';
import { CityCreateSchema, CityFormSchema } from './location.contract.ts';
import { LogNameParamsSchema } from './log.contract.ts';
import { SYSTEM_LISTS, SystemListItemCreateSchema } from './system-list.contract.ts';

describe('company info contract', () => {
  it("writes 'Please input {field}.' in lower case, keeping acronyms", () => {
    expect(pleaseInput('Company Name')).toBe('Please input company name.');
    expect(pleaseInput('SMTP Server')).toBe('Please input SMTP server.');
    expect(pleaseInput('HST Rate ON')).toBe('Please input HST rate ON.');
    expect(pleaseInput('Address 1')).toBe('Please input address 1.');
  });

  it('requires all 49 fields, a rate and a code per province or territory', () => {
    const result = CompanyInfoFormSchema.safeParse({});
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => String(issue.path[0])));
    expect(fields.size).toBe(49);
    for (const code of TAX_PROVINCE_CODES) {
      expect(fields.has(`taxHST${code}`)).toBe(true);
      expect(fields.has(`taxHST${code}Code`)).toBe(true);
    }
  });

  it('tells a missing number from a wrong one', () => {
    const issues = CompanyInfoFormSchema.safeParse({ taxGST: 'five' }).error?.issues ?? [];
    expect(issues.find((issue) => issue.path[0] === 'taxGST')?.message).toBe('GST Rate must be a number.');
    expect(issues.find((issue) => issue.path[0] === 'taxPST')?.message).toBe('Please input PST rate.');
  });
});

describe('city contract', () => {
  it('defaults the flags and requires a type with a travel charge', () => {
    expect(CityFormSchema.parse({ name: ' Sudbury ', travelCharge: 0 })).toEqual({
      name: 'Sudbury',
      travelCharge: 0,
      isTravelRegion: false,
      inactive: false,
    });
    const issues = CityFormSchema.safeParse({ name: 'Moosonee', travelCharge: 80 }).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['travelChargeType']);
    expect(CityCreateSchema.safeParse({ name: 'X', travelCharge: 0 }).success).toBe(false);
  });
});

describe('system list contract', () => {
  it('offers the nine codes of 001 §7, MTRTYP and PLNTYP read-only', () => {
    expect(SYSTEM_LISTS.map((list) => list.id)).toEqual([
      'PRDCAT',
      'EMPTYP',
      'EMPSTA',
      'LANG',
      'POSAPP',
      'WRKHRS',
      'MTRTYP',
      'PLNCAT',
      'PLNTYP',
    ]);
    expect(SYSTEM_LISTS.filter((list) => !list.allowEdit).map((list) => list.id)).toEqual(['MTRTYP', 'PLNTYP']);
    expect(SystemListItemCreateSchema.safeParse({ systemListId: 'XYZ', itemCode: 'A', value: 'B' }).success).toBe(
      false,
    );
  });
});

describe('log names', () => {
  it.each(['shelfline-2026-11-21', 'export_job.1', 'a'])('accepts %s', (id) => {
    expect(LogNameParamsSchema.safeParse({ id }).success).toBe(true);
  });
  it.each(['../etc/passwd', '..', '.hidden', 'a/b', 'a\\b', 'a..b', '', 'x'.repeat(201), 'a b', 'a%2Fb'])(
    'refuses %s',
    (id) => {
      expect(LogNameParamsSchema.safeParse({ id }).success).toBe(false);
    },
  );
});
