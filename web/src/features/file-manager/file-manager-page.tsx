import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ACCESS } from '@shelfline/shared/access';
import type { FileManagerVariant, Folder } from '@shelfline/shared/contracts/file-manager.contract';
import { hasAnyRole } from '@shelfline/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session/session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { type UrlStateCodec, useUrlState } from '../../components/use-url-state.ts';
import { readUrl, urlParam, writeUrl } from '../../lib/url-state.ts';
import { foldersQuery } from '../../queries/file-manager.ts';
import { FilesPane } from './files-pane.tsx';
import { FolderPane } from './folder-pane.tsx';
import { PermissionsPanel } from './permissions-panel.tsx';
import { FILE_MANAGER_STRINGS as s } from './strings.ts';

// The chosen folder is an opened record (Back returns to the one before); the search is list state.
const FOLDER_PARAMS = { folder: urlParam.id() };
const FOLDER: UrlStateCodec<{ folder: number | undefined }> = {
  read: (params) => readUrl(FOLDER_PARAMS, params),
  write: (params, state) => writeUrl(FOLDER_PARAMS, params, state),
  history: 'push',
};
const SEARCH_PARAMS = { search: urlParam.text() };
const SEARCH: UrlStateCodec<{ search: string | undefined }> = {
  read: (params) => readUrl(SEARCH_PARAMS, params),
  write: (params, state) => writeUrl(SEARCH_PARAMS, params, state),
};

/**
 * /fileManager/internal and /fileManager/ume (001 §2 File manager, §6): folders on the left, the chosen folder's
 * files on the right (stacked on a phone); UME adds the folder permissions panel for admins. What a caller sees is
 * the server's answer (non-admins start below level 1, customers see only permitted folders); the buttons follow
 * the shared role table.
 */
function FileManagerPage({ variant }: { variant: FileManagerVariant }) {
  const title = s.titles[variant];
  useDocumentTitle(title);
  const roles = useSession()?.roles ?? [];
  const canWrite = hasAnyRole(roles, variant === 'ume' ? ACCESS.filesUme : ACCESS.filesManage);
  const { state, update } = useUrlState(FOLDER);
  const search = useUrlState(SEARCH);
  const folders = useQuery(foldersQuery(variant));
  const selected = folders.data?.find((f) => f.folderId === state.folder);
  const select = (folder: Folder | undefined) => update({ folder: folder?.folderId });

  return (
    <SpaceBetween size="l">
      <Header variant="h1">{title}</Header>
      <Grid gridDefinition={[{ colspan: { default: 12, s: 4 } }, { colspan: { default: 12, s: 8 } }]}>
        <FolderPane
          variant={variant}
          folders={folders.data}
          loading={folders.isPending}
          error={folders.error}
          selected={selected}
          onSelect={select}
          search={search.state.search}
          onSearch={(text) => search.update({ search: text })}
          canWrite={canWrite}
          canCreateAtTop={hasAnyRole(roles, ['admin'])}
        />
        <SpaceBetween size="l">
          <FilesPane variant={variant} folder={selected} canWrite={canWrite} />
          {variant === 'ume' && canWrite && <PermissionsPanel folder={selected} />}
        </SpaceBetween>
      </Grid>
    </SpaceBetween>
  );
}

export const InternalFileManagerPage = () => <FileManagerPage variant="internal" />;
export const UmeFileManagerPage = () => <FileManagerPage variant="ume" />;
