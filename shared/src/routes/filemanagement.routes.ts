import { defineRoute } from './route.ts';

/** File manager (001 §2, §6, §7): the internal file manager (everyone who reaches it downloads; admins and account managers change) and the supplier-facing UME file manager (admin). */
export const fileManagementRoutes = {
  listFolders: defineRoute({
    method: 'GET',
    path: 'FileManagement/folders',
    access: 'filesInternal',
    summary: 'Internal folder tree',
  }),
  listUmeFolders: defineRoute({
    method: 'GET',
    path: 'FileManagement/UME/folders',
    access: 'filesUme',
    summary: 'Supplier-facing (UME) folder tree',
  }),
  createFolder: defineRoute({
    method: 'POST',
    path: 'FileManagement/folders',
    access: 'filesManage',
    summary: 'Create an internal folder',
  }),
  createUmeFolder: defineRoute({
    method: 'POST',
    path: 'FileManagement/UME/folders',
    access: 'filesUme',
    summary: 'Create a UME folder',
  }),
  updateFolder: defineRoute({
    method: 'PUT',
    path: 'FileManagement/folders/{id}',
    access: 'filesManage',
    summary: 'Rename or move an internal folder',
  }),
  updateUmeFolder: defineRoute({
    method: 'PUT',
    path: 'FileManagement/UME/folders/{id}',
    access: 'filesUme',
    summary: 'Rename or move a UME folder',
  }),
  removeFolder: defineRoute({
    method: 'DELETE',
    path: 'FileManagement/folders/{id}',
    access: 'filesManage',
    summary: 'Delete an internal folder',
  }),
  removeUmeFolder: defineRoute({
    method: 'DELETE',
    path: 'FileManagement/UME/folders/{id}',
    access: 'filesUme',
    summary: 'Delete a UME folder',
  }),
  listFiles: defineRoute({
    method: 'GET',
    path: 'FileManagement/folders/{id}/files',
    access: 'filesInternal',
    summary: 'Files of an internal folder',
  }),
  listUmeFiles: defineRoute({
    method: 'GET',
    path: 'FileManagement/UME/folders/{id}/files',
    access: 'filesUme',
    summary: 'Files of a UME folder',
  }),
  uploadFiles: defineRoute({
    method: 'POST',
    path: 'FileManagement/folders/{id}/files',
    access: 'filesManage',
    summary: 'Upload files to an internal folder',
  }),
  uploadUmeFiles: defineRoute({
    method: 'POST',
    path: 'FileManagement/UME/folders/{id}/files',
    access: 'filesUme',
    summary: 'Upload files to a UME folder',
  }),
  getFile: defineRoute({
    method: 'GET',
    path: 'FileManagement/files/{id}',
    access: 'filesInternal',
    summary: 'Content of an internal file',
  }),
  getUmeFile: defineRoute({
    method: 'GET',
    path: 'FileManagement/UME/files/{id}',
    access: 'filesUme',
    summary: 'Content of a UME file',
  }),
  downloadFile: defineRoute({
    method: 'GET',
    path: 'FileManagement/files/{id}/download',
    access: 'filesInternal',
    summary: 'Download an internal file',
  }),
  downloadUmeFile: defineRoute({
    method: 'GET',
    path: 'FileManagement/UME/files/{id}/download',
    access: 'filesUme',
    summary: 'Download a UME file',
  }),
  renameFile: defineRoute({
    method: 'PUT',
    path: 'FileManagement/files/{id}',
    access: 'filesManage',
    summary: 'Rename an internal file (extension kept)',
  }),
  renameUmeFile: defineRoute({
    method: 'PUT',
    path: 'FileManagement/UME/files/{id}',
    access: 'filesUme',
    summary: 'Rename a UME file (extension kept)',
  }),
  removeFile: defineRoute({
    method: 'DELETE',
    path: 'FileManagement/files/{id}',
    access: 'filesManage',
    summary: 'Delete an internal file',
  }),
  removeUmeFile: defineRoute({
    method: 'DELETE',
    path: 'FileManagement/UME/files/{id}',
    access: 'filesUme',
    summary: 'Delete a UME file',
  }),
  listUmeFolderPermissions: defineRoute({
    method: 'GET',
    path: 'FileManagement/UME/folders/{id}/permissions',
    access: 'filesUme',
    summary: 'Supplier users allowed on a UME folder',
  }),
  addUmeFolderPermissions: defineRoute({
    method: 'POST',
    path: 'FileManagement/UME/folders/{id}/permissions',
    access: 'filesUme',
    summary: 'Allow supplier users on a UME folder',
  }),
  removeUmeFolderPermissions: defineRoute({
    method: 'DELETE',
    path: 'FileManagement/UME/folders/{id}/permissions',
    access: 'filesUme',
    summary: 'Remove supplier users from a UME folder',
  }),
  removeUmeFolderPermission: defineRoute({
    method: 'DELETE',
    path: 'FileManagement/UME/folders/permissions/{id}',
    access: 'filesUme',
    summary: 'Remove one UME folder permission',
  }),
} as const;
