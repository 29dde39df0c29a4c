import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { FileRow, Folder } from '@shelfline/shared/contracts/file-manager.contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { folderFilesQuery, foldersQuery } from '../../queries/file-manager.ts';
import { emailStrings as s } from './strings.ts';

/** Each visible folder with its path ('Top / Inner'), by path: what the folder select offers. */
function folderOptions(folders: readonly Folder[]) {
  const byId = new Map(folders.map((folder) => [folder.folderId, folder]));
  const pathOf = (folder: Folder, depth = 0): string => {
    const parent = byId.get(folder.parentId);
    return parent && depth < 20 ? `${pathOf(parent, depth + 1)} / ${folder.fullName}` : folder.fullName;
  };
  return folders
    .map((folder) => ({ value: String(folder.folderId), label: pathOf(folder) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export interface FileManagerPickerProps {
  onAttach: (files: FileRow[]) => void;
  onClose: () => void;
}

/**
 * 'Attach from File Manager' (brief §5b): files of the internal tree the user may read (the server lists only
 * those, and checks again when the message is sent), attached by reference so a large document needs no upload.
 * Shown inline rather than as a dialog, since the composer is itself a dialog on the schedule screens.
 */
export function FileManagerPicker({ onAttach, onClose }: FileManagerPickerProps) {
  const folders = useQuery(foldersQuery('internal'));
  const [folderId, setFolderId] = useState<number>();
  const files = useQuery(folderFilesQuery('internal', folderId));
  const [selected, setSelected] = useState<FileRow[]>([]);
  const options = useMemo(() => folderOptions(folders.data ?? []), [folders.data]);
  return (
    <Container data-testid="file-manager-picker">
      <SpaceBetween size="s">
        <FormField label={s.fileManager.folder} data-testid="file-manager-folder">
          <Select
            selectedOption={options.find((option) => option.value === String(folderId)) ?? null}
            onChange={({ detail }) => {
              setFolderId(Number(detail.selectedOption.value));
              setSelected([]);
            }}
            options={options}
            filteringType="auto"
            placeholder={s.fileManager.chooseFolder}
            statusType={folders.isPending ? 'loading' : 'finished'}
            ariaLabel={s.fileManager.folder}
          />
        </FormField>
        <Table<FileRow>
          variant="embedded"
          items={files.data ?? []}
          loading={folderId !== undefined && files.isPending}
          loadingText={s.fileManager.folder}
          trackBy="fileId"
          selectionType="multi"
          selectedItems={selected}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
          ariaLabels={{
            selectionGroupLabel: s.fileManager.files,
            allItemsSelectionLabel: () => s.fileManager.files,
            itemSelectionLabel: (_, file) => file.fileName,
          }}
          columnDefinitions={[
            { id: 'fileName', header: s.fileManager.name, cell: (file) => file.fileName },
            { id: 'size', header: s.fileManager.size, cell: (file) => s.fileManager.sizeOf(file.size) },
          ]}
          empty={<Box textAlign="center">{s.fileManager.empty}</Box>}
        />
        <SpaceBetween size="xs" direction="horizontal">
          <Button onClick={onClose}>{s.cancel}</Button>
          <Button
            variant="primary"
            disabled={selected.length === 0}
            onClick={() => onAttach(selected)}
            data-testid="file-manager-attach"
          >
            {s.fileManager.attach}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}
