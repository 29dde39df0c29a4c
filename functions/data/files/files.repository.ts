import {
  type FileManagerVariant,
  type FileRow,
  fileExistsMessage,
  type ScanStatus,
} from '@shelfline/shared/contracts/file-manager.contract';
import { env } from '../../common/env.ts';
import { ConflictError, NotFoundError } from '../../common/http-errors.ts';
import { type FmFile, FmFileEntity, FmFileName, FmFilePatterns, fmFileKey } from '../entities/fm-file.entity.ts';
import { uniqueMarkerItem } from '../entities/unique-marker.entity.ts';
import { type Audit, firstAudit, fromItem, type Keys, nextAudit, toItem, uniqueKey } from '../entity.ts';
import { queryPattern } from '../query-pattern.ts';
import type { TransactItem } from '../repository.ts';
import { addToCount } from './folders.repository.ts';
import { transact } from './transaction.ts';

/*
 * Files of the file manager's folders. A name is unique in its folder (case-insensitive, a marker item); a new file
 * whose name is taken gets ' (2)', ' (3)'… (brief F8): nothing is ever overwritten. The folder's `fileCount` moves in
 * the same transaction as the file.
 */

export type StoredFile = FmFile & Audit;

const table = () => env.tableName;
/** The marker of the record's name (a name is never empty: sanitising gives 'file', the schema requires one). */
const nameMarker = (file: FmFile): Keys => uniqueKey(FmFileEntity, FmFileName, file) ?? { pk: 'UNIQUE#', sk: 'UNIQUE' };

/** The attributes of a row: a folder of 5,000 files answers its rows, not its items (one Query). */
const ROW_FIELDS = ['id', 'fileName', 'uploadDate', 'size', 'contentType', 'uploadedBy', 'scanStatus', 'version'];

export async function listFileRows(variant: FileManagerVariant, folderId: number): Promise<FileRow[]> {
  const rows: FileRow[] = [];
  const projection = {
    ProjectionExpression: ROW_FIELDS.map((_, i) => `#r${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(ROW_FIELDS.map((field, i) => [`#r${i}`, field])),
  };
  for await (const item of queryPattern(FmFilePatterns, 'ofFolder', [variant, folderId], projection)) {
    const { id, ...row } = item as Record<string, unknown>;
    rows.push({ fileId: id, ...row } as FileRow);
  }
  return rows;
}

/** A file by its id (gsi1), in either tree: the caller checks the variant and the folder's visibility. */
export async function findFile(id: string): Promise<StoredFile | undefined> {
  for await (const item of queryPattern(FmFilePatterns, 'byId', [id], { Limit: 1 })) return fromItem<FmFile>(item);
  return undefined;
}

export function rowOf(file: StoredFile): FileRow {
  return {
    fileId: file.id,
    fileName: file.fileName,
    uploadDate: file.uploadDate,
    size: file.size,
    contentType: file.contentType,
    uploadedBy: file.uploadedBy,
    scanStatus: file.scanStatus,
    version: file.version,
  };
}

/** `report.pdf` → `report (2).pdf`: the n-th name tried for a new file whose name is taken (the typed case kept). */
export function numberedName(fileName: string, extension: string, n: number): string {
  if (n === 1) return fileName;
  const dot = extension ? fileName.length - extension.length - 1 : fileName.length;
  return `${fileName.slice(0, dot)} (${n})${fileName.slice(dot)}`;
}

/** Attempts at a free name before giving up (a folder with 200 copies of one name is not a real case). */
const NAME_ATTEMPTS = 200;

/** Writes a new file under its name, or the first free numbered one; 404 when its folder was deleted meanwhile. */
export async function createFile(file: FmFile, by: string): Promise<StoredFile> {
  const audit = firstAudit(by);
  for (let n = 1; n <= NAME_ATTEMPTS; n++) {
    const named: FmFile = { ...file, fileName: numberedName(file.fileName, file.extension, n) };
    const items: TransactItem[] = [
      {
        Put: {
          TableName: table(),
          Item: toItem(FmFileEntity, named, audit),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: table(),
          Item: uniqueMarkerItem(nameMarker(named), named.id),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      addToCount(file.variant, file.folderId, 'fileCount', 1),
    ];
    const taken = await transact(items, (index) => (index === 1 ? NAME_TAKEN : folderGone())).then(
      () => false,
      (error: unknown) => {
        if (error === NAME_TAKEN) return true;
        throw error;
      },
    );
    if (!taken) return { ...named, ...audit };
  }
  throw new ConflictError({ files: [fileExistsMessage(file.fileName)] });
}

const NAME_TAKEN = new Error('name taken');

/** Renames a file if its version is still `expectedVersion`; 409 when another file of the folder has the name. */
export async function renameFile(
  current: StoredFile,
  fileName: string,
  expectedVersion: number,
  by: string,
): Promise<StoredFile> {
  const renamed: FmFile = { ...fileOf(current), fileName };
  const audit = nextAudit({ ...current, version: expectedVersion }, by);
  const markerChanged = nameMarker(renamed).pk !== nameMarker(current).pk;
  const items: TransactItem[] = [
    {
      Update: {
        TableName: table(),
        Key: fmFileKey(current.variant, current.folderId, current.id),
        UpdateExpression: 'SET fileName = :name, version = :next, modifiedAt = :at, modifiedBy = :by',
        ConditionExpression: 'version = :expected',
        ExpressionAttributeValues: {
          ':name': fileName,
          ':next': audit.version,
          ':at': audit.modifiedAt,
          ':by': by,
          ':expected': expectedVersion,
        },
      },
    },
    ...(markerChanged
      ? [
          {
            Put: {
              TableName: table(),
              Item: uniqueMarkerItem(nameMarker(renamed), current.id),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Delete: { TableName: table(), Key: nameMarker(current) } },
        ]
      : []),
  ];
  await transact(items, (index) =>
    index === 0
      ? new ConflictError(`File "${current.fileName}" was changed by someone else. Reload it and try again.`)
      : new ConflictError({ fileName: [fileExistsMessage(fileName)] }),
  );
  return { ...renamed, ...audit };
}

/** Deletes the item, its name marker, and one from its folder's count (the object is the caller's to delete). */
export async function removeFile(current: StoredFile): Promise<void> {
  await transact(
    [
      {
        Delete: {
          TableName: table(),
          Key: fmFileKey(current.variant, current.folderId, current.id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      { Delete: { TableName: table(), Key: nameMarker(current) } },
      addToCount(current.variant, current.folderId, 'fileCount', -1),
    ],
    () => new NotFoundError('File Not Found'),
  );
}

/** Records the asynchronous scan's verdict (GuardDuty); the version is left alone (no user edit). */
export async function setScanStatus(current: StoredFile, scanStatus: ScanStatus): Promise<void> {
  await transact(
    [
      {
        Update: {
          TableName: table(),
          Key: fmFileKey(current.variant, current.folderId, current.id),
          UpdateExpression: 'SET scanStatus = :status',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':status': scanStatus },
        },
      },
    ],
    () => new NotFoundError('File Not Found'),
  );
}

function fileOf(file: StoredFile): FmFile {
  const { id, variant, folderId, fileName, extension, size, contentType, s3Key, scanStatus, uploadDate, uploadedBy } =
    file;
  return { id, variant, folderId, fileName, extension, size, contentType, s3Key, scanStatus, uploadDate, uploadedBy };
}

const folderGone = () => new NotFoundError('The folder no longer exists.');
