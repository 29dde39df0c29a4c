import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type OrderExportLayout,
  type OrderExportLayoutInput,
  OrderExportLayoutInputSchema,
  type OrderExportLayoutValues,
} from '@shelfline/shared/contracts/order-export.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { dismissUnlessOverlay } from '../../components/crud/modal-parts.tsx';
import { ApiError, messagesOf } from '../../lib/api-client.ts';
import { orderExportFieldsQuery } from '../../queries/order-export.ts';
import { ORDER_LAYOUTS_STRINGS as s } from './strings.ts';

export interface LayoutFormModalProps {
  /** The layout edited; none to create one. */
  layout?: OrderExportLayout;
  onSave: (values: OrderExportLayoutValues) => Promise<void>;
  onDismiss: () => void;
}

/**
 * Create or edit an order export layout: its Name and its columns, each a field of `orderExport/fields` with a
 * caption, in order (added from a picker, moved up and down, removed). Validated with the shared schema.
 */
export function LayoutFormModal({ layout, onSave, onDismiss }: LayoutFormModalProps) {
  const fields = useQuery(orderExportFieldsQuery());
  const form = useForm<OrderExportLayoutInput, unknown, OrderExportLayoutValues>({
    resolver: zodResolver(OrderExportLayoutInputSchema),
    defaultValues: { name: layout?.name ?? '', columns: (layout?.columns ?? []) as OrderExportLayoutInput['columns'] },
  });
  const columns = useFieldArray({ control: form.control, name: 'columns' });
  const { errors, isSubmitting } = form.formState;
  const [general, setGeneral] = useState<string[]>([]);

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      await onSave(values);
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { errors?: unknown }).errors : undefined;
      const name = body && typeof body === 'object' ? (body as Record<string, string[]>).name : undefined;
      if (name?.[0]) form.setError('name', { message: name[0] });
      else setGeneral(messagesOf(error));
    }
  });

  const used = new Set(form.watch('columns').map((c) => c.field));
  const options = (fields.data ?? [])
    .filter((f) => !used.has(f.field as never))
    .map((f) => ({ value: f.field, label: f.caption, description: f.field }));
  const columnsError = errors.columns?.message ?? errors.columns?.root?.message;

  // The actions and the refusal sit in Cloudscape's Form inside the modal, so Enter in a caption submits too.
  return (
    <Modal
      visible
      size="large"
      header={layout ? s.editTitle : s.createTitle}
      onDismiss={dismissUnlessOverlay(onDismiss, isSubmitting)}
      data-testid="order-layout-form"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Form
          errorText={general.length > 0 ? <span data-testid="form-error">{general.join(' ')}</span> : undefined}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                formAction="none"
                variant="link"
                onClick={onDismiss}
                disabled={isSubmitting}
                data-testid="form-cancel"
              >
                {s.cancel}
              </Button>
              <Button variant="primary" loading={isSubmitting} data-testid="form-save">
                {s.save}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="l">
            <Controller
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormField label={s.name} errorText={errors.name?.message} data-testid="field-name">
                  <Input
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.detail.value)}
                    ariaLabel={s.name}
                  />
                </FormField>
              )}
            />
            <FormField label={s.addColumn} errorText={columnsError} data-testid="field-add-column">
              <Select
                placeholder={s.chooseField}
                filteringType="auto"
                statusType={fields.isPending ? 'loading' : 'finished'}
                options={options}
                selectedOption={null}
                onChange={(e) => {
                  const chosen = fields.data?.find((f) => f.field === e.detail.selectedOption.value);
                  if (chosen) columns.append({ field: chosen.field as never, caption: chosen.caption });
                }}
              />
            </FormField>
            <Table
              data-testid="layout-columns"
              header={s.columns}
              variant="embedded"
              items={columns.fields.map((column, index) => ({ ...column, index }))}
              trackBy="id"
              empty={s.noColumns}
              columnDefinitions={[
                { id: 'field', header: s.field, cell: (c) => c.field },
                {
                  id: 'caption',
                  header: s.caption,
                  cell: (c) => (
                    <Controller
                      control={form.control}
                      name={`columns.${c.index}.caption`}
                      render={({ field }) => (
                        <FormField errorText={errors.columns?.[c.index]?.caption?.message}>
                          <Input
                            value={field.value ?? ''}
                            onChange={(e) => field.onChange(e.detail.value)}
                            ariaLabel={`${s.caption} ${c.field}`}
                          />
                        </FormField>
                      )}
                    />
                  ),
                },
                {
                  id: 'actions',
                  header: s.actions,
                  cell: (c) => (
                    <SpaceBetween direction="horizontal" size="xxs">
                      <Button
                        variant="icon"
                        formAction="none"
                        iconName="angle-up"
                        ariaLabel={`${s.moveUp} ${c.field}`}
                        disabled={c.index === 0}
                        onClick={() => columns.move(c.index, c.index - 1)}
                      />
                      <Button
                        variant="icon"
                        formAction="none"
                        iconName="angle-down"
                        ariaLabel={`${s.moveDown} ${c.field}`}
                        disabled={c.index === columns.fields.length - 1}
                        onClick={() => columns.move(c.index, c.index + 1)}
                      />
                      <Button
                        variant="icon"
                        formAction="none"
                        iconName="remove"
                        ariaLabel={`${s.remove} ${c.field}`}
                        onClick={() => columns.remove(c.index)}
                      />
                    </SpaceBetween>
                  ),
                },
              ]}
            />
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}
