import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Toggle from '@cloudscape-design/components/toggle';
import { zodResolver } from '@hookform/resolvers/zod';
import { UpcSchema } from '@shelfline/shared/contracts/order.contract';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod';
import { orderStrings as s } from './strings.ts';
import type { Scan } from './use-scan-queue.ts';

/*
 * The entry controls (002 §2, §5): Quantity (default 1, at least 1), UPC, Delete. Enter in the UPC field, or leaving
 * it, sends the line when valid, then resets quantity to 1, UPC to empty and Delete to off. After Enter the cursor
 * stays in UPC, ready for the next code (a hardware scanner types the code and Enter); leaving the field to tap
 * another one does not pull the cursor back.
 */

const ScanFormSchema = z.object({
  quantity: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,3}$/, 'Quantity must be a whole number of at least 1.'),
  upc: UpcSchema,
  isDelete: z.boolean(),
});
type ScanForm = z.infer<typeof ScanFormSchema>;
const FRESH: ScanForm = { quantity: '1', upc: '', isDelete: false };

export function ScanControls({ onScan }: { onScan: (scan: Scan) => void }) {
  const upcRef = useRef<InputProps.Ref>(null);
  const form = useForm<ScanForm>({ resolver: zodResolver(ScanFormSchema), defaultValues: FRESH });
  // Ready for the first scan. In the Orders modal, Cloudscape's focus lock moves the focus into the dialog after it
  // mounts: focusing once that has happened keeps the cursor in UPC there too.
  useEffect(() => {
    upcRef.current?.focus();
    const later = setTimeout(() => upcRef.current?.focus(), 300);
    return () => clearTimeout(later);
  }, []);
  // Synchronous on purpose: a scanner types the next code right after Enter, so the field must be read and reset
  // before its next keystroke (an asynchronous resolver let the reset land inside the next code and cut it).
  const send = (refocus: boolean) => {
    const parsed = ScanFormSchema.safeParse(form.getValues());
    if (!parsed.success) {
      void form.trigger();
      return;
    }
    onScan({ upc: parsed.data.upc.trim(), quantity: Number(parsed.data.quantity), isDelete: parsed.data.isDelete });
    form.reset(FRESH);
    if (refocus) upcRef.current?.focus();
  };
  const errors = form.formState.errors;

  return (
    <form
      className="order-scan-controls"
      data-testid="order-scan"
      // Enter in UPC sends (onKeyDown below); the form itself never submits, so a scan is never sent twice.
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="order-scan-quantity">
        <FormField label={s.entry.quantity} errorText={errors.quantity?.message}>
          <Controller
            control={form.control}
            name="quantity"
            render={({ field }) => (
              <Input
                value={field.value}
                onChange={(e) => field.onChange(e.detail.value)}
                inputMode="numeric"
                type="number"
                data-testid="scan-quantity"
              />
            )}
          />
        </FormField>
      </div>
      <div className="order-scan-upc">
        <FormField label={s.entry.upc} errorText={errors.upc?.message}>
          <Controller
            control={form.control}
            name="upc"
            render={({ field }) => (
              <Input
                ref={upcRef}
                value={field.value}
                onChange={(e) => field.onChange(e.detail.value)}
                onKeyDown={(e) => {
                  if (e.detail.key === 'Enter') send(true);
                }}
                onBlur={() => {
                  if (form.getValues('upc').trim()) send(false);
                }}
                inputMode="numeric"
                autoComplete={false}
                data-testid="scan-upc"
              />
            )}
          />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="isDelete"
        render={({ field }) => (
          <Toggle checked={field.value} onChange={(e) => field.onChange(e.detail.checked)} data-testid="scan-delete">
            {s.entry.delete}
          </Toggle>
        )}
      />
    </form>
  );
}
