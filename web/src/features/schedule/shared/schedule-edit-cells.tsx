import DateInput from '@cloudscape-design/components/date-input';
import Input from '@cloudscape-design/components/input';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import type { ScheduleEditField } from '@shelfline/shared/schedule-rules';
import {
  type MerchandiserChoice,
  type PayRateChoice,
  payRateChoiceOf,
  payRateError,
  rowDateError,
  timeLimitError,
} from './edit-rules.ts';
import {
  AccountManagerEditor,
  ConsumerGroupEditor,
  JobTraitEditor,
  MerchandiserEditor,
  PayRateEditor,
  ServiceTypeEditor,
} from './field-editors.tsx';
import { scheduleStrings as s } from './strings.ts';

/** The field each editable column edits (the table's `submitEdit` sends it). */
export const FIELD_OF_COLUMN: Readonly<Record<string, ScheduleEditField>> = {
  merchandiser: 'merchandiserId',
  earliestDate: 'earliestDate',
  latestDate: 'latestDate',
  accountManager: 'acctManagerId',
  consumerGroup: 'consumerGroupId',
  timeLimit: 'timeLimit',
  trait: 'trait',
  serviceType: 'serviceTypeId',
  payRate: 'payrateFlat',
};

type EditConfig<V> = TableProps.EditConfig<ScheduleRow, V>;

/**
 * The inline editors of the schedule table's columns (000 §6), each with its validation: undefined for a field the
 * screen does not let the user edit (`editable`, or no `onEdit` at all).
 */
export function scheduleEditConfigs(editable: ReadonlySet<ScheduleEditField>, canEdit: boolean) {
  const config = <V,>(
    field: ScheduleEditField,
    label: string,
    editingCell: EditConfig<V>['editingCell'],
    validation?: EditConfig<V>['validation'],
  ): EditConfig<V> | undefined =>
    editable.has(field) && canEdit
      ? {
          ariaLabel: s.edit.label(label),
          editIconAriaLabel: s.edit.label(label),
          errorIconAriaLabel: s.edit.error,
          editingCell,
          validation,
        }
      : undefined;

  return {
    date: (field: 'earliestDate' | 'latestDate') =>
      config<string>(
        field,
        s.columns[field],
        (r, { currentValue, setValue }) => (
          <DateInput
            autoFocus
            value={currentValue ?? r[field]}
            placeholder="YYYY/MM/DD"
            ariaLabel={s.edit.label(s.columns[field])}
            onChange={(e) => setValue(e.detail.value)}
          />
        ),
        (r, value) => (value === undefined ? undefined : rowDateError(field, value, r)),
      ),
    timeLimit: config<string>(
      'timeLimit',
      s.columns.timeLimit,
      (r, { currentValue, setValue }) => (
        <Input
          autoFocus
          type="number"
          inputMode="decimal"
          step={0.25}
          value={currentValue ?? String(r.timeLimit)}
          ariaLabel={s.edit.label(s.columns.timeLimit)}
          onChange={(e) => setValue(e.detail.value)}
          data-testid="edit-time-limit"
        />
      ),
      (_r, value) => (value === undefined ? undefined : timeLimitError(value)),
    ),
    serviceType: config<number | null>('serviceTypeId', s.columns.serviceType, (r, { currentValue, setValue }) => (
      <ServiceTypeEditor value={currentValue === undefined ? r.serviceTypeId : currentValue} setValue={setValue} />
    )),
    trait: config<string>('trait', s.columns.trait, (r, { currentValue, setValue }) => (
      <JobTraitEditor jobId={r.jobId} value={currentValue ?? r.trait ?? ''} setValue={setValue} />
    )),
    merchandiser: config<MerchandiserChoice>(
      'merchandiserId',
      s.columns.merchandiser,
      (r, { currentValue, setValue }) => (
        <MerchandiserEditor
          value={
            currentValue ?? {
              merchandiserId: r.merchandiserId,
              sendBackup: r.sendBackup,
              sendSupply: r.sendSupply,
              markMerchandiserAsTemporary: r.isTemporary,
            }
          }
          currentName={r.merchandiser}
          window={{ storeId: r.storeId, startDate: r.earliestDate, endDate: r.latestDate }}
          setValue={setValue}
        />
      ),
      (_r, value) => (value && !value.merchandiserId ? s.edit.chooseMerchandiser : undefined),
    ),
    accountManager: config<number | null>(
      'acctManagerId',
      s.columns.accountManager,
      (r, { currentValue, setValue }) => (
        <AccountManagerEditor value={currentValue === undefined ? r.acctManagerId : currentValue} setValue={setValue} />
      ),
    ),
    consumerGroup: config<number | null>(
      'consumerGroupId',
      s.columns.consumerGroup,
      (r, { currentValue, setValue }) => (
        <ConsumerGroupEditor
          value={currentValue === undefined ? r.consumerGroupId : currentValue}
          setValue={setValue}
        />
      ),
    ),
    payRate: config<PayRateChoice>(
      'payrateFlat',
      s.columns.payRate,
      (r, { currentValue, setValue }) => (
        <PayRateEditor value={currentValue ?? payRateChoiceOf(r)} setValue={setValue} />
      ),
      (_r, value) => (value === undefined ? undefined : payRateError(value)),
    ),
  };
}
