import type { FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { PLANOGRAM_STRINGS as s } from './strings.ts';

/** A system list's items as select options: the planogram stores the item's value (001 §3). */
export const listOptions = (items: readonly { value: string }[] | undefined, current?: string) => {
  const options = (items ?? []).map((i) => ({ value: i.value, label: i.value }));
  return current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label: current }]
    : options;
};

/** The Create/Edit Planogram form (the POST body's fields; category PLNCAT and type PLNTYP from system lists). */
export function planogramFields(
  categories: { value: string; label: string }[],
  types: { value: string; label: string }[],
): FormFieldDef[] {
  return [
    { kind: 'text', name: 'planogramCode', label: s.code },
    { kind: 'select', name: 'category', label: s.category, options: categories, filteringType: 'auto' },
    { kind: 'select', name: 'planogramType', label: s.type, options: types },
    { kind: 'number', name: 'numberOfColumns', label: s.columns, min: 1, step: 1 },
    { kind: 'number', name: 'numberOfRows', label: s.rows, min: 0, step: 1 },
    { kind: 'number', name: 'numberOfHeaderRows', label: s.headerRows, min: 0, step: 1 },
    { kind: 'textarea', name: 'comments', label: s.comments },
    { kind: 'checkbox', name: 'inactive', label: s.inactive },
  ];
}
