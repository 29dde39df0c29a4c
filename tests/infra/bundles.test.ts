import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_FUNCTIONS, EXPORT_RUN_WORKER } from '../../functions/registry.ts';
import { synthShelfline } from './support/synth.ts';

/** The staged asset directories of the synthesised app (one per bundled function). */
function assetDirs(): string[] {
  const { assembly } = synthShelfline();
  return readdirSync(assembly.directory)
    .filter((name) => name.startsWith('asset.'))
    .map((name) => join(assembly.directory, name))
    .filter((dir) => existsSync(join(dir, 'index.mjs')));
}

describe('function bundles', () => {
  it('ships each lazy package beside the bundle, not inside it, and the shipped package loads', () => {
    const withExcelDeclared = [...Object.values(API_FUNCTIONS), EXPORT_RUN_WORKER].filter((d) =>
      d.lazyPackages?.includes('exceljs'),
    );
    expect(withExcelDeclared.length).toBeGreaterThan(0);
    // One asset per function that declares it (the exports of the schedule, the Summary and order export; the planogram
    // import; the scheduled exports' worker), none elsewhere.
    const withExcel = assetDirs().filter((dir) => existsSync(join(dir, 'node_modules/exceljs/package.json')));
    expect(withExcel).toHaveLength(withExcelDeclared.length);
    for (const dir of withExcel) {
      const bundle = readFileSync(join(dir, 'index.mjs'), 'utf8');
      // The import stays dynamic and the workbook writer's code is not in the bundle the cold start parses.
      // (booleans, so a failure does not print a megabyte of bundle)
      expect(/import\(\s*["']exceljs["']\s*\)/.test(bundle), dir).toBe(true);
      expect(bundle.includes('[Content_Types].xml'), dir).toBe(false);
      expect(readFileSync(join(dir, 'node_modules/exceljs/index.cjs'), 'utf8').includes('[Content_Types].xml')).toBe(
        true,
      );
      const excel = createRequire(join(dir, 'index.mjs'))('exceljs') as {
        stream: { xlsx: { WorkbookWriter: unknown } };
      };
      expect(typeof excel.stream.xlsx.WorkbookWriter).toBe('function');
    }
  });

  it('keeps the AWS SDK packages other than DynamoDB out of every module scope', () => {
    const dirs = assetDirs();
    expect(dirs.length).toBeGreaterThan(20);
    for (const dir of dirs) {
      const bundle = readFileSync(join(dir, 'index.mjs'), 'utf8');
      const staticSdk = [...bundle.matchAll(/from\s*["'](@aws-sdk\/[^"']+)["']/g)].map((m) => m[1]);
      expect(
        staticSdk.filter((p) => p !== '@aws-sdk/client-dynamodb' && p !== '@aws-sdk/lib-dynamodb'),
        dir,
      ).toEqual([]);
    }
  });
});
