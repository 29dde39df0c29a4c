import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { LanguageEntry } from '@shelfline/shared/contracts/employee-input.contract';
import { workerStrings as s } from './strings.ts';
import type { WorkerFormPart } from './worker-fields.tsx';
import { useSystemList } from './worker-pickers.ts';

/** Applied For: a checklist of the POSAPP positions; ticking toggles a position in or out (001 §4). */
export function PositionsChecklist({ draft, change, readOnly, errors }: WorkerFormPart) {
  const positions = useSystemList('POSAPP');
  const chosen = new Set(draft.positionsApplied.map((p) => p.id));
  const items = [...(positions.data ?? [])];
  // A position chosen earlier and since made inactive still shows, so it can be removed.
  for (const p of draft.positionsApplied) {
    if (!items.some((i) => i.id === p.id)) items.push({ id: p.id, value: p.value ?? `#${p.id}` } as (typeof items)[0]);
  }
  const toggle = (id: number, value: string, on: boolean) =>
    change({
      positionsApplied: on
        ? [...draft.positionsApplied, { id, value }]
        : draft.positionsApplied.filter((p) => p.id !== id),
    });
  return (
    <FormField label={s.appliedFor} errorText={errors.fields.positionsApplied} data-testid="field-positionsApplied">
      {items.length === 0 && !positions.isPending ? (
        <Box color="text-status-inactive">{s.noPositions}</Box>
      ) : (
        <ColumnLayout columns={3}>
          {items.map((item) => (
            <Checkbox
              key={item.id}
              checked={chosen.has(item.id)}
              disabled={readOnly}
              onChange={(event) => toggle(item.id, item.value, event.detail.checked)}
            >
              {item.value}
            </Checkbox>
          ))}
        </ColumnLayout>
      )}
    </FormField>
  );
}

/**
 * Languages: every LANG language with Spoken and Written boxes. Ticking one adds or updates the worker's entry;
 * an entry with neither flag is dropped (001 §4).
 */
export function LanguagesTable({ draft, change, readOnly, errors }: WorkerFormPart) {
  const languages = useSystemList('LANG');
  const rows = (languages.data ?? []).map((l) => ({ languageId: l.id, language: l.value }));
  for (const entry of draft.languages) {
    if (!rows.some((r) => r.languageId === entry.languageId)) {
      rows.push({ languageId: entry.languageId, language: entry.language ?? `#${entry.languageId}` });
    }
  }
  const entryOf = (id: number) => draft.languages.find((l) => l.languageId === id);
  const set = (row: { languageId: number; language: string }, flag: 'isSpoken' | 'isWritten', on: boolean) => {
    const current: LanguageEntry = entryOf(row.languageId) ?? { ...row, isSpoken: false, isWritten: false };
    const next = { ...current, [flag]: on };
    const others = draft.languages.filter((l) => l.languageId !== row.languageId);
    change({ languages: next.isSpoken || next.isWritten ? [...others, next] : others });
  };
  const flagColumn = (id: string, header: string, flag: 'isSpoken' | 'isWritten') => ({
    id,
    header,
    cell: (r: { languageId: number; language: string }) => (
      <Checkbox
        ariaLabel={`${r.language} ${header}`}
        checked={entryOf(r.languageId)?.[flag] ?? false}
        disabled={readOnly}
        onChange={(event) => set(r, flag, event.detail.checked)}
      />
    ),
  });
  return (
    <SpaceBetween size="xs">
      <Table
        data-testid="languages-table"
        variant="embedded"
        header={<Header variant="h3">{s.languages}</Header>}
        items={rows}
        loading={languages.isPending}
        trackBy={(r) => String(r.languageId)}
        empty={<Box color="text-status-inactive">{s.noLanguages}</Box>}
        columnDefinitions={[
          { id: 'language', header: s.language, cell: (r) => r.language },
          flagColumn('spoken', s.spoken, 'isSpoken'),
          flagColumn('written', s.written, 'isWritten'),
        ]}
      />
      {errors.fields.languages && <Box color="text-status-error">{errors.fields.languages}</Box>}
    </SpaceBetween>
  );
}
