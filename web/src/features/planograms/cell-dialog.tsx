import { CAPTION_MAX, type PlanogramCell, type PlanogramData } from '@shelfline/shared/contracts/planogram.contract';
import * as z from 'zod';
import { EntityFormModal, type FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { PLANOGRAM_STRINGS as s } from './strings.ts';

/**
 * The cell dialog (001 §2, §5): type, slot code (one of this planogram's data rows: it sets planogramDataId),
 * caption and quantity. Caption and quantity are required; the slot code is required of a DataCell (a header or a
 * read-only caption shows no item).
 */
const CellFormSchema = z
  .object({
    cellType: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: s.required(s.cellType) }),
    planogramDataId: z.number().int().min(0).optional().default(0),
    caption: z
      .string({ error: s.required(s.caption) })
      .trim()
      .min(1, s.required(s.caption))
      .max(CAPTION_MAX),
    quantity: z
      .number({ error: s.required(s.quantity) })
      .int()
      .min(0),
  })
  .superRefine((cell, ctx) => {
    if (cell.cellType === 2 && !cell.planogramDataId)
      ctx.addIssue({ code: 'custom', path: ['planogramDataId'], message: s.required(s.slotCode) });
  });
export type CellForm = z.output<typeof CellFormSchema>;

export function CellDialog({
  cell,
  rows,
  onSave,
  onDismiss,
}: {
  cell: PlanogramCell | undefined;
  rows: readonly PlanogramData[];
  onSave: (values: CellForm) => void;
  onDismiss: () => void;
}) {
  const fields: FormFieldDef[] = [
    {
      kind: 'select',
      name: 'cellType',
      label: s.cellType,
      numeric: true,
      filteringType: 'none',
      options: [0, 1, 2].map((t) => ({ value: String(t), label: s.cellTypes[t] ?? String(t) })),
    },
    {
      kind: 'select',
      name: 'planogramDataId',
      label: s.slotCode,
      numeric: true,
      options: rows.map((r) => ({
        value: String(r.planogramDataId),
        label: `${r.slotCode} - ${r.itemDescription || r.upc}`,
      })),
    },
    { kind: 'text', name: 'caption', label: s.caption },
    { kind: 'number', name: 'quantity', label: s.quantity, min: 0, step: 1 },
  ];
  return (
    <EntityFormModal<CellForm>
      visible={cell !== undefined}
      title={cell ? `${s.cellTitle} (${cell.row}, ${cell.column})` : s.cellTitle}
      fields={fields}
      schema={CellFormSchema as unknown as z.ZodType<CellForm>}
      initialValues={
        cell && {
          cellType: cell.cellType,
          planogramDataId: cell.planogramDataId || undefined,
          caption: cell.caption,
          quantity: cell.quantity,
        }
      }
      onSubmit={async (values) => onSave(values)}
      onDismiss={onDismiss}
      testId="cell-dialog"
    />
  );
}
