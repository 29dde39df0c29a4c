import type { FileManagerVariant } from '@shelfline/shared/contracts/file-manager.contract';
import { fileManagementRoutes as r } from '@shelfline/shared/routes/filemanagement.routes';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/**
 * The file manager's reads (001 §7 File manager): each tree's folders (flat, every folder the caller may see), a
 * folder's files, and a UME folder's permissions. The internal and UME trees are two families with the same
 * shapes, keyed apart.
 */
export const fileManagerKeys = {
  all: (variant: FileManagerVariant) => ['fileManager', variant] as const,
  folders: (variant: FileManagerVariant) => ['fileManager', variant, 'folders'] as const,
  files: (variant: FileManagerVariant, folderId: number | undefined) =>
    ['fileManager', variant, 'files', folderId] as const,
  permissions: (folderId: number | undefined) => ['fileManager', 'ume', 'permissions', folderId] as const,
};

export const foldersQuery = (variant: FileManagerVariant) =>
  queryOptions({
    queryKey: fileManagerKeys.folders(variant),
    queryFn: ({ signal }) =>
      variant === 'ume' ? callRoute(r.listUmeFolders, { signal }) : callRoute(r.listFolders, { signal }),
  });

export const folderFilesQuery = (variant: FileManagerVariant, folderId: number | undefined) =>
  queryOptions({
    queryKey: fileManagerKeys.files(variant, folderId),
    queryFn:
      folderId === undefined
        ? skipToken
        : ({ signal }) =>
            callRoute(variant === 'ume' ? r.listUmeFiles : r.listFiles, { params: { id: folderId }, signal }),
  });

/** A UME folder's own permission entries (admin). */
export const folderPermissionsQuery = (folderId: number | undefined) =>
  queryOptions({
    queryKey: fileManagerKeys.permissions(folderId),
    queryFn:
      folderId === undefined
        ? skipToken
        : ({ signal }) => callRoute(r.listUmeFolderPermissions, { params: { id: folderId }, signal }),
  });
