import { randomUUID } from 'node:crypto';
import type { FileRow, Folder, StagedUpload } from '@shelfline/shared/contracts/file-manager.contract';
import { putItems } from '../../functions/data/batch.ts';
import { type FmFile, FmFileEntity } from '../../functions/data/entities/fm-file.entity.ts';
import { firstAudit, toItem } from '../../functions/data/entity.ts';
import { fileKey } from '../../functions/data/files/file-objects.ts';
import { type FileCallMeasure, runInChild } from './child-process.ts';
import { type BenchRow, benchApi, type DynamoCounters, measureCall } from './measure.ts';

export interface FilesBenchOptions {
  url: string;
  /** admin's token. */
  token: string;
  counters: DynamoCounters;
  iterations: number;
  say?: (line: string) => void;
}

const LISTED_FILES = 5000;
const BIG_FILE_BYTES = 100 * 1024 * 1024;

/**
 * The file manager at the scale: a 100 MB file uploaded the staged way (declare, PUT straight to S3, then the
 * server's re-verification and copy, measured in a child process for time and RSS growth) and downloaded through its
 * presigned link; a folder of 5,000 files listed; the folder tree listed. DynamoDB requests and capacity per call.
 */
export async function benchFiles(options: FilesBenchOptions): Promise<BenchRow[]> {
  const say = options.say ?? ((line: string) => console.log(line));
  const admin = benchApi(options.url, options.token);
  const stamp = Date.now();
  const folder = async (fullName: string) => {
    const answer = await admin<Folder>('POST', 'FileManagement/folders', { fullName, parentId: 0 });
    if (answer.status !== 201) throw new Error(`create folder answered ${answer.status}`);
    return answer.body.folderId;
  };
  const bigFolderId = await folder(`Bench big ${stamp}`);
  const rows: BenchRow[] = [];

  say('Uploading 100 MB the staged way…');
  const stage = await measureCall(options.counters, 'POST …/files { stage } (one 100 MB file declared)', 1, () =>
    admin<{ uploads: StagedUpload[] }>('POST', `FileManagement/folders/${bigFolderId}/files`, {
      stage: [{ fileName: 'bench-100mb.pdf', size: BIG_FILE_BYTES }],
    }),
  );
  const upload = stage.last.body.uploads[0];
  if (!upload) throw new Error('stage answered no upload');
  rows.push(stage.row);
  const bytes = Buffer.alloc(BIG_FILE_BYTES, 0x20);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  const putStarted = performance.now();
  const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: bytes });
  if (!put.ok) throw new Error(`PUT to the presigned URL answered ${put.status}`);
  rows.push({ call: 'PUT 100 MB to the presigned URL (browser → S3, no Lambda)', 'median ms': ms(putStarted) });
  const completed = await runInChild<FileCallMeasure>('scripts/bench/files-complete-child.ts', {
    folderId: bigFolderId,
    uploadId: upload.uploadId,
  });
  rows.push({
    call: 'POST …/files { uploadIds } (re-verify size, type and scan, copy; child process)',
    'median ms': completed.ms,
    'RSS growth MB': completed.rssGrowthMb,
    'maxRSS MB': completed.maxRssMb,
  });
  const [file] = (await admin<FileRow[]>('GET', `FileManagement/folders/${bigFolderId}/files`)).body;
  if (!file) throw new Error('the uploaded file is not listed');
  const link = await measureCall(
    options.counters,
    'GET …/files/{id}/download (100 MB: checks, then a presigned link)',
    options.iterations,
    () => admin<{ url: string }>('GET', `FileManagement/files/${file.fileId}/download`),
  );
  rows.push(link.row);
  const downloadStarted = performance.now();
  const downloaded = await fetch(link.last.body.url);
  const received = (await downloaded.arrayBuffer()).byteLength;
  if (received !== BIG_FILE_BYTES) throw new Error(`downloaded ${received} bytes of ${BIG_FILE_BYTES}`);
  rows.push({ call: 'GET the presigned link (100 MB, S3 → client)', 'median ms': ms(downloadStarted) });

  say(`Seeding a folder of ${LISTED_FILES.toLocaleString('en-CA')} files…`);
  const listFolderId = await folder(`Bench list ${stamp}`);
  await seedFiles(listFolderId, LISTED_FILES);
  const list = await measureCall(
    options.counters,
    `GET FileManagement/folders/{id}/files (${LISTED_FILES.toLocaleString('en-CA')} files)`,
    options.iterations,
    () => admin<FileRow[]>('GET', `FileManagement/folders/${listFolderId}/files`),
  );
  if (list.last.body.length !== LISTED_FILES) throw new Error(`listed ${list.last.body.length} files`);
  rows.push(list.row);
  const tree = await measureCall(
    options.counters,
    'GET FileManagement/folders (the demo tree + 2)',
    options.iterations,
    () => admin<Folder[]>('GET', 'FileManagement/folders'),
  );
  rows.push(tree.row);
  return rows;
}

const ms = (started: number) => Math.round(performance.now() - started);

/** File items only (the list reads nothing else); their objects are not needed to list them. */
async function seedFiles(folderId: number, count: number): Promise<void> {
  const audit = firstAudit('bench');
  const items = Array.from({ length: count }, (_, i) => {
    const id = randomUUID();
    const file: FmFile = {
      id,
      variant: 'internal',
      folderId,
      fileName: `Store visit ${String(i + 1).padStart(5, '0')}.pdf`,
      extension: 'pdf',
      size: 48_000 + i,
      contentType: 'application/pdf',
      s3Key: fileKey('internal', id),
      scanStatus: 'clean',
      uploadDate: audit.createdAt,
      uploadedBy: 'bench',
    };
    return { ...toItem(FmFileEntity, file, audit) };
  });
  await putItems(items, { lanes: 4 });
}
