import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/config.ts';
import { threadOutfile, workerThreadCommands } from '../../infra/constructs/worker-threads.ts';
import { docxResume, pdfResume } from '../fixtures/mail/resume-files.ts';
import { docResume } from '../fixtures/mail/word97-doc.ts';
import { bundleAsShelflineFunction } from '../support/function-bundle.ts';

/*
 * The résumé thread in a Lambda asset: the handler side bundled as ShelflineFunction bundles it, the thread built
 * beside it by the very shell commands of CDK's afterBundling hook, and both run by Node outside the repo (no
 * node_modules, no tsx). A PDF, a DOCX and a Word 97-2003 .doc read there give their text, not the "not readable" warning.
 */

const THREAD = 'domain/ats/resume/extract-thread.ts';
const assetDir = mkdtempSync(join(tmpdir(), 'shelfline-thread-asset-'));
afterAll(() => rmSync(assetDir, { recursive: true, force: true }));

describe('worker threads in a bundle', () => {
  it('reads a PDF, a DOCX and a .doc résumé in the thread shipped beside the handler', async () => {
    const hook = spawnSync('bash', ['-c', workerThreadCommands([THREAD], assetDir).join(' && ')], { encoding: 'utf8' });
    expect(hook.status, hook.stderr).toBe(0);
    expect(existsSync(threadOutfile(THREAD, assetDir))).toBe(true);

    const entry = join(assetDir, 'entry.ts');
    writeFileSync(
      entry,
      `import { extractResumeText } from ${JSON.stringify(join(REPO_ROOT, 'functions/domain/ats/resume/extract-resume-text.ts'))};
export const handler = async (files) => Promise.all(files.map(({ base64, contentType }) =>
  extractResumeText(Buffer.from(base64, 'base64'), contentType)));`,
    );
    const outfile = join(assetDir, 'index.mjs');
    await bundleAsShelflineFunction(entry, outfile);
    const files = [
      {
        base64: (await pdfResume(['Jane Bundled', 'Planogram resets'])).toString('base64'),
        contentType: 'application/pdf',
      },
      {
        base64: docxResume(['John Bundled', 'Forklift licence']).toString('base64'),
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      { base64: docResume(['Ann Bundled', 'Inventory counts']).toString('base64'), contentType: 'application/msword' },
    ];
    // A file, as Lambda's runtime imports the handler (no `--input-type` flag for the thread to inherit).
    const main = join(assetDir, 'main.mjs');
    writeFileSync(
      main,
      `const files = JSON.parse(process.argv[2]);
process.stdout.write(JSON.stringify(await (await import('./index.mjs')).handler(files)));`,
    );
    const run = spawnSync(process.execPath, [main, JSON.stringify(files)], {
      cwd: assetDir,
      encoding: 'utf8',
      maxBuffer: 10 * 1024 * 1024,
    });
    expect(run.status, run.stderr).toBe(0);
    const [pdf, docx, doc] = JSON.parse(run.stdout) as { text: string; warning?: string }[];
    expect(pdf?.warning).toBeUndefined();
    expect(pdf?.text).toContain('Planogram resets');
    expect(docx?.text).toContain('Forklift licence');
    expect(doc).toEqual({ text: 'Ann Bundled\nInventory counts' });
  });
});
