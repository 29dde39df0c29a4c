import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  type FileManagerVariant,
  type Folder,
  UPLOAD_FILES_MAX,
} from '@shelfline/shared/contracts/file-manager.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { fileManagerKeys } from '../../queries/file-manager.ts';
import { FILE_MANAGER_STRINGS as s } from './strings.ts';
import { type FileUploadState, uploadToFolder } from './upload-to-folder.ts';

const FILE_UPLOAD_WORDS = {
  uploadButtonText: () => s.upload.choose,
  dropzoneText: () => s.upload.drop,
  removeFileAriaLabel: () => s.upload.remove,
  errorIconAriaLabel: 'Error',
  limitShowFewer: 'Show fewer',
  limitShowMore: 'Show more',
};

/**
 * The Upload modal (brief 4b): several files chosen or dropped, then a progress bar per file with the server's
 * reason for each refused one (type, size, virus). Files that went through are kept even when others fail; the
 * failed ones stay chosen for a retry.
 */
export function UploadModal({
  variant,
  folder,
  onDismiss,
}: {
  variant: FileManagerVariant;
  folder: Folder;
  onDismiss: () => void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [states, setStates] = useState<FileUploadState[]>([]);
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const upload = useMutation({
    mutationFn: () => uploadToFolder(variant, folder.folderId, files, setStates),
    onSuccess: async ({ kept, failed }) => {
      if (kept.length > 0) notify({ type: 'success', content: s.upload.uploaded(kept.length) });
      await queryClient.invalidateQueries({ queryKey: fileManagerKeys.all(variant) });
      if (failed.length === 0) onDismiss();
    },
  });
  const busy = upload.isPending;
  const finished = upload.isSuccess;
  const failedFiles = upload.data ? upload.data.failed.map((i) => files[i] as File) : [];
  const retry = () => {
    setFiles(failedFiles);
    setStates([]);
    upload.reset();
  };
  const tooMany = files.length > UPLOAD_FILES_MAX;

  return (
    <Modal
      visible
      header={s.upload.title}
      closeAriaLabel={s.close}
      onDismiss={dismissUnlessOverlay(onDismiss, busy)}
      data-testid="upload-modal"
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onDismiss} disabled={busy} data-testid="upload-close">
            {finished ? s.upload.close : s.upload.cancel}
          </Button>
          {finished ? (
            failedFiles.length > 0 && (
              <Button onClick={retry} data-testid="upload-retry">
                {s.upload.retry}
              </Button>
            )
          ) : (
            <Button
              variant="primary"
              loading={busy}
              disabled={files.length === 0 || tooMany}
              onClick={() => upload.mutate()}
              data-testid="upload-start"
            >
              {s.upload.start}
            </Button>
          )}
        </ModalFooter>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">{s.upload.into(folder.fullName)}</Box>
        {states.length === 0 ? (
          <FormField
            label={s.upload.choose}
            constraintText={s.upload.hint}
            errorText={tooMany ? s.upload.tooMany : undefined}
            data-testid="upload-files"
          >
            <FileUpload
              multiple
              value={files}
              onChange={(event) => setFiles(event.detail.value)}
              i18nStrings={FILE_UPLOAD_WORDS}
              showFileSize
              tokenLimit={5}
            />
          </FormField>
        ) : (
          <SpaceBetween size="s">
            {files.map((file, index) => (
              <UploadProgress
                key={keyOf(file)}
                file={file}
                state={states[index] ?? { status: 'waiting', fraction: 0 }}
              />
            ))}
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Modal>
  );
}

/** Files chosen twice under one name still differ by size or date; the list never reorders while it shows. */
const keyOf = (file: File) => `${file.name}|${file.size}|${file.lastModified}`;

function UploadProgress({ file, state }: { file: File; state: FileUploadState }) {
  const result = state.status === 'done' ? 'success' : state.status === 'failed' ? 'error' : 'in-progress';
  return (
    <div data-testid="upload-progress" data-status={state.status}>
      <ProgressBar
        label={file.name}
        value={Math.round(state.fraction * 100)}
        status={result}
        description={s.size(file.size)}
        additionalInfo={result === 'in-progress' ? s.upload.status[state.status] : undefined}
        resultText={result === 'success' ? s.upload.status.done : (state.errors ?? [s.upload.status.failed]).join(' ')}
      />
    </div>
  );
}
