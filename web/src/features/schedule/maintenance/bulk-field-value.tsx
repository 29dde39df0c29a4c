import DateInput from '@cloudscape-design/components/date-input';
import Input from '@cloudscape-design/components/input';
import type { ScheduleMetadata } from '@shelfline/shared/contracts/schedule.contract';
import type { ScheduleEditField } from '@shelfline/shared/schedule-rules';
import type { MerchandiserChoice, PayRateChoice } from '../shared/edit-rules.ts';
import {
  AccountManagerEditor,
  type AvailabilityWindow,
  ConsumerGroupEditor,
  MerchandiserEditor,
  PayRateEditor,
  ServiceTypeEditor,
  TraitEditor,
} from '../shared/field-editors.tsx';
import { scheduleStrings as ss } from '../shared/strings.ts';
import { BULK_FIELD_LABELS } from './bulk-edit-fields.ts';

/** The editor of the chosen field (the table's own editors; dates and hours as plain inputs). */
export function BulkFieldValue({
  field,
  value,
  setValue,
  lists,
  window,
}: {
  field: ScheduleEditField;
  value: unknown;
  setValue: (v: unknown) => void;
  lists: ScheduleMetadata | undefined;
  window: AvailabilityWindow | undefined;
}) {
  switch (field) {
    case 'merchandiserId':
      return <MerchandiserEditor value={value as MerchandiserChoice} window={window} setValue={setValue} />;
    case 'earliestDate':
    case 'latestDate':
      return (
        <DateInput
          value={String(value ?? '')}
          placeholder="YYYY/MM/DD"
          ariaLabel={ss.edit.label(BULK_FIELD_LABELS[field])}
          onChange={(e) => setValue(e.detail.value)}
          data-testid="bulk-edit-date"
        />
      );
    case 'timeLimit':
      return (
        <Input
          type="number"
          inputMode="decimal"
          step={0.25}
          value={String(value ?? '')}
          ariaLabel={ss.edit.label(BULK_FIELD_LABELS[field])}
          onChange={(e) => setValue(e.detail.value)}
          data-testid="bulk-edit-time-limit"
        />
      );
    case 'serviceTypeId':
      return <ServiceTypeEditor value={value as number | undefined} setValue={setValue} />;
    case 'trait':
      return (
        <TraitEditor
          names={lists?.traits ?? []}
          status={lists ? 'finished' : 'loading'}
          value={String(value ?? '')}
          setValue={setValue}
        />
      );
    case 'acctManagerId':
      return <AccountManagerEditor value={value as number | null | undefined} setValue={setValue} />;
    case 'consumerGroupId':
      return <ConsumerGroupEditor value={value as number | null | undefined} setValue={setValue} />;
    case 'payrateFlat':
    case 'payratePerHour':
      return <PayRateEditor value={value as PayRateChoice} setValue={setValue} />;
  }
}
