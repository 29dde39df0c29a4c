import type { FileLink, FileRow, Folder } from '@shelfline/shared/contracts/file-manager.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { objectSize, stagingKey } from '../../functions/data/files/file-objects.ts';
import { findFile, setScanStatus } from '../../functions/data/files/files.repository.ts';
import {
  makeFolderPath,
  postFiles,
  putStaged,
  runTag,
  SAMPLE_FILES,
  stageUploads,
  uploadFile,
} from '../support/file-manager-fixtures.ts';
import { api, tokensOf } from '../support/local-stack.ts';

/*
 * Files in and out of the file manager (brief §3, §4f, §9): the three upload forms, types by content, the scan,
 * names that cannot reach a key, previews, downloads and their presigned links, and the scan gate.
 */

type Errors = { errors: Record<string, string[]> | string };

const tokens = { admin: '', am: '', merch: '' };
const tag = runTag();
/** A level-2 folder (everyone's root) and its level-1 parent (admins only). */
let top: Folder;
let folder: Folder;

const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
const EXE = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const HTML = () => Buffer.from('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>');
/** A PDF of `bytes` bytes (its header first, then filler). */
const bigPdf = (bytes: number) =>
  Buffer.concat([SAMPLE_FILES.pdf(), Buffer.alloc(Math.round(bytes) - SAMPLE_FILES.pdf().length, 0x20)]);

const filesOf = async (folderId: number) =>
  (await api<FileRow[]>('GET', `FileManagement/folders/${folderId}/files`, { token: tokens.admin })).body;

beforeAll(async () => {
  [tokens.admin, tokens.am, tokens.merch] = await tokensOf('admin', 'am', 'merch');
  [top, folder] = (await makeFolderPath(tokens.admin, 'internal', `Up ${tag}`, `Up2 ${tag}`)) as [Folder, Folder];
});

describe('multipart uploads', () => {
  it('keeps several files, names a taken one " (2)", " (3)", answers compact rows', async () => {
    const first = await postFiles(tokens.am, 'internal', folder.folderId, [
      { name: 'Plan.pdf', bytes: SAMPLE_FILES.pdf() },
      { name: 'stores.csv', bytes: SAMPLE_FILES.csv() },
      { name: 'shelf.png', bytes: SAMPLE_FILES.png() },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.files.map((f) => [f.fileName, f.contentType])).toEqual([
      ['Plan.pdf', 'application/pdf'],
      ['stores.csv', 'text/csv'],
      ['shelf.png', 'image/png'],
    ]);
    const again = await uploadFile(tokens.am, 'internal', folder.folderId, 'plan.PDF', SAMPLE_FILES.pdf());
    const third = await uploadFile(tokens.am, 'internal', folder.folderId, 'Plan.pdf', SAMPLE_FILES.pdf());
    expect([again.fileName, third.fileName]).toEqual(['plan (2).PDF', 'Plan (3).pdf']);
    expect(again).toMatchObject({ uploadedBy: 'am', scanStatus: 'clean', version: 1 });
  });

  it('refuses more than 4 MB in all (413 naming files) and keeps nothing', async () => {
    const before = (await filesOf(folder.folderId)).length;
    const tooBig = await postFiles(tokens.admin, 'internal', folder.folderId, [
      { name: 'a.pdf', bytes: bigPdf(2.1 * 1024 * 1024) },
      { name: 'b.pdf', bytes: bigPdf(2.1 * 1024 * 1024) },
    ]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors).toHaveProperty('files');
    expect((await filesOf(folder.folderId)).length).toBe(before);
  });

  it('judges files by their bytes: HTML named .pdf, an EXE named .jpg, a PNG named .pdf are refused', async () => {
    const before = (await filesOf(folder.folderId)).length;
    const cases = [
      { name: 'evil.pdf', bytes: HTML(), says: 'evil.pdf is an HTML page' },
      { name: 'photo.jpg', bytes: EXE(), says: 'photo.jpg is a Windows program' },
      { name: 'chart.pdf', bytes: SAMPLE_FILES.png(), says: 'its name must end in .png' },
      { name: 'logo.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), says: 'SVG' },
      { name: 'run.sh', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n'), says: 'a script' },
    ];
    for (const { name, bytes, says } of cases) {
      const refused = await postFiles(tokens.admin, 'internal', folder.folderId, [
        { name: 'fine.pdf', bytes: SAMPLE_FILES.pdf() },
        { name, bytes, type: 'application/pdf' },
      ]);
      expect(refused.status, name).toBe(400);
      expect((refused.body.errors as Record<string, string[]>).files?.[0]).toContain(says);
    }
    expect((await filesOf(folder.folderId)).length).toBe(before);
  });

  it('refuses the EICAR test file as a virus and keeps nothing', async () => {
    const before = (await filesOf(folder.folderId)).length;
    const virus = await postFiles(tokens.admin, 'internal', folder.folderId, [
      { name: 'eicar.txt', bytes: Buffer.from(EICAR) },
    ]);
    expect(virus.status).toBe(400);
    expect(virus.body.errors).toEqual({
      files: ['eicar.txt contains a virus (EICAR test signature) and was not kept.'],
    });
    expect((await filesOf(folder.folderId)).length).toBe(before);
  });

  it('stores path-like and bidi names safely, under a key of its own', async () => {
    const traversal = await uploadFile(tokens.admin, 'internal', folder.folderId, '../../x.txt', SAMPLE_FILES.text());
    expect(traversal.fileName).toBe('x.txt');
    const spoof = await uploadFile(
      tokens.admin,
      'internal',
      folder.folderId,
      'invoice\u202Egnp.pdf',
      SAMPLE_FILES.pdf(),
    );
    expect(spoof.fileName).toBe('invoicegnp.pdf');
    const stored = await findFile(spoof.fileId);
    expect(stored?.s3Key).toBe(`filemanager/internal/${spoof.fileId}`);
    const renamed = await api<FileRow>('PUT', `FileManagement/files/${traversal.fileId}`, {
      token: tokens.admin,
      body: { fileName: '..\\..\\etc/passwd', version: 1 },
    });
    expect(renamed.body.fileName).toBe('etcpasswd.txt');
    expect((await findFile(traversal.fileId))?.s3Key).toBe(`filemanager/internal/${traversal.fileId}`);
  });

  it('lets only writers upload (403) and only into visible folders (404)', async () => {
    const merch = await postFiles(tokens.merch, 'internal', folder.folderId, [
      { name: 'a.pdf', bytes: SAMPLE_FILES.pdf() },
    ]);
    expect(merch.status).toBe(403);
    const amTop = await postFiles(tokens.am, 'internal', top.folderId, [{ name: 'a.pdf', bytes: SAMPLE_FILES.pdf() }]);
    expect(amTop.status).toBe(404);
  });
});

describe('staged uploads', () => {
  it('declares, PUTs and keeps a large file; it downloads through a presigned link of its own', async () => {
    const bytes = bigPdf(5 * 1024 * 1024);
    const [staged] = await stageUploads(tokens.am, 'internal', folder.folderId, [
      { fileName: 'Big plan.pdf', size: bytes.length },
    ]);
    if (!staged) throw new Error('no upload');
    expect(staged.headers).toEqual({ 'Content-Type': 'application/octet-stream' });
    expect(await putStaged(staged, bytes)).toBe(200);
    const kept = await api<{ files: FileRow[] }>('POST', `FileManagement/folders/${folder.folderId}/files`, {
      token: tokens.am,
      body: { uploadIds: [staged.uploadId] },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    const [row] = kept.body.files as [FileRow];
    expect(row).toMatchObject({ fileName: 'Big plan.pdf', size: bytes.length, contentType: 'application/pdf' });
    expect(await objectSize(stagingKey(staged.uploadId))).toBeUndefined();

    // Consumed once.
    const again = await api<Errors>('POST', `FileManagement/folders/${folder.folderId}/files`, {
      token: tokens.am,
      body: { uploadIds: [staged.uploadId] },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toHaveProperty('uploadIds');

    const link = await api<FileLink>('GET', `FileManagement/files/${row.fileId}/download`, { token: tokens.merch });
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ fileName: 'Big plan.pdf' });
    const fetched = await fetch(link.body.url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);
    const preview = await api<FileLink>('GET', `FileManagement/files/${row.fileId}`, { token: tokens.merch });
    expect(preview.body.url).toContain('inline');
  });

  it('refuses an object larger than declared (413 naming uploadIds) and deletes it', async () => {
    const [staged] = await stageUploads(tokens.admin, 'internal', folder.folderId, [
      { fileName: 'small.pdf', size: 1024 },
    ]);
    if (!staged) throw new Error('no upload');
    await putStaged(staged, bigPdf(5 * 1024 * 1024));
    const kept = await api<Errors>('POST', `FileManagement/folders/${folder.folderId}/files`, {
      token: tokens.admin,
      body: { uploadIds: [staged.uploadId] },
    });
    expect(kept.status).toBe(413);
    expect(kept.body.errors).toHaveProperty('uploadIds');
    expect(await objectSize(stagingKey(staged.uploadId))).toBeUndefined();
  });

  it("refuses someone else's upload, another folder's, one never PUT, a type by content, and more than 100 MB", async () => {
    const [staged] = await stageUploads(tokens.admin, 'internal', folder.folderId, [{ fileName: 'x.pdf', size: 200 }]);
    if (!staged) throw new Error('no upload');
    const keep = (token: string, folderId: number) =>
      api<Errors>('POST', `FileManagement/folders/${folderId}/files`, {
        token,
        body: { uploadIds: [staged.uploadId] },
      });
    expect((await keep(tokens.admin, folder.folderId)).status).toBe(400); // not uploaded yet
    await putStaged(staged, HTML());
    expect((await keep(tokens.am, folder.folderId)).status).toBe(400);
    expect((await keep(tokens.admin, top.folderId)).status).toBe(400);
    const byType = await keep(tokens.admin, folder.folderId);
    expect(byType.status).toBe(400);
    expect(JSON.stringify(byType.body.errors)).toContain('x.pdf is an HTML page');
    const huge = await api<Errors>('POST', `FileManagement/folders/${folder.folderId}/files`, {
      token: tokens.admin,
      body: { stage: [{ fileName: 'huge.mp4', size: 101 * 1024 * 1024 }] },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.errors).toHaveProperty(['stage.0.size']);
  });
  it('finds the macros of a large Office file in its central directory, past the first 4 KB', async () => {
    const local = (name: string) =>
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(name, 'latin1')]);
    const central = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x01, 0x02]),
      Buffer.alloc(42),
      Buffer.from('word/vbaProject.bin'),
    ]);
    const docm = Buffer.concat([
      local('[Content_Types].xml'),
      local('word/document.xml'),
      Buffer.alloc(20_000, 0x41),
      central,
    ]);
    const [staged] = await stageUploads(tokens.admin, 'internal', folder.folderId, [
      { fileName: 'macro.docx', size: docm.length },
    ]);
    if (!staged) throw new Error('no upload');
    await putStaged(staged, docm);
    const kept = await api<Errors>('POST', `FileManagement/folders/${folder.folderId}/files`, {
      token: tokens.admin,
      body: { uploadIds: [staged.uploadId] },
    });
    expect(kept.status).toBe(400);
    expect(JSON.stringify(kept.body.errors)).toContain('macro.docx is an Office file with macros');
  });
});

describe('previews and downloads', () => {
  let pdf: FileRow;
  let csv: FileRow;

  beforeAll(async () => {
    pdf = await uploadFile(tokens.admin, 'internal', folder.folderId, 'Résumé ✓.pdf', SAMPLE_FILES.pdf());
    csv = await uploadFile(tokens.admin, 'internal', folder.folderId, 'units.csv', SAMPLE_FILES.csv());
  });

  it('previews a PDF inline and refuses to preview other types (415)', async () => {
    const preview = await api<string>('GET', `FileManagement/files/${pdf.fileId}`, { token: tokens.merch });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(preview.headers.get('content-disposition')).toMatch(
      /^inline; .*filename\*=UTF-8''R%C3%A9sum%C3%A9%20%E2%9C%93\.pdf/,
    );
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
    const notPreviewable = await api<Errors>('GET', `FileManagement/files/${csv.fileId}`, { token: tokens.merch });
    expect(notPreviewable.status).toBe(415);
    expect(notPreviewable.body.errors).toBe('This file cannot be previewed; download it instead.');
  });

  it('downloads as an attachment under the original name; other types as octet-stream', async () => {
    const download = await api<string>('GET', `FileManagement/files/${csv.fileId}/download`, { token: tokens.merch });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="units.csv"; filename*=UTF-8''units.csv`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.body).toBe(SAMPLE_FILES.csv().toString());
  });

  it('gives no link before the access check: a level-1 file is 404 for a merchandiser, large or small', async () => {
    const bytes = bigPdf(4 * 1024 * 1024 + 10);
    const [staged] = await stageUploads(tokens.admin, 'internal', top.folderId, [
      { fileName: 'top.pdf', size: bytes.length },
    ]);
    if (!staged) throw new Error('no upload');
    await putStaged(staged, bytes);
    const kept = await api<{ files: FileRow[] }>('POST', `FileManagement/folders/${top.folderId}/files`, {
      token: tokens.admin,
      body: { uploadIds: [staged.uploadId] },
    });
    const fileId = kept.body.files[0]?.fileId;
    const denied = await api<Errors>('GET', `FileManagement/files/${fileId}/download`, { token: tokens.merch });
    expect(denied.status).toBe(404);
    expect(JSON.stringify(denied.body)).not.toContain('http');
    expect(
      (await api<FileLink>('GET', `FileManagement/files/${fileId}/download`, { token: tokens.admin })).body.url,
    ).toBeTruthy();
  });

  it('holds a file back while its scan is pending (409) and refuses an infected one (403)', async () => {
    const file = await uploadFile(tokens.admin, 'internal', folder.folderId, 'held.pdf', SAMPLE_FILES.pdf());
    const stored = await findFile(file.fileId);
    if (!stored) throw new Error('not stored');
    await setScanStatus(stored, 'pending');
    const pending = await api<Errors>('GET', `FileManagement/files/${file.fileId}/download`, { token: tokens.admin });
    expect(pending.status).toBe(409);
    expect(pending.body.errors).toBe('The file is being checked for viruses. Try again in a moment.');
    await setScanStatus(stored, 'infected');
    expect((await api('GET', `FileManagement/files/${file.fileId}`, { token: tokens.admin })).status).toBe(403);
  });
});
