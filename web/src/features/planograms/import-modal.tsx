import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { uploadFile } from '../../app/upload.ts';
import { dismissUnlessOverlay } from '../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { planogramKeys } from '../../queries/planograms.ts';
import { PLANOGRAM_STRINGS as s } from './strings.ts';

const FILE_UPLOAD_WORDS = {
  uploadButtonText: () => s.importFile,
  dropzoneText: () => s.importFile,
  removeFileAriaLabel: () => 'Remove file',
  errorIconAriaLabel: 'Error',
  limitShowFewer: 'Show fewer',
  limitShowMore: 'Show more',
};

/**
 * The Import modal (001 §4, §5): one .xlsx (choosing another replaces it), AutoPopulate off by default; Save does
 * nothing without a file. The file goes up as the route's multipart field `file`; a bad file's rows are listed.
 */
export function ImportModal({ planogramId, onDismiss }: { planogramId: number; onDismiss: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [autoPopulate, setAutoPopulate] = useState(false);
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadFile(planogramsRoutes.importData, { params: { id: planogramId }, query: { autoPopulate }, file }),
    onSuccess: async () => {
      notify({ type: 'success', content: s.uploaded });
      await queryClient.invalidateQueries({ queryKey: planogramKeys.all });
      onDismiss();
    },
  });
  const file = files[0];
  return (
    <Modal
      visible
      header={s.importTitle}
      data-testid="import-modal"
      onDismiss={dismissUnlessOverlay(onDismiss, upload.isPending)}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss} disabled={upload.isPending}>
              {s.cancel}
            </Button>
            <Button
              variant="primary"
              data-testid="import-save"
              loading={upload.isPending}
              onClick={() => file && upload.mutate(file)}
            >
              {s.save}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField label={s.importFile} description={s.importHint} data-testid="import-file">
          <FileUpload
            value={files}
            // One file: the last one chosen replaces the earlier one.
            onChange={(e) => setFiles(e.detail.value.slice(-1))}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            i18nStrings={FILE_UPLOAD_WORDS}
            showFileSize
          />
        </FormField>
        <Checkbox
          checked={autoPopulate}
          onChange={(e) => setAutoPopulate(e.detail.checked)}
          description={s.autoPopulateHint}
          data-testid="auto-populate"
        >
          {s.autoPopulate}
        </Checkbox>
        {upload.error && (
          <Alert type="error" data-testid="import-error">
            {messagesOf(upload.error).map((m) => (
              <div key={m}>{m}</div>
            ))}
          </Alert>
        )}
      </SpaceBetween>
    </Modal>
  );
}
