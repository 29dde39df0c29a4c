import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { Job } from '@shelfline/shared/contracts/job.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchFailure } from '../../app/providers/fetch-failures.tsx';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { jobKeys, jobProductsQuery } from '../../queries/jobs.ts';
import { productSearchQuery } from '../../queries/products.ts';
import { serviceTypesQuery } from '../../queries/service-types.ts';
import { jobsApi } from './jobs-api.ts';
import { JOB_STRINGS as s } from './strings.ts';

interface Line {
  productId: number;
  product: string;
  serviceTypeId: number;
  serviceType: string;
}

/**
 * The products of a job (product + service type), opened from a Job Maintenance row. Saving sends the whole
 * list with the job (PUT jobs/{id}); GET jobs/jobProducts reads it back.
 */
export function JobProductsModal({ job, onDismiss }: { job: Job; onDismiss: () => void }) {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const current = useQuery(jobProductsQuery(job.id));
  const serviceTypes = useQuery({ ...serviceTypesQuery(false), meta: fetchFailure('serviceTypes') });
  const [lines, setLines] = useState<Line[]>();
  const [search, setSearch] = useState('');
  const products = useQuery(productSearchQuery(search));
  const [productId, setProductId] = useState<{ value: string; label: string }>();
  const [serviceTypeId, setServiceTypeId] = useState<{ value: string; label: string }>();

  useEffect(() => {
    if (current.data && lines === undefined)
      setLines(
        current.data.map((p) => ({
          productId: p.productId,
          product: p.productCode ? `${p.productCode} - ${p.product}` : p.product,
          serviceTypeId: p.serviceTypeId,
          serviceType: p.serviceType ?? String(p.serviceTypeId),
        })),
      );
  }, [current.data, lines]);

  const productOptions = (products.data ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.code} - ${p.description1}`,
  }));
  const typeOptions = (serviceTypes.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));

  const addLine = () => {
    if (!productId || !serviceTypeId) return;
    const line = {
      productId: Number(productId.value),
      product: productId.label,
      serviceTypeId: Number(serviceTypeId.value),
      serviceType: serviceTypeId.label,
    };
    setLines((all) =>
      (all ?? []).some((l) => l.productId === line.productId && l.serviceTypeId === line.serviceTypeId)
        ? all
        : [...(all ?? []), line],
    );
    setProductId(undefined);
  };

  const saving = useMutation({
    mutationFn: (saved: Line[]) =>
      jobsApi.saveProducts(
        job,
        saved.map((l) => ({ productId: l.productId, serviceTypeId: l.serviceTypeId })),
      ),
    onSuccess: async (saved) => {
      notify({ type: 'success', content: s.jobRecord.updated(saved.jobNumber) });
      await queryClient.invalidateQueries({ queryKey: jobKeys.all });
      onDismiss();
    },
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
  });

  return (
    <Modal
      visible
      size="large"
      data-testid="job-products"
      header={`${s.jobProducts} - ${job.jobNumber}`}
      onDismiss={(e) => {
        if (e.detail.reason !== 'overlay') onDismiss();
      }}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onDismiss}>Cancel</Button>
            <Button
              variant="primary"
              data-testid="job-products-save"
              loading={saving.isPending}
              onClick={() => saving.mutate(lines ?? [])}
            >
              Save
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <SpaceBetween direction="horizontal" size="s" alignItems="end">
          <FormField label={s.product}>
            <Select
              data-testid="job-product-picker"
              placeholder={s.chooseProduct}
              filteringType="manual"
              onLoadItems={(e) => setSearch(e.detail.filteringText)}
              statusType={products.isFetching ? 'loading' : 'finished'}
              options={productOptions}
              selectedOption={productId ?? null}
              onChange={(e) => setProductId(e.detail.selectedOption as { value: string; label: string })}
            />
          </FormField>
          <FormField label={s.serviceType}>
            <Select
              data-testid="job-service-type-picker"
              placeholder={s.chooseServiceType}
              options={typeOptions}
              selectedOption={serviceTypeId ?? null}
              onChange={(e) => setServiceTypeId(e.detail.selectedOption as { value: string; label: string })}
            />
          </FormField>
          <Button data-testid="job-product-add" disabled={!productId || !serviceTypeId} onClick={addLine}>
            {s.add}
          </Button>
        </SpaceBetween>
        <Table<Line>
          data-testid="job-products-table"
          items={lines ?? []}
          loading={lines === undefined}
          loadingText="Loading products"
          trackBy={(l) => `${l.productId}#${l.serviceTypeId}`}
          columnDefinitions={[
            { id: 'product', header: s.product, cell: (l) => l.product },
            { id: 'serviceType', header: s.serviceType, cell: (l) => l.serviceType },
            {
              id: 'actions',
              header: 'Actions',
              cell: (l) => (
                <Button
                  variant="inline-icon"
                  iconName="remove"
                  ariaLabel={`Remove ${l.product}`}
                  onClick={() => setLines((all) => (all ?? []).filter((x) => x !== l))}
                />
              ),
            },
          ]}
          empty={<Box textAlign="center">{s.noProducts}</Box>}
        />
      </SpaceBetween>
    </Modal>
  );
}
