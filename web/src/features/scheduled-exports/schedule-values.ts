import {
  EXPORT_KIND_PARAMETERS,
  type ExportKind,
  type ExportScheduleParameters,
} from '@shelfline/shared/contracts/export-schedule.contract';

/** Only the parameters the kind reads, so a kind changed in the editor sends none of the old kind's. */
export function parametersOf(kind: ExportKind, value: ExportScheduleParameters): ExportScheduleParameters {
  const kept: Record<string, unknown> = {};
  for (const name of EXPORT_KIND_PARAMETERS[kind].reads) {
    const v = value[name];
    if (v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0)) kept[name] = v;
  }
  return kept as ExportScheduleParameters;
}

/** An instant in the schedule's own zone ('2026-11-30 06:00 EST'), as its recurrence is read. */
export function formatInstant(iso: string | undefined, timeZone: string): string {
  if (!iso) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}
