import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  REPORT_PARAMETERS,
  type ReportId,
  type ReportParamName,
  type ReportParams,
  ReportParamsSchema,
} from '@shelfline/shared/contracts/report.contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorsFromFailure } from '../../components/crud/form-errors.ts';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { downloadExported } from '../../lib/download.ts';
import { HistoryField, JobField, MerchandiserField, ProvincesField, SortKeysField } from './parameter-fields.tsx';
import { exportReport } from './report-calls.ts';
import { currentMonth, paramsOf } from './report-values.ts';
import { REPORT_STRINGS as s } from './strings.ts';

const FIELD_NAMES: readonly ReportParamName[] = [
  'fromDate',
  'toDate',
  'jobId',
  'merchandiserId',
  'isHistory',
  'sortExpression',
  'provinceIds',
];

/**
 * One Reporting entry's modal (000 §7.6, brief §2.7 b): the fields its report reads (REPORT_PARAMETERS) and Download,
 * which streams the workbook on the server and follows the answered link. It stays open with the server's message
 * when the report is refused (e.g. 'Narrow the filter'), and closes once the file is on its way.
 */
export function ReportModal({ id, label, onClose }: { id: ReportId; label: string; onClose: () => void }) {
  const shown = new Set<ReportParamName>(REPORT_PARAMETERS[id]);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm({
    resolver: zodResolver(ReportParamsSchema),
    defaultValues: { ...currentMonth(), merchandiserId: null, provinceIds: [], isHistory: false, sortExpression: [] },
  });
  const download = useMutation({
    mutationFn: (params: ReportParams) => exportReport(id, params),
    onMutate: () => setGeneral([]),
    onSuccess: (file) => {
      downloadExported(file);
      onClose();
    },
    onError: (error) => {
      const errors = errorsFromFailure(error, FIELD_NAMES);
      for (const [name, message] of Object.entries(errors.fields))
        form.setError(name as ReportParamName, { type: 'server', message });
      setGeneral(errors.general);
    },
  });
  const submit = form.handleSubmit((values) => download.mutate(paramsOf(id, values)));
  const busy = download.isPending;
  const errorOf = (name: ReportParamName) => form.formState.errors[name]?.message;

  return (
    <Modal
      visible
      header={label}
      size="medium"
      data-testid="report-modal"
      onDismiss={dismissUnlessOverlay(onClose, busy)}
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onClose} disabled={busy}>
            {s.cancel}
          </Button>
          <Button variant="primary" loading={busy} onClick={() => void submit()} data-testid="report-download">
            {s.download}
          </Button>
        </ModalFooter>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SpaceBetween size="m">
          {shown.has('fromDate') && (
            <ColumnLayout columns={2}>
              {(['fromDate', 'toDate'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <FormField label={name === 'fromDate' ? s.fromDate : s.toDate} errorText={errorOf(name)}>
                      <DatePicker
                        value={field.value ?? ''}
                        onChange={({ detail }) => field.onChange(detail.value || undefined)}
                        onBlur={field.onBlur}
                        placeholder={s.datePlaceholder}
                        data-testid={`report-${name}`}
                      />
                    </FormField>
                  )}
                />
              ))}
            </ColumnLayout>
          )}
          {shown.has('jobId') && (
            <Controller
              control={form.control}
              name="jobId"
              render={({ field }) => (
                <JobField
                  value={field.value as number | undefined}
                  onChange={field.onChange}
                  errorText={errorOf('jobId')}
                />
              )}
            />
          )}
          {shown.has('merchandiserId') && (
            <Controller
              control={form.control}
              name="merchandiserId"
              render={({ field }) => (
                <MerchandiserField
                  value={field.value as number | null | undefined}
                  onChange={field.onChange}
                  errorText={errorOf('merchandiserId')}
                />
              )}
            />
          )}
          {shown.has('provinceIds') && (
            <Controller
              control={form.control}
              name="provinceIds"
              render={({ field }) => (
                <ProvincesField
                  value={field.value as number[] | undefined}
                  onChange={field.onChange}
                  errorText={errorOf('provinceIds')}
                  selectAll={id === 'travelLocations'}
                />
              )}
            />
          )}
          {shown.has('isHistory') && (
            <Controller
              control={form.control}
              name="isHistory"
              render={({ field }) => (
                <HistoryField value={field.value as boolean | undefined} onChange={field.onChange} />
              )}
            />
          )}
          {shown.has('sortExpression') && (
            <Controller
              control={form.control}
              name="sortExpression"
              render={({ field }) => (
                <SortKeysField
                  value={field.value as ReportParams['sortExpression']}
                  onChange={field.onChange}
                  errorText={errorOf('sortExpression')}
                  chargeApproval={id === 'chargeApproval'}
                />
              )}
            />
          )}
          {busy && <StatusIndicator type="loading">{s.preparing}</StatusIndicator>}
          {general.length > 0 && (
            <Alert type="error" data-testid="report-error">
              {general.join(' ')}
            </Alert>
          )}
        </SpaceBetween>
      </form>
    </Modal>
  );
}
