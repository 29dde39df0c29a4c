import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import {
  FILE_NOT_FOUND,
  type FileManagerVariant,
  FileRenameSchema,
  type FileRow,
  type Folder,
} from '@shelfline/shared/contracts/file-manager.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { EntityFormModal, type FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { ApiError, messagesOf } from '../../lib/api-client.ts';
import { fileManagerKeys, folderFilesQuery } from '../../queries/file-manager.ts';
import { fileManagerApi } from './file-manager-api.ts';
import { FILE_MANAGER_STRINGS as s } from './strings.ts';
import { UploadModal } from './upload-modal.tsx';
import './file-manager.css';

/** 001 §2, §4: the row fades over 300 ms and the file is deleted after 350 ms. */
const FADE_MS = 350;

const dateTime = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const RenameSchema = FileRenameSchema.pick({ fileName: true });

/** The extension a rename keeps (001 §5): the server puts it back whatever is typed, so only the base is edited. */
function splitName(fileName: string): { base: string; extension: string } {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? { base: fileName.slice(0, dot), extension: fileName.slice(dot) } : { base: fileName, extension: '' };
}

/** 'File Not Found' for a file that is gone or out of reach (001 §8), else the server's or the network's words. */
function failureOf(error: unknown): string[] {
  return error instanceof ApiError && error.status === 404 ? [FILE_NOT_FOUND] : messagesOf(error);
}

/**
 * The right pane (001 §2 File manager): the files of the chosen folder, one selected at a time (cleared when the
 * list changes), Download for everyone, Upload, Rename and Delete for those who write.
 */
export function FilesPane({
  variant,
  folder,
  canWrite,
}: {
  variant: FileManagerVariant;
  folder: Folder | undefined;
  canWrite: boolean;
}) {
  const files = useQuery(folderFilesQuery(variant, folder?.folderId));
  // The selection belongs to the list it was made in: a new list (another folder, a refresh that changed it) has
  // none (001 §2, §4).
  const [selection, setSelection] = useState<{ list: FileRow[] | undefined; fileId: string }>();
  const [fadingId, setFadingId] = useState<string>();
  const [dialog, setDialog] = useState<'upload' | 'rename' | 'delete'>();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const rows = folder ? (files.data ?? []) : [];
  const selected = selection?.list === files.data ? rows.find((f) => f.fileId === selection?.fileId) : undefined;
  const refresh = () => queryClient.invalidateQueries({ queryKey: fileManagerKeys.all(variant) });

  const download = useMutation({
    mutationFn: (file: FileRow) => fileManagerApi.downloadFile(variant, file),
    onError: (error) => notify({ type: 'error', content: failureOf(error), autoClose: false }),
  });

  const remove = useMutation({
    mutationFn: async (file: FileRow) => {
      setFadingId(file.fileId);
      await new Promise((resolve) => setTimeout(resolve, FADE_MS));
      await fileManagerApi.removeFile(variant, file);
    },
    onSuccess: async (_, file) => {
      notify({ type: 'success', content: s.files.deleted(file.fileName) });
      await refresh();
    },
    // The row comes back when the delete fails.
    onError: (error) => notify({ type: 'error', content: failureOf(error), autoClose: false }),
    onSettled: () => setFadingId(undefined),
  });

  const rename = useMutation({
    mutationFn: ({ file, fileName }: { file: FileRow; fileName: string }) =>
      fileManagerApi.renameFile(variant, file, fileName + splitName(file.fileName).extension),
    onSuccess: async (renamed) => {
      notify({ type: 'success', content: s.files.renamed(renamed.fileName) });
      setDialog(undefined);
      await refresh();
    },
  });

  const columns: TableProps.ColumnDefinition<FileRow>[] = [
    {
      id: 'fileName',
      header: s.files.columns.fileName,
      isRowHeader: true,
      cell: (f) => (
        <span className="fm-file-name" data-fading={f.fileId === fadingId}>
          {f.fileName}{' '}
          {f.scanStatus === 'pending' && <StatusIndicator type="pending">{s.files.scan.pending}</StatusIndicator>}
          {f.scanStatus === 'infected' && <StatusIndicator type="error">{s.files.scan.infected}</StatusIndicator>}
        </span>
      ),
    },
    { id: 'uploadDate', header: s.files.columns.uploadDate, cell: (f) => dateTime.format(new Date(f.uploadDate)) },
    { id: 'size', header: s.files.columns.size, cell: (f) => s.size(f.size) },
    { id: 'uploadedBy', header: s.files.columns.uploadedBy, cell: (f) => f.uploadedBy },
  ];

  const renameBase = selected ? splitName(selected.fileName) : undefined;
  const renameFields: FormFieldDef[] = [
    {
      kind: 'text',
      name: 'fileName',
      label: s.files.name,
      ...(renameBase?.extension ? { description: s.files.extensionKept(renameBase.extension) } : {}),
    },
  ];

  return (
    <>
      <div className="fm-files">
        <Table<FileRow>
          data-testid="files-table"
          header={
            <Header
              variant="h2"
              counter={folder && files.data ? `(${files.data.length})` : undefined}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <Button
                    iconName="download"
                    disabled={!selected}
                    loading={download.isPending}
                    onClick={() => selected && download.mutate(selected)}
                    data-testid="file-download"
                  >
                    {s.files.download}
                  </Button>
                  {canWrite && (
                    <>
                      <Button disabled={!selected} onClick={() => setDialog('rename')} data-testid="file-rename">
                        {s.files.rename}
                      </Button>
                      <Button disabled={!selected} onClick={() => setDialog('delete')} data-testid="file-delete">
                        {s.files.delete}
                      </Button>
                      <Button
                        variant="primary"
                        iconName="upload"
                        disabled={!folder}
                        disabledReason={s.folders.needsFolder}
                        onClick={() => setDialog('upload')}
                        data-testid="file-upload"
                      >
                        {s.files.upload}
                      </Button>
                    </>
                  )}
                </SpaceBetween>
              }
            >
              {folder ? s.files.titleOf(folder.fullName) : s.files.title}
            </Header>
          }
          items={rows}
          trackBy="fileId"
          columnDefinitions={columns}
          selectionType="single"
          selectedItems={selected ? [selected] : []}
          onSelectionChange={(event) => {
            const fileId = event.detail.selectedItems[0]?.fileId;
            setSelection(fileId ? { list: files.data, fileId } : undefined);
          }}
          isItemDisabled={(f) => f.fileId === fadingId}
          ariaLabels={{
            selectionGroupLabel: s.files.selectionGroup,
            itemSelectionLabel: (_, f) => s.files.selectFile(f.fileName),
            allItemsSelectionLabel: () => s.files.selectionGroup,
          }}
          loading={folder !== undefined && files.isPending}
          loadingText="…"
          empty={!folder ? s.files.chooseFolder : files.isError ? messagesOf(files.error).join(' ') : s.files.empty}
          variant="container"
          stickyHeader
        />
      </div>
      {dialog === 'upload' && folder && (
        <UploadModal variant={variant} folder={folder} onDismiss={() => setDialog(undefined)} />
      )}
      <EntityFormModal
        visible={dialog === 'rename' && selected !== undefined}
        title={s.files.renameTitle}
        fields={renameFields}
        schema={RenameSchema}
        initialValues={{ fileName: renameBase?.base ?? '' }}
        onSubmit={async ({ fileName }) => {
          if (selected) await rename.mutateAsync({ file: selected, fileName });
        }}
        onDismiss={() => setDialog(undefined)}
        testId="file-form"
      />
      <ConfirmModal
        visible={dialog === 'delete' && selected !== undefined}
        title={s.files.deleteQuestion(selected?.fileName ?? '')}
        onConfirm={() => {
          // The modal closes at once: the row fades where the user can see it.
          if (selected) remove.mutate(selected);
          setDialog(undefined);
          return undefined;
        }}
        onDismiss={() => setDialog(undefined)}
      />
    </>
  );
}
