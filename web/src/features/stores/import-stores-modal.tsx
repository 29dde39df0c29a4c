import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { STORE_IMPORT_COLUMNS, type StoreImportRowResult } from '@shelfline/shared/contracts/store.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { storeKeys } from '../../queries/stores.ts';
import { CsvError, readCsvTable } from './csv.ts';
import { storesApi } from './stores-api.ts';
import { storeStrings } from './strings.ts';

const s = storeStrings.importDialog;

/** Rough server time per row, to move the progress bar while the single call runs (it ends at 100%). */
const MS_PER_ROW = 4;

export interface ImportStoresModalProps {
  visible: boolean;
  retailerId: number;
  retailerName: string;
  onDismiss: () => void;
}

/**
 * Import Stores (001 §2): a CSV read in the browser, sent in one call; then the spec's message and the
 * rows that were not imported, by row number (the file's data rows, 1 = the line under the header).
 */
export function ImportStoresModal(props: ImportStoresModalProps) {
  if (!props.visible) return null;
  return <OpenImportStoresModal {...props} />;
}

function OpenImportStoresModal({ retailerId, retailerName, onDismiss }: ImportStoresModalProps) {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [files, setFiles] = useState<File[]>([]);
  const [rows, setRows] = useState<Record<string, string>[]>();
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState(0);

  const choose = async (chosen: File[]) => {
    setFiles(chosen);
    setRows(undefined);
    importing.reset();
    setFileError(undefined);
    const file = chosen[0];
    if (!file) return;
    try {
      const table = readCsvTable(await file.text(), STORE_IMPORT_COLUMNS);
      if (table.rows.length === 0) setFileError(s.noRows);
      else setRows(table.rows);
    } catch (error) {
      setFileError(error instanceof CsvError ? error.message : String(error));
    }
  };

  const importing = useMutation({
    mutationFn: (chosenRows: Record<string, string>[]) => storesApi.importStores(retailerId, chosenRows),
    onMutate: () => setProgress(0),
    onSuccess: (outcome) => {
      if (outcome.imported > 0) notify({ type: 'success', content: outcome.message });
      return queryClient.invalidateQueries({ queryKey: storeKeys.all });
    },
    onSettled: () => setProgress(100),
  });
  const running = importing.isPending;
  const result = importing.data;
  const failure = importing.error ? messagesOf(importing.error) : undefined;
  const rowsSent = running ? importing.variables?.length : undefined;

  // The bar moves with the time the server is expected to take, while the single call runs.
  useEffect(() => {
    if (rowsSent === undefined) return;
    const started = performance.now();
    const timer = setInterval(() => {
      const expected = Math.max(1000, rowsSent * MS_PER_ROW);
      setProgress(Math.min(95, Math.round(((performance.now() - started) / expected) * 100)));
    }, 200);
    return () => clearInterval(timer);
  }, [rowsSent]);

  const start = () => {
    if (rows && !running) importing.mutate(rows);
  };

  const badRows = result?.stores.filter((r) => !r.isValid) ?? [];

  return (
    <Modal
      visible
      header={s.title}
      size="large"
      closeAriaLabel={s.close}
      onDismiss={(event) => {
        if (event.detail.reason !== 'overlay' && !running) onDismiss();
      }}
      data-testid="import-stores"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss} disabled={running} data-testid="import-close">
              {s.close}
            </Button>
            {!result && (
              <Button variant="primary" onClick={start} disabled={!rows} loading={running} data-testid="import-submit">
                {s.submit}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box>{s.intro(retailerName)}</Box>
        <FormField errorText={fileError} data-testid="import-file">
          <FileUpload
            value={files}
            onChange={(event) => void choose(event.detail.value)}
            accept=".csv,text/csv"
            i18nStrings={{
              uploadButtonText: () => s.chooseFile,
              dropzoneText: () => s.chooseFile,
              removeFileAriaLabel: () => 'Remove file',
              limitShowFewer: 'Show fewer',
              limitShowMore: 'Show more',
              errorIconAriaLabel: 'Error',
            }}
            showFileSize
          />
        </FormField>
        {rows && !result && <Box data-testid="import-rows">{s.rowsRead(rows.length)}</Box>}
        {(running || (progress > 0 && !result && !failure)) && (
          <ProgressBar value={progress} label={s.importing} data-testid="import-progress" />
        )}
        {failure && (
          <Alert type="error" data-testid="import-error">
            {failure.join(' ')}
          </Alert>
        )}
        {result && (
          <Alert
            type={result.imported === 0 ? 'error' : badRows.length > 0 ? 'warning' : 'success'}
            data-testid="import-result"
          >
            {result.imported === 0 ? s.failed : result.message}
          </Alert>
        )}
        {badRows.length > 0 && (
          <Table<StoreImportRowResult>
            data-testid="import-bad-rows"
            header={<Box variant="h3">{`${s.badRows} (${badRows.length})`}</Box>}
            items={badRows}
            variant="embedded"
            columnDefinitions={[
              { id: 'row', header: s.row, cell: (r) => r.row, width: 80 },
              { id: 'storeNumber', header: storeStrings.storeNumber, cell: (r) => r.storeNumber ?? '', width: 110 },
              { id: 'reason', header: s.reason, cell: (r) => r.errors.join(' ') },
            ]}
            wrapLines
            stickyHeader
          />
        )}
      </SpaceBetween>
    </Modal>
  );
}
