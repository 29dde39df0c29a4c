import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { Folder, FolderPermission } from '@shelfline/shared/contracts/file-manager.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { fileManagerKeys, folderPermissionsQuery } from '../../queries/file-manager.ts';
import { ManageUsersModal } from '../suppliers/manage-users-modal.tsx';
import { AddPermissionModal, type PermissionChoice } from './add-permission-modal.tsx';
import { fileManagerApi } from './file-manager-api.ts';
import { FILE_MANAGER_STRINGS as s } from './strings.ts';
import './file-manager.css';

/**
 * The folder permissions panel of /fileManager/ume (001 §2; brief 4b, F5, F6): the chosen folder's own entries
 * (a supplier user, or a whole supplier as '(all users)'), which also cover its sub-folders; Add, Remove selected
 * (with a confirmation) and User Management. A failed read shows an empty panel (001 §8: "silent"); adding reports
 * its success or failure. At least 6 rows (300 px) tall (001 §2, §9: `.fm-permissions`).
 */
export function PermissionsPanel({ folder }: { folder: Folder | undefined }) {
  const permissions = useQuery(folderPermissionsQuery(folder?.folderId));
  // Cleared with a new list (another folder, entries added or removed).
  const [selection, setSelection] = useState<{ list: FolderPermission[] | undefined; ids: string[] }>();
  const [dialog, setDialog] = useState<'add' | 'remove' | 'users'>();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const rows = folder && !permissions.isError ? (permissions.data ?? []) : [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: fileManagerKeys.permissions(folder?.folderId) });

  const selected = selection?.list === permissions.data ? rows.filter((p) => selection?.ids.includes(p.id)) : [];

  const add = useMutation({
    mutationFn: ({ supplierId, userIds }: PermissionChoice) =>
      fileManagerApi.addPermissions(
        folder?.folderId ?? 0,
        userIds.length > 0 ? userIds.map((userId) => ({ supplierId, userId })) : [{ supplierId }],
      ),
    onSuccess: async () => {
      notify({ type: 'success', content: s.permissions.updated });
      setDialog(undefined);
      await refresh();
    },
    onError: (error) =>
      notify({ type: 'error', header: s.permissions.notUpdated, content: messagesOf(error), autoClose: false }),
  });

  const remove = useMutation({
    mutationFn: (ids: string[]) => fileManagerApi.removePermissions(folder?.folderId ?? 0, ids),
    onSuccess: async () => {
      notify({ type: 'success', content: s.permissions.updated });
      await refresh();
    },
    onError: (error) =>
      notify({ type: 'error', header: s.permissions.notUpdated, content: messagesOf(error), autoClose: false }),
    onSettled: () => setDialog(undefined),
  });

  return (
    <div className="fm-permissions">
      <Table<FolderPermission>
        data-testid="permissions-table"
        variant="container"
        header={
          <Header
            variant="h2"
            description={folder ? s.permissions.ofFolder(folder.fullName) : undefined}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={() => setDialog('users')} data-testid="user-management">
                  {s.permissions.userManagement}
                </Button>
                <Button
                  disabled={selected.length === 0}
                  onClick={() => setDialog('remove')}
                  data-testid="permissions-remove"
                >
                  {s.permissions.removeSelected}
                </Button>
                <Button
                  variant="primary"
                  disabled={!folder}
                  disabledReason={s.folders.needsFolder}
                  onClick={() => setDialog('add')}
                  data-testid="permissions-add"
                >
                  {s.permissions.add}
                </Button>
              </SpaceBetween>
            }
          >
            {s.permissions.title}
          </Header>
        }
        items={rows}
        trackBy="id"
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={(event) =>
          setSelection({ list: permissions.data, ids: event.detail.selectedItems.map((p) => p.id) })
        }
        ariaLabels={{
          selectionGroupLabel: s.permissions.title,
          itemSelectionLabel: (_, p) => s.permissions.selectEntry(`${p.supplier} ${p.userName}`),
          allItemsSelectionLabel: () => s.permissions.title,
        }}
        columnDefinitions={[
          { id: 'supplier', header: s.permissions.columns.supplier, cell: (p) => p.supplier, isRowHeader: true },
          { id: 'userName', header: s.permissions.columns.userName, cell: (p) => p.userName },
        ]}
        loading={folder !== undefined && permissions.isPending}
        loadingText="…"
        empty={folder ? s.permissions.empty : s.permissions.chooseFolder}
      />
      {dialog === 'add' && folder && (
        <AddPermissionModal
          busy={add.isPending}
          onAdd={(choice) => add.mutate(choice)}
          onDismiss={() => setDialog(undefined)}
        />
      )}
      <ConfirmModal
        visible={dialog === 'remove'}
        title={s.permissions.removeQuestion(selected.length)}
        confirmLabel={s.permissions.removeSelected}
        onConfirm={() => remove.mutateAsync(selected.map((p) => p.id)).catch(() => undefined)}
        onDismiss={() => setDialog(undefined)}
      />
      {dialog === 'users' && <ManageUsersModal supplierId={undefined} onDismiss={() => setDialog(undefined)} />}
    </div>
  );
}
