import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/config.ts';
import { lazyPackageCommands } from '../../infra/constructs/lazy-packages.ts';
import { bundleAsShelflineFunction } from '../support/function-bundle.ts';
import { pdfText } from '../support/pdf-text.ts';

/*
 * pdfkit in a Lambda asset: the invoice renderer bundled as ShelflineFunction bundles a family that lists pdfkit in its
 * `lazyPackages`, pdfkit built beside it by the very shell commands of CDK's afterBundling hook, and the bundle run by
 * Node outside the repo (no node_modules to fall back on). Its standard fonts load from the shipped package
 * (infra/constructs/lazy-package-files.ts) and the PDF says what the model says.
 */

const assetDir = mkdtempSync(join(tmpdir(), 'shelfline-pdfkit-asset-'));
afterAll(() => rmSync(assetDir, { recursive: true, force: true }));

describe('pdfkit as a lazy package', () => {
  it('renders an invoice from the bundled function, with the fonts shipped beside the bundle', async () => {
    const hook = spawnSync('bash', ['-c', lazyPackageCommands(['pdfkit'], assetDir).join(' && ')], {
      encoding: 'utf8',
    });
    expect(hook.status, hook.stderr).toBe(0);
    expect(existsSync(join(assetDir, 'node_modules/pdfkit/standard-fonts/Helvetica.cjs'))).toBe(true);

    const entry = join(assetDir, 'entry.ts');
    writeFileSync(
      entry,
      `import { renderInvoicePdf } from ${JSON.stringify(join(REPO_ROOT, 'functions/documents/invoice-pdf.ts'))};
export const handler = async () => (await renderInvoicePdf({
  title: 'INVOICE', number: '4711', from: ['Shelfline Inc.'], to: ['Acme Foods'], meta: [['Date', '2026-11-26']],
  sections: [{ heading: 'Services', columns: [{ header: 'Job', width: 3 }, { header: 'Amount', width: 1, align: 'right' }], rows: [['Shampoo reset', '$62.50']] }],
  totals: [{ label: 'Total', value: '$62.50', bold: true }],
})).toString('base64');`,
    );
    const outfile = join(assetDir, 'index.mjs');
    await bundleAsShelflineFunction(entry, outfile, ['pdfkit']);
    // The import stays dynamic: pdfkit's code is not in the bundle the cold start parses.
    const bundle = readFileSync(outfile, 'utf8');
    expect(/import\(\s*["']pdfkit["']\s*\)/.test(bundle)).toBe(true);
    expect(bundle.includes('Helvetica-Bold')).toBe(true);
    expect(bundle.includes('standardGlyphNames')).toBe(false);

    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `process.stdout.write(await (await import(${JSON.stringify(outfile)})).handler())`],
      { cwd: assetDir, encoding: 'utf8', maxBuffer: 10 * 1024 * 1024 },
    );
    expect(run.status, run.stderr).toBe(0);
    const text = await pdfText(Buffer.from(run.stdout, 'base64'));
    for (const expected of ['INVOICE', 'No. 4711', 'Acme Foods', 'Shampoo reset', '$62.50', '1 / 1']) {
      expect(text).toContain(expected);
    }
  });
});
