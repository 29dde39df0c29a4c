import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { zodResolver } from '@hookform/resolvers/zod';
import { type BulkResult, FindMissingWorkersSchema } from '@shelfline/shared/contracts/draft.contract';
import type { FilterOption } from '@shelfline/shared/contracts/list.contract';
import { useMutation } from '@tanstack/react-query';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import * as z from 'zod';
import { dismissUnlessOverlay, ModalFooter } from '../../../../components/crud/modal-parts.tsx';
import { PagedTable } from '../../../../components/paged-table.tsx';
import { messagesOf } from '../../../../lib/api-client.ts';
import { detailsStrings as s } from '../strings.ts';

/** A number typed as text, within `min`..`max` (whole when `whole`); anything else is `message`. */
const numberText = (min: number, max: number, message: string, whole = false) =>
  z
    .string()
    .trim()
    .min(1, message)
    .transform(Number)
    .pipe(
      whole
        ? z.number(message).int(message).min(min, message).max(max, message)
        : z.number(message).min(min, message).max(max, message),
    );

/**
 * The modal's fields: the job as the shared body reads it, the helper job (a picked id or none), and the counts
 * typed as text with the modal's own messages (a whole number of helpers from 0 to 10, a distance of 1-2000 km).
 */
export const FillFormSchema = FindMissingWorkersSchema.pick({ jobId: true }).extend({
  helperJobId: z.number().int().positive().optional(),
  numberOfHelpers: numberText(0, 10, s.helpersInvalid, true),
  maximumDistanceKm: numberText(1, 2000, s.distanceInvalid),
});
type FillForm = z.input<typeof FillFormSchema>;
/** What Fill sends, with the current filter as `metadata`. */
export type FillRequest = z.output<typeof FillFormSchema>;

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
  const form = useForm<FillForm, unknown, FillRequest>({
    defaultValues: {
      jobId: jobs.length === 1 ? jobs[0]?.id : undefined,
      helperJobId: undefined,
      numberOfHelpers: '0',
      maximumDistanceKm: '100',
    },
    resolver: zodResolver(FillFormSchema),
  });
  const { errors } = form.formState;
  const filling = useMutation({ mutationFn: onFill });
  const running = filling.isPending;
  const result = filling.data;
  const general = filling.error ? messagesOf(filling.error) : undefined;
  const submit = () => {
    filling.reset();
    void form.handleSubmit((request) => filling.mutate(request))();
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
            {general ? <Alert type="error">{general.join(' ')}</Alert> : null}
            <FormField label={s.job} errorText={errors.jobId?.message} data-testid="field-jobId">
              <Controller
                control={form.control}
                name="jobId"
                render={({ field }) => (
                  <Select
                    selectedOption={chosen(jobs, field.value)}
                    options={jobs.map(option)}
                    filteringType="auto"
                    placeholder="Select..."
                    disabled={running}
                    onChange={(e) => field.onChange(Number(e.detail.selectedOption.value))}
                  />
                )}
              />
            </FormField>
            <FormField label={s.helperJob} data-testid="field-helperJobId">
              <Controller
                control={form.control}
                name="helperJobId"
                render={({ field }) => (
                  <Select
                    selectedOption={chosen(helperJobs, field.value) ?? { value: '', label: s.noHelperJob }}
                    options={[{ value: '', label: s.noHelperJob }, ...helperJobs.map(option)]}
                    disabled={running}
                    onChange={(e) =>
                      field.onChange(e.detail.selectedOption.value ? Number(e.detail.selectedOption.value) : undefined)
                    }
                  />
                )}
              />
            </FormField>
            <CountField form={form} name="numberOfHelpers" label={s.numberOfHelpers} step={1} disabled={running} />
            <CountField form={form} name="maximumDistanceKm" label={s.maximumDistance} disabled={running} />
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

/** A count typed as text (`data-testid="field-<name>"`), its message under it. */
function CountField(props: {
  form: UseFormReturn<FillForm, unknown, FillRequest>;
  name: 'numberOfHelpers' | 'maximumDistanceKm';
  label: string;
  step?: number;
  disabled: boolean;
}) {
  const { form, name } = props;
  return (
    <FormField label={props.label} errorText={form.formState.errors[name]?.message} data-testid={`field-${name}`}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Input
            type="number"
            inputMode="numeric"
            step={props.step}
            value={field.value}
            disabled={props.disabled}
            onChange={(e) => field.onChange(e.detail.value)}
          />
        )}
      />
    </FormField>
  );
}
