import * as z from 'zod';
import { requiredText } from './fields.ts';
import { VersionSchema } from './list.contract.ts';

/*
 * File manager (001 §2 File manager, §3-§7; brief §3, §4): two identical trees of folders and files, the internal one
 * (`FileManagement/...`) and the supplier-facing one (`FileManagement/UME/...`), which differ only in who reaches them
 * and in the UME folder permissions. Folder ids are numbers, file ids UUIDs; parentId 0 is the root.
 */

/** The two trees; a folder never moves between them. */
export const FILE_MANAGER_VARIANTS = ['internal', 'ume'] as const;
export type FileManagerVariant = (typeof FILE_MANAGER_VARIANTS)[number];

/** Longest folder or file name (brief §3.3). */
export const FILE_NAME_MAX = 200;
/** Deepest level a folder may sit at (level 1 = child of the root). */
export const FOLDER_DEPTH_MAX = 10;
/** Files per upload call, multipart or staged. */
export const UPLOAD_FILES_MAX = 20;
/** Multipart: all files of one request together (Lambda's 6 MB payload after base64, docs/decisions.md#uploads). */
export const MULTIPART_UPLOAD_BYTES = 4 * 1024 * 1024;
/** Staged (presigned PUT): one file. */
export const STAGED_UPLOAD_BYTES = 100 * 1024 * 1024;
/** Shown for a whole-supplier permission. */
export const ALL_USERS = '(all users)';

export const FILE_NOT_FOUND = 'File Not Found';
export const FOLDER_NOT_FOUND = 'Folder Not Found';
export const SCAN_PENDING_MESSAGE = 'The file is being checked for viruses. Try again in a moment.';
export const NOT_PREVIEWABLE_MESSAGE = 'This file cannot be previewed; download it instead.';
export const folderExistsMessage = (name: string) => `A folder named "${name}" already exists here.`;
export const folderNotEmptyMessage = (name: string) =>
  `Folder "${name}" is not empty. Delete or move what it holds first.`;
export const fileExistsMessage = (name: string) => `A file named "${name}" already exists in this folder.`;

/** Path parameter of folder calls: a numeric folder id. */
export const FolderIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'id must be a number.' }).int().positive('id must be a positive number.'),
});
/** Path parameter of file calls and of `UME/folders/permissions/{id}`: an id as text (a UUID for files). */
export const TextIdParamsSchema = z.object({
  id: z.string().trim().min(1, 'id is required.').max(64, 'id must be at most 64 characters.'),
});

export const FolderSchema = z.object({
  folderId: z.number(),
  fullName: z.string(),
  /** 0 = the root. */
  parentId: z.number(),
  /** 1 = a child of the root. */
  level: z.number(),
  childCount: z.number(),
  fileCount: z.number(),
  version: z.number(),
});
export type Folder = z.infer<typeof FolderSchema>;
/**
 * `GET …/folders`: every folder the caller may see, flat. A folder whose parent is not in the list is one of the
 * caller's roots (staff other than admins start at level 2, customers at the folders granted to them).
 */
export const FolderListSchema = z.array(FolderSchema);

const folderName = requiredText('Folder name', FILE_NAME_MAX);
const parentId = z
  .number({ error: 'parentId must be a number.' })
  .int('parentId must be a whole number.')
  .min(0, 'parentId must be 0 (the root) or a folder id.');

/** `POST …/folders`. */
export const FolderCreateSchema = z.object({ fullName: folderName, parentId });
export type FolderCreate = z.infer<typeof FolderCreateSchema>;

/** `PUT …/folders/{id}`: rename and/or move. `folderId`, when given, must be the path's id. */
export const FolderUpdateSchema = VersionSchema.extend({
  folderId: z.number().int().optional(),
  fullName: folderName,
  parentId,
});
export type FolderUpdate = z.infer<typeof FolderUpdateSchema>;

export const SCAN_STATUSES = ['clean', 'pending', 'infected'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

export const FileRowSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  /** ISO date-time. */
  uploadDate: z.string(),
  size: z.number(),
  contentType: z.string(),
  uploadedBy: z.string(),
  scanStatus: z.enum(SCAN_STATUSES),
  version: z.number(),
});
export type FileRow = z.infer<typeof FileRowSchema>;
export const FileRowListSchema = z.array(FileRowSchema);

/** `PUT …/files/{id}`: rename; the stored extension is put back whatever is typed. */
export const FileRenameSchema = VersionSchema.extend({ fileName: requiredText('File name', FILE_NAME_MAX) });
export type FileRename = z.infer<typeof FileRenameSchema>;

/** Staged upload, step 1: declare the files; each gets a presigned PUT (15 min). */
export const StageUploadSchema = z.object({
  stage: z
    .array(
      z.object({
        fileName: requiredText('File name', 1000),
        size: z
          .number({ error: 'size must be a number.' })
          .int()
          .min(0, 'size must be 0 or more.')
          .max(STAGED_UPLOAD_BYTES, 'A file may be at most 100 MB.'),
      }),
    )
    .min(1, 'stage must list at least one file.')
    .max(UPLOAD_FILES_MAX, `At most ${UPLOAD_FILES_MAX} files per upload.`),
});
export type StageUpload = z.infer<typeof StageUploadSchema>;

/** Staged upload, step 2: the uploads to keep (each consumed once, by its own caller, in the same folder). */
export const CompleteUploadSchema = z.object({
  uploadIds: z
    .array(z.string().trim().min(1).max(64))
    .min(1, 'uploadIds must list at least one upload.')
    .max(UPLOAD_FILES_MAX, `At most ${UPLOAD_FILES_MAX} files per upload.`),
});
export type CompleteUpload = z.infer<typeof CompleteUploadSchema>;

/**
 * The JSON forms of `POST …/folders/{id}/files`: `stage` (declare, get presigned PUTs) or `uploadIds` (keep them),
 * one of the two. The multipart form carries the files under `files` and no other field: its body here is empty.
 */
export const UploadBodySchema = z
  .object({
    stage: StageUploadSchema.shape.stage.optional(),
    uploadIds: CompleteUploadSchema.shape.uploadIds.optional(),
  })
  .refine((body) => !(body.stage && body.uploadIds), {
    message: 'Send either stage or uploadIds, not both.',
    path: ['uploadIds'],
  });
export type UploadBody = z.infer<typeof UploadBodySchema>;

export const StagedUploadSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  url: z.string(),
  /** Headers the PUT must send as they are (signed). */
  headers: z.record(z.string(), z.string()),
});
export type StagedUpload = z.infer<typeof StagedUploadSchema>;

/** Multipart and completed staged uploads answer 201 `{ files }`; a stage answers 200 `{ uploads }`. */
export const UploadResultSchema = z.union([
  z.object({ files: FileRowListSchema }),
  z.object({ uploads: z.array(StagedUploadSchema) }),
]);
export type UploadResult = z.infer<typeof UploadResultSchema>;

/** A file above 4 MB answers a presigned GET of the object (5 min) instead of bytes (same shape as an export). */
export const FileLinkSchema = z.object({ fileName: z.string(), url: z.string(), expiresAt: z.string() });
export type FileLink = z.infer<typeof FileLinkSchema>;

/** A UME permission: a supplier user, or the whole supplier when `userId` is absent ('(all users)'). */
export const FolderPermissionSchema = z.object({
  id: z.string(),
  supplierId: z.number(),
  supplier: z.string(),
  userId: z.number().optional(),
  userName: z.string(),
});
export type FolderPermission = z.infer<typeof FolderPermissionSchema>;
export const FolderPermissionListSchema = z.array(FolderPermissionSchema);

export const FolderPermissionAddSchema = z.object({
  entries: z
    .array(
      z.object({
        supplierId: z.number({ error: 'supplierId must be a number.' }).int().positive(),
        userId: z.number({ error: 'userId must be a number.' }).int().positive().optional(),
      }),
    )
    .min(1, 'entries must list at least one supplier or user.')
    .max(100, 'At most 100 entries at once.'),
});
export type FolderPermissionAdd = z.infer<typeof FolderPermissionAddSchema>;

/** `DELETE UME/folders/{id}/permissions`: the ids to remove; never "remove all" (no ids → 400). */
export const FolderPermissionRemoveSchema = z.object({
  ids: z
    .array(z.string().trim().min(1).max(64), { error: 'ids is required.' })
    .min(1, 'ids must list at least one permission.')
    .max(100, 'At most 100 ids at once.'),
});
export type FolderPermissionRemove = z.infer<typeof FolderPermissionRemoveSchema>;
