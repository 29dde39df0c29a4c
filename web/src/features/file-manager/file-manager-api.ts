import type {
  FileManagerVariant,
  FileRow,
  Folder,
  FolderPermissionAdd,
} from '@shelfline/shared/contracts/file-manager.contract';
import { fileManagementRoutes as r } from '@shelfline/shared/routes/filemanagement.routes';
import { callFileRoute, callRoute } from '../../app/api.ts';
import { saveDownload } from '../../lib/download.ts';

/** The routes of one tree: the internal and UME families are the same calls under two prefixes (001 §7). */
const ROUTES = {
  internal: {
    createFolder: r.createFolder,
    updateFolder: r.updateFolder,
    removeFolder: r.removeFolder,
    uploadFiles: r.uploadFiles,
    downloadFile: r.downloadFile,
    renameFile: r.renameFile,
    removeFile: r.removeFile,
  },
  ume: {
    createFolder: r.createUmeFolder,
    updateFolder: r.updateUmeFolder,
    removeFolder: r.removeUmeFolder,
    uploadFiles: r.uploadUmeFiles,
    downloadFile: r.downloadUmeFile,
    renameFile: r.renameUmeFile,
    removeFile: r.removeUmeFile,
  },
} as const;

/** The upload route of a tree; both take and answer the same shapes (typed as one, so its answer is typed). */
export const uploadRouteOf = (variant: FileManagerVariant): typeof r.uploadFiles => ROUTES[variant].uploadFiles;

/** The file manager's writes and its download (reads: queries/file-manager.ts). */
export const fileManagerApi = {
  createFolder: (variant: FileManagerVariant, fullName: string, parentId: number) =>
    callRoute(ROUTES[variant].createFolder, { body: { fullName, parentId } }),
  renameFolder: (variant: FileManagerVariant, folder: Folder, fullName: string) =>
    callRoute(ROUTES[variant].updateFolder, {
      params: { id: folder.folderId },
      body: { folderId: folder.folderId, fullName, parentId: folder.parentId, version: folder.version },
    }),
  moveFolder: (variant: FileManagerVariant, folder: Folder, parentId: number) =>
    callRoute(ROUTES[variant].updateFolder, {
      params: { id: folder.folderId },
      body: { folderId: folder.folderId, fullName: folder.fullName, parentId, version: folder.version },
    }),
  removeFolder: (variant: FileManagerVariant, folder: Folder) =>
    callRoute(ROUTES[variant].removeFolder, { params: { id: folder.folderId } }),
  renameFile: (variant: FileManagerVariant, file: FileRow, fileName: string) =>
    callRoute(ROUTES[variant].renameFile, { params: { id: file.fileId }, body: { fileName, version: file.version } }),
  removeFile: (variant: FileManagerVariant, file: FileRow) =>
    callRoute(ROUTES[variant].removeFile, { params: { id: file.fileId } }),
  /** Saves the file under its name: bytes answered inline, or the presigned link of a large one (brief §3.2). */
  downloadFile: async (variant: FileManagerVariant, file: FileRow) =>
    saveDownload(await callFileRoute(ROUTES[variant].downloadFile, { params: { id: file.fileId } }), file.fileName),
  addPermissions: (folderId: number, entries: FolderPermissionAdd['entries']) =>
    callRoute(r.addUmeFolderPermissions, { params: { id: folderId }, body: { entries } }),
  removePermissions: (folderId: number, ids: string[]) =>
    callRoute(r.removeUmeFolderPermissions, { params: { id: folderId }, body: { ids } }),
};
