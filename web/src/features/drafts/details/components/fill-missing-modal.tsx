import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { BulkResult, FilterOption } from '@shelfline/shared/contracts/draft.contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { dismissUnlessOverlay, ModalFooter } from '../../../../components/crud/modal-parts.tsx';
import { PagedTable } from '../../../../components/paged-table.tsx';
import { messagesOf } from '../../../../lib/api-client.ts';
import { detailsStrings as s } from '../strings.ts';

export interface FillRequest {
  jobId: number;
  helperJobId?: number;
  numberOfHelpers: number;
  maximumDistanceKm: number;
}

export interface FillMissingModalProps {
  jobs: readonly FilterOption[];
  helperJobs: readonly FilterOption[];
  onFill: (request: FillRequest) => Promise<BulkResult>;
  onDismiss: () => void;
}

type Unfilled = NonNullable<BulkResult['unfilled']>[number];

/**
 * Fill missing workers (000 §4.2): a job (from the filter lists), an optional helper job and a number of helpers;
 * the call runs with a progress line, then the modal tells how many rows were filled and lists the others with
 * their reasons.
 */
export function FillMissingModal({ jobs, helperJobs, onFill, onDismiss }: FillMissingModalProps) {
  const [jobId, setJobId] = useState<number | undefined>(jobs.length === 1 ? jobs[0]?.id : undefined);
  const [helperJobId, setHelperJobId] = useState<number | undefined>();
  const [helpers, setHelpers] = useState('0');
  const [distance, setDistance] = useState('100');
  const [errors, setErrors] = useState<{ job?: string; helpers?: string; distance?: string; general?: string[] }>({});
  const filling = useMutation({
    mutationFn: onFill,
    onError: (failure) => setErrors({ general: messagesOf(failure) }),
  });
  const running = filling.isPending;
  const result = filling.data;

  const submit = () => {
    const numberOfHelpers = Number(helpers);
    const maximumDistanceKm = Number(distance);
    const found: typeof errors = {};
    if (jobId === undefined) found.job = s.jobRequired;
    if (!Number.isInteger(numberOfHelpers) || numberOfHelpers < 0 || numberOfHelpers > 10 || helpers.trim() === '')
      found.helpers = s.helpersInvalid;
    if (!Number.isFinite(maximumDistanceKm) || maximumDistanceKm < 1 || maximumDistanceKm > 2000)
      found.distance = s.distanceInvalid;
    setErrors(found);
    if (Object.keys(found).length || jobId === undefined) return;
    filling.mutate({ jobId, helperJobId, numberOfHelpers, maximumDistanceKm });
  };

  const option = (o: FilterOption) => ({ value: String(o.id), label: o.name });
  const chosen = (list: readonly FilterOption[], id: number | undefined) => {
    const found = list.find((o) => o.id === id);
    return found ? option(found) : null;
  };

  return (
    <Modal
      visible
      header={s.fillTitle}
      size="medium"
      closeAriaLabel={s.close}
      onDismiss={dismissUnlessOverlay(onDismiss, running)}
      data-testid="fill-missing-modal"
      footer={
        <ModalFooter>
          {result ? (
            <Button variant="primary" onClick={onDismiss} data-testid="fill-close">
              {s.close}
            </Button>
          ) : (
            <>
              <Button variant="link" onClick={onDismiss} disabled={running}>
                {s.cancel}
              </Button>
              <Button variant="primary" onClick={submit} loading={running} data-testid="fill-submit">
                {s.fill}
              </Button>
            </>
          )}
        </ModalFooter>
      }
    >
      {result ? (
        <SpaceBetween size="m">
          <Alert type="success" data-testid="fill-result">
            {s.filled(result.affected)}
          </Alert>
          {result.unfilled?.length ? (
            <PagedTable<Unfilled>
              rows={result.unfilled}
              header={<Box variant="h3">{s.unfilled(result.unfilled.length)}</Box>}
              data-testid="fill-unfilled"
              trackBy={(u) => String(u.rowId)}
              columnDefinitions={[
                { id: 'store', header: s.storeNumber, cell: (u) => u.storeNumber },
                { id: 'job', header: s.job, cell: (u) => u.jobNumber },
                { id: 'reason', header: s.reason, cell: (u) => u.reason },
              ]}
            />
          ) : null}
        </SpaceBetween>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          noValidate
        >
          <SpaceBetween size="m">
            {errors.general ? <Alert type="error">{errors.general.join(' ')}</Alert> : null}
            <FormField label={s.job} errorText={errors.job} data-testid="field-jobId">
              <Select
                selectedOption={chosen(jobs, jobId)}
                options={jobs.map(option)}
                filteringType="auto"
                placeholder="Select..."
                disabled={running}
                onChange={(e) => setJobId(Number(e.detail.selectedOption.value))}
              />
            </FormField>
            <FormField label={s.helperJob} data-testid="field-helperJobId">
              <Select
                selectedOption={chosen(helperJobs, helperJobId) ?? { value: '', label: s.noHelperJob }}
                options={[{ value: '', label: s.noHelperJob }, ...helperJobs.map(option)]}
                disabled={running}
                onChange={(e) =>
                  setHelperJobId(e.detail.selectedOption.value ? Number(e.detail.selectedOption.value) : undefined)
                }
              />
            </FormField>
            <FormField label={s.numberOfHelpers} errorText={errors.helpers} data-testid="field-numberOfHelpers">
              <Input
                type="number"
                inputMode="numeric"
                step={1}
                value={helpers}
                disabled={running}
                onChange={(e) => setHelpers(e.detail.value)}
              />
            </FormField>
            <FormField label={s.maximumDistance} errorText={errors.distance} data-testid="field-maximumDistanceKm">
              <Input
                type="number"
                inputMode="numeric"
                value={distance}
                disabled={running}
                onChange={(e) => setDistance(e.detail.value)}
              />
            </FormField>
            {running ? (
              <StatusIndicator type="loading" data-testid="fill-progress">
                {s.filling}
              </StatusIndicator>
            ) : null}
            <button type="submit" hidden />
          </SpaceBetween>
        </form>
      )}
    </Modal>
  );
}
