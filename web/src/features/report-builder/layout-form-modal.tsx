import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ReportLayout,
  type ReportLayoutInput,
  ReportLayoutInputSchema,
  type ReportLayoutValues,
} from '@shelfline/shared/contracts/report-layout.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { SaveChangesModal } from '../../components/save-changes-modal.tsx';
import { ApiError, messagesOf } from '../../lib/api-client.ts';
import { jobProductsQuery, jobsQuery } from '../../queries/jobs.ts';
import { ItemToolbar } from './item-toolbar.tsx';
import { ItemsTable } from './items-table.tsx';
import { addItem, type BuilderItem } from './layout-items.ts';
import { REPORT_BUILDER_STRINGS as s } from './strings.ts';

export type SaveMode = 'save' | 'saveAsNew';

export interface LayoutFormModalProps {
  /** The layout edited (with its items and report count), or undefined for a new one. */
  layout?: ReportLayout;
  canWriteLibrary: boolean;
  onSave: (mode: SaveMode, values: ReportLayoutValues) => Promise<unknown>;
  onDismiss: () => void;
}

/** The form's values: the body as the schema reads it; its items are always builder items (text and answers kept). */
type Draft = ReportLayoutInput;

const today = () => new Date().toISOString().slice(0, 10);
const TOP_FIELDS = ['jobId', 'jobProductId', 'description', 'serviceFromDate', 'serviceToDate', 'clientCommentsLabel'];

function draftOf(layout: ReportLayout | undefined): Draft {
  if (!layout)
    // 002 §5: from and to today, product 0 (unset: saving asks for one).
    return {
      reportId: 0,
      jobId: 0,
      jobProductId: 0,
      productId: 0,
      description: '',
      clientCommentsLabel: '',
      serviceFromDate: today(),
      serviceToDate: today(),
      details: [],
    };
  const {
    id,
    reportId,
    jobNumber,
    product,
    reportCount,
    version,
    createdAt,
    createdBy,
    modifiedAt,
    modifiedBy,
    ...rest
  } = layout;
  return { ...rest, reportId, details: [...layout.details].sort((a, b) => a.displaySequence - b.displaySequence) };
}

/**
 * 'Edit Report Layout' / 'Create New Report Layout' (002 §2): job and product, description, the service window,
 * required uploads, client comments label, release and inactive flags, and the items. Save (editing only) keeps the
 * layout; Save As New creates another from what the form holds. Required-field messages show after a failed save.
 */
export function LayoutFormModal({ layout, canWriteLibrary, onSave, onDismiss }: LayoutFormModalProps) {
  const form = useForm<Draft, unknown, ReportLayoutValues>({
    resolver: zodResolver(ReportLayoutInputSchema),
    defaultValues: draftOf(layout),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [general, setGeneral] = useState<string[]>([]);
  // A layout with its items is a lot of work: leaving it unsaved asks first (001 §2 'Do you want to save changes?').
  const [askingToLeave, setAskingToLeave] = useState(false);
  const requestClose = () => (isDirty ? setAskingToLeave(true) : onDismiss());
  const [itemErrors, setItemErrors] = useState<Record<number, string>>({});
  const jobId = form.watch('jobId') || undefined;
  const items = (form.watch('details') ?? []) as BuilderItem[];
  // Every job, so an edited layout of a job made inactive since still shows it; only active ones are offered.
  const jobs = useQuery(jobsQuery(true));
  const products = useQuery(jobProductsQuery(jobId));

  const submit = (mode: SaveMode) =>
    form.handleSubmit(async (values) => {
      setGeneral([]);
      setItemErrors({});
      try {
        await onSave(mode, values);
      } catch (error) {
        showFailure(error);
      }
    })();

  const showFailure = (error: unknown) => {
    const fields = error instanceof ApiError ? (error.body as { errors?: unknown })?.errors : undefined;
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return setGeneral(messagesOf(error));
    const rest: string[] = [];
    const perItem: Record<number, string> = {};
    for (const [name, messages] of Object.entries(fields as Record<string, string[]>)) {
      const item = /^details\.(\d+)\./.exec(name);
      if (item) perItem[Number(item[1])] = String(messages[0]);
      else if (TOP_FIELDS.includes(name)) form.setError(name as FieldPath<Draft>, { message: String(messages[0]) });
      else rest.push(...messages);
    }
    setItemErrors(perItem);
    setGeneral(rest);
  };

  const setItems = (next: BuilderItem[]) => {
    setItemErrors({});
    form.setValue('details', next, { shouldDirty: true });
  };

  const jobOptions = (jobs.data ?? [])
    .filter((j) => !j.isInactive || j.id === jobId)
    .map((j) => ({ value: String(j.id), label: `${j.jobNumber} - ${j.description}` }));
  const productOptions = (products.data ?? []).map((p) => ({
    value: String(p.id),
    label: p.serviceType ? `${p.product} (${p.serviceType})` : p.product,
  }));
  const itemsError = errors.details?.message ?? errors.details?.root?.message;

  return (
    <Modal
      visible
      size="max"
      header={layout ? s.editTitle : s.createTitle}
      onDismiss={dismissUnlessOverlay(requestClose, isSubmitting)}
      data-testid="layout-form"
      footer={
        <ModalFooter>
          <Button variant="link" onClick={requestClose} disabled={isSubmitting} data-testid="form-cancel">
            {s.cancel}
          </Button>
          <Button onClick={() => void submit('saveAsNew')} disabled={isSubmitting} data-testid="save-as-new">
            {s.saveAsNew}
          </Button>
          {layout && (
            <Button
              variant="primary"
              onClick={() => void submit('save')}
              loading={isSubmitting}
              data-testid="form-save"
            >
              {s.save}
            </Button>
          )}
        </ModalFooter>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(layout ? 'save' : 'saveAsNew');
        }}
      >
        <SpaceBetween size="l">
          {layout?.reportCount ? <Alert type="info">{s.inUse(layout.reportCount)}</Alert> : null}
          {general.length > 0 && (
            <Alert type="error" data-testid="form-error">
              {general.join(' ')}
            </Alert>
          )}
          <ColumnLayout columns={3}>
            <Controller
              control={form.control}
              name="jobId"
              render={({ field }) => (
                <FormField label={s.job} errorText={errors.jobId?.message} data-testid="field-jobId">
                  <Select
                    placeholder={s.chooseJob}
                    filteringType="auto"
                    statusType={jobs.isPending ? 'loading' : 'finished'}
                    options={jobOptions}
                    selectedOption={jobOptions.find((o) => o.value === String(field.value)) ?? null}
                    onChange={(e) => {
                      field.onChange(Number(e.detail.selectedOption.value));
                      // Another job: its products and headers differ.
                      form.setValue('jobProductId', 0);
                      setItems(
                        items.filter((i) => !i.isHeader).map((item, n) => ({ ...item, displaySequence: n + 1 })),
                      );
                    }}
                  />
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="jobProductId"
              render={({ field }) => (
                <FormField label={s.product} errorText={errors.jobProductId?.message} data-testid="field-jobProductId">
                  <Select
                    placeholder={s.chooseProduct}
                    disabled={jobId === undefined}
                    statusType={products.isFetching ? 'loading' : 'finished'}
                    options={productOptions}
                    selectedOption={productOptions.find((o) => o.value === String(field.value)) ?? null}
                    onChange={(e) => field.onChange(Number(e.detail.selectedOption.value))}
                  />
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="description"
              render={({ field }) => (
                <FormField
                  label={s.description}
                  errorText={errors.description?.message}
                  data-testid="field-description"
                >
                  <Input value={field.value ?? ''} onChange={(e) => field.onChange(e.detail.value)} />
                </FormField>
              )}
            />
          </ColumnLayout>
          <FormField label={s.applicableTo}>
            <ColumnLayout columns={3}>
              {(['serviceFromDate', 'serviceToDate'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <FormField
                      label={name === 'serviceFromDate' ? s.fromDate : s.toDate}
                      errorText={errors[name]?.message}
                      data-testid={`field-${name}`}
                    >
                      <DatePicker
                        value={field.value ?? ''}
                        onChange={(e) => field.onChange(e.detail.value)}
                        placeholder="YYYY/MM/DD"
                      />
                    </FormField>
                  )}
                />
              ))}
              <FlagField form={form} name="matchDateRange" label={s.matchDates} />
            </ColumnLayout>
          </FormField>
          <FormField label={s.requiredUploads}>
            <SpaceBetween direction="horizontal" size="l">
              <FlagField form={form} name="photosRequired" label={s.photos} />
              <FlagField form={form} name="signoffRequired" label={s.signoff} />
              <FlagField form={form} name="deficiencyFormRequired" label={s.deficiency} />
            </SpaceBetween>
          </FormField>
          <ColumnLayout columns={3}>
            <Controller
              control={form.control}
              name="clientCommentsLabel"
              render={({ field }) => (
                <FormField
                  label={s.clientCommentsLabel}
                  errorText={errors.clientCommentsLabel?.message}
                  data-testid="field-clientCommentsLabel"
                >
                  <Input value={String(field.value ?? '')} onChange={(e) => field.onChange(e.detail.value)} />
                </FormField>
              )}
            />
            <FlagField form={form} name="releaseRequired" label={s.releaseRequired} />
            <FlagField form={form} name="inactive" label={s.inactive} />
          </ColumnLayout>
          <FormField errorText={itemsError} stretch>
            <SpaceBetween size="s">
              <ItemToolbar
                jobId={jobId}
                items={items}
                canWriteLibrary={canWriteLibrary}
                onAdd={(entry) => setItems(addItem(items, entry))}
              />
              <ItemsTable items={items} onChange={setItems} errorOf={(i) => itemErrors[i]} />
            </SpaceBetween>
          </FormField>
        </SpaceBetween>
        <button type="submit" hidden />
      </form>
      <SaveChangesModal
        visible={askingToLeave}
        saving={isSubmitting}
        onYes={() => {
          setAskingToLeave(false);
          void submit(layout ? 'save' : 'saveAsNew');
        }}
        onNo={onDismiss}
        onCancel={() => setAskingToLeave(false)}
      />
    </Modal>
  );
}

type FlagName =
  | 'matchDateRange'
  | 'photosRequired'
  | 'signoffRequired'
  | 'deficiencyFormRequired'
  | 'releaseRequired'
  | 'inactive';

function FlagField({
  form,
  name,
  label,
}: {
  form: ReturnType<typeof useForm<Draft, unknown, ReportLayoutValues>>;
  name: FlagName;
  label: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.detail.checked)}
          data-testid={`field-${name}`}
        >
          {label}
        </Checkbox>
      )}
    />
  );
}
