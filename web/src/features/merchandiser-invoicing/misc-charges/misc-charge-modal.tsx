import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { APPROVAL_STATUS, APPROVAL_STATUS_LABELS, type ApprovalStatusFilter } from '@shelfline/shared/approval-status';
import {
  type MiscChargeBodyValues,
  MiscChargeInputSchema,
  type MiscChargeRow,
  type MiscChargeType,
  miscChargeFigures,
} from '@shelfline/shared/contracts/misc-charge.contract';
import { formatCents } from '@shelfline/shared/money';
import { miscChargesRoutes } from '@shelfline/shared/routes/misccharges.routes';
import {
  DEFAULT_TRAVEL_CHARGE_TYPE_ID,
  TRAVEL_CHARGE_TYPES,
  travelChargeTypeOf,
} from '@shelfline/shared/travel-charge-types';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../app/api.ts';
import { ownEmployeeId } from '../../../app/session/own-employee.ts';
import { useSession } from '../../../app/session/session.ts';
import { dismissUnlessOverlay } from '../../../components/crud/modal-parts.tsx';
import { useEntityForm } from '../../../components/crud/use-entity-form.ts';
import { merchandisersQuery } from '../../../queries/employees.ts';
import { miscChargeTypesQuery } from '../../../queries/misc-charge-types.ts';
import { completedServicesQuery, miscChargeWorkerRatesQuery } from '../../../queries/misc-charges.ts';
import { MISC_CHARGES_STRINGS as strings } from './strings.ts';

const s = strings.modal;

/** The modal's inputs as typed (text in number inputs), read by the shared schema through `toInput`. */
interface Draft {
  merchandiserId: string;
  miscChargeId: string;
  travelChargeTypeId: string;
  units: string;
  amount: string;
  comments: string;
  isNoJobs: boolean;
  serviceIds: number[];
  approvalStatus: number;
}

const NAMES = [
  'merchandiserId',
  'miscChargeId',
  'travelChargeTypeId',
  'units',
  'amount',
  'comments',
  'isNoJobs',
  'serviceIds',
  'approvalStatus',
] as const;

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

function draftOf(charge: MiscChargeRow | undefined): Draft {
  return {
    merchandiserId: charge ? String(charge.merchandiserId) : '',
    miscChargeId: charge ? String(charge.miscChargeId) : '',
    travelChargeTypeId: charge?.travelChargeTypeId ? String(charge.travelChargeTypeId) : '',
    units: charge?.units === null || charge?.units === undefined ? '' : String(charge.units),
    amount: charge ? charge.amount.toFixed(2) : '',
    comments: charge?.comments ?? '',
    isNoJobs: charge?.isNoJobs ?? false,
    serviceIds: charge?.serviceIds ?? [],
    approvalStatus: charge?.approvalStatus ?? APPROVAL_STATUS.NotApprovedYet,
  };
}

/** Which input the type asks for: units (km, hours, pages), the services' count, or a typed amount. */
function inputKindOf(type: MiscChargeType | undefined, travelTypeId: string) {
  if (type?.kind === 'printing') return 'pages';
  if (type?.kind !== 'travel') return 'typed';
  const kind = travelChargeTypeOf(Number(travelTypeId))?.kind;
  if (kind === 'km') return 'km';
  if (kind === 'time') return 'hours';
  if (kind === 'continuity') return 'continuity';
  return 'typed';
}

export interface MiscChargeModalProps {
  /** The charge edited; none for a new one. */
  charge?: MiscChargeRow;
  isMerchandiserOnly: boolean;
  onSaved: () => void;
  onDismiss: () => void;
}

/**
 * 'Add/Edit Miscellaneous Charge' (002 §2, §4): Merchandiser (not for a merchandiser, whose own id is used;
 * a supervisor picks among their team), Charge, Completed services or Not Job-Related, the type's inputs (travel
 * sub-type; km, hours or pages; the typed amount for Flat Rate, Parking and Other), the rate and amount previewed with
 * the server's own function (`miscChargeFigures`), Comments and Status; Approve / Deny (staff, on a saved charge) set
 * the status that Accept saves.
 */
export function MiscChargeModal({ charge, isMerchandiserOnly, onSaved, onDismiss }: MiscChargeModalProps) {
  const session = useSession();
  const self = ownEmployeeId(session?.tokens.token);
  const isAdmin = (session?.roles ?? []).includes('admin');
  const types = useQuery(miscChargeTypesQuery(true));
  const typeOf = (id: string) => types.data?.find((t) => t.id === Number(id));
  const merchandisers = useQuery({ ...merchandisersQuery(), enabled: !isMerchandiserOnly });
  const save = useMutation({
    mutationFn: (body: MiscChargeBodyValues) =>
      charge
        ? callRoute(miscChargesRoutes.update, {
            params: { id: charge.chargeId },
            body: { ...body, version: charge.version },
          })
        : callRoute(miscChargesRoutes.create, { body }),
    onSuccess: onSaved,
  });

  const form = useEntityForm<Draft, MiscChargeBodyValues>({
    initialValues: () => draftOf(charge),
    names: NAMES,
    schema: MiscChargeInputSchema,
    toInput: (d) => ({
      merchandiserId: isMerchandiserOnly ? undefined : numberOrUndefined(d.merchandiserId),
      miscChargeId: numberOrUndefined(d.miscChargeId),
      travelChargeTypeId: numberOrUndefined(d.travelChargeTypeId),
      units: numberOrUndefined(d.units),
      amount:
        inputKindOf(typeOf(d.miscChargeId), d.travelChargeTypeId) === 'typed' ? numberOrUndefined(d.amount) : undefined,
      comments: d.comments,
      isNoJobs: d.isNoJobs,
      serviceIds: d.isNoJobs ? [] : d.serviceIds,
      approvalStatus: isMerchandiserOnly ? undefined : d.approvalStatus,
    }),
    onSubmit: (body) => save.mutateAsync(body),
  });
  const { values, errors, change } = form;

  const merchandiserId = isMerchandiserOnly ? self : numberOrUndefined(values.merchandiserId);
  const rates = useQuery(miscChargeWorkerRatesQuery(merchandiserId));
  const services = useQuery(completedServicesQuery(merchandiserId, charge?.chargeId, merchandiserId !== undefined));

  const type = typeOf(values.miscChargeId);
  const inputKind = inputKindOf(type, values.travelChargeTypeId);
  const serviceIds = values.isNoJobs ? [] : values.serviceIds;
  const figures =
    type && rates.data
      ? miscChargeFigures(
          type,
          {
            travelChargeTypeId: numberOrUndefined(values.travelChargeTypeId),
            units: numberOrUndefined(values.units),
            amount: numberOrUndefined(values.amount),
            serviceIds,
          },
          rates.data,
        )
      : undefined;
  const preview = figures && 'figures' in figures ? figures.figures : undefined;

  // A merchandiser is offered the types paid on their invoice (A27); an edit keeps the type it has.
  const typeOptions = (types.data ?? [])
    .filter((t) => t.id === charge?.miscChargeId || (!t.isInactive && (!isMerchandiserOnly || t.isEmployeeInvoicing)))
    .map((t) => ({ value: String(t.id), label: t.name }));
  const merchandiserOptions = (merchandisers.data ?? [])
    // Admins pick any merchandiser, a supervisor their team (the server refuses others with 404).
    .filter((m) => isAdmin || m.id === charge?.merchandiserId || m.supervisorId === self || m.id === self)
    .map((m) => ({ value: String(m.id), label: m.name }));
  const serviceOptions = (services.data ?? []).map((svc) => ({
    value: String(svc.serviceID),
    label: strings.service(svc),
  }));
  const chooseType = (id: string) => {
    const next = typeOf(id);
    // Travel starts as Km Only; any type change clears the units and amount (002 §4).
    change({
      miscChargeId: id,
      travelChargeTypeId: next?.kind === 'travel' ? String(DEFAULT_TRAVEL_CHARGE_TYPE_ID) : '',
      units: '',
      amount: '',
    });
  };
  const status = values.approvalStatus;
  const staff = !isMerchandiserOnly && charge !== undefined;

  return (
    <Modal
      visible
      size="medium"
      header={s.title}
      onDismiss={dismissUnlessOverlay(onDismiss, form.saving)}
      data-testid="misc-charge-modal"
    >
      <form noValidate onSubmit={(event) => void form.submit(event)}>
        <Form
          errorText={
            errors.general.length > 0 ? <span data-testid="form-error">{errors.general.join(' ')}</span> : undefined
          }
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                formAction="none"
                variant="link"
                onClick={onDismiss}
                disabled={form.saving}
                data-testid="misc-cancel"
              >
                {s.cancel}
              </Button>
              {staff && (
                <>
                  <Button
                    formAction="none"
                    data-testid="misc-approve"
                    disabled={
                      status === APPROVAL_STATUS.ApprovedAutomatically || status === APPROVAL_STATUS.ApprovedByManager
                    }
                    onClick={() => change({ approvalStatus: APPROVAL_STATUS.ApprovedByManager })}
                  >
                    {s.approve}
                  </Button>
                  <Button
                    formAction="none"
                    data-testid="misc-deny"
                    disabled={status === APPROVAL_STATUS.RejectedByManager}
                    onClick={() => change({ approvalStatus: APPROVAL_STATUS.RejectedByManager })}
                  >
                    {s.deny}
                  </Button>
                </>
              )}
              <Button variant="primary" loading={form.saving} data-testid="misc-accept">
                {s.accept}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            {!isMerchandiserOnly && (
              <FormField label={strings.merchandiser} errorText={errors.fields.merchandiserId}>
                <Select
                  data-testid="misc-merchandiser"
                  filteringType="auto"
                  placeholder={s.chooseMerchandiser}
                  statusType={merchandisers.isPending ? 'loading' : 'finished'}
                  selectedOption={merchandiserOptions.find((o) => o.value === values.merchandiserId) ?? null}
                  options={merchandiserOptions}
                  onChange={(e) => change({ merchandiserId: e.detail.selectedOption.value ?? '', serviceIds: [] })}
                />
              </FormField>
            )}
            <FormField label={s.charge} errorText={errors.fields.miscChargeId}>
              <Select
                data-testid="misc-type"
                placeholder={s.chooseCharge}
                statusType={types.isPending ? 'loading' : 'finished'}
                selectedOption={typeOptions.find((o) => o.value === values.miscChargeId) ?? null}
                options={typeOptions}
                onChange={(e) => chooseType(e.detail.selectedOption.value ?? '')}
              />
            </FormField>
            <FormField label={s.services} errorText={errors.fields.serviceIds}>
              <Multiselect
                data-testid="misc-services"
                placeholder={s.chooseServices}
                filteringType="auto"
                disabled={values.isNoJobs}
                statusType={services.isFetching ? 'loading' : 'finished'}
                selectedOptions={serviceOptions.filter((o) => serviceIds.includes(Number(o.value)))}
                options={serviceOptions}
                onChange={(e) => change({ serviceIds: e.detail.selectedOptions.map((o) => Number(o.value)) })}
              />
            </FormField>
            <Checkbox
              data-testid="misc-no-jobs"
              checked={values.isNoJobs}
              onChange={(e) => change({ isNoJobs: e.detail.checked, serviceIds: [] })}
            >
              {s.noJobs}
            </Checkbox>
            {values.isNoJobs && type?.isCustomerBilling && <Alert type="info">{s.notBilled}</Alert>}
            {type?.kind === 'travel' && (
              <FormField label={s.travelType} errorText={errors.fields.travelChargeTypeId}>
                <Select
                  data-testid="misc-travel-type"
                  selectedOption={
                    TRAVEL_CHARGE_TYPES.map((t) => ({ value: String(t.id), label: t.name })).find(
                      (o) => o.value === values.travelChargeTypeId,
                    ) ?? null
                  }
                  options={TRAVEL_CHARGE_TYPES.map((t) => ({ value: String(t.id), label: t.name }))}
                  // Changing the sub-type resets units, amount and rate (002 §4).
                  onChange={(e) =>
                    change({ travelChargeTypeId: e.detail.selectedOption.value ?? '', units: '', amount: '' })
                  }
                />
              </FormField>
            )}
            {(inputKind === 'km' || inputKind === 'hours' || inputKind === 'pages') && (
              <FormField label={s[inputKind]} errorText={errors.fields.units}>
                <Input
                  data-testid="misc-units"
                  type="number"
                  inputMode="numeric"
                  step={1}
                  value={values.units}
                  onChange={(e) => change({ units: e.detail.value })}
                  ariaLabel={s[inputKind]}
                />
              </FormField>
            )}
            {inputKind === 'continuity' && (
              <FormField label={s.services_count}>
                <Input value={String(serviceIds.length)} disabled ariaLabel={s.services_count} />
              </FormField>
            )}
            {inputKind !== 'typed' && (
              <FormField label={s.rate}>
                <Input
                  data-testid="misc-rate"
                  value={preview ? String(preview.rate) : ''}
                  disabled
                  ariaLabel={s.rate}
                />
              </FormField>
            )}
            <FormField label={s.amount} errorText={errors.fields.amount ?? errors.fields.units}>
              {inputKind === 'typed' ? (
                <Input
                  data-testid="misc-amount-input"
                  type="number"
                  inputMode="decimal"
                  value={values.amount}
                  onChange={(e) => change({ amount: e.detail.value })}
                  // Formatted to 2 decimals on blur (002 §5).
                  onBlur={() => {
                    const n = Number(values.amount);
                    if (values.amount.trim() !== '' && Number.isFinite(n)) change({ amount: n.toFixed(2) });
                  }}
                  ariaLabel={s.amount}
                />
              ) : (
                <Input
                  data-testid="misc-amount-preview"
                  value={preview ? formatCents(preview.amountCents) : ''}
                  disabled
                  ariaLabel={s.amount}
                />
              )}
            </FormField>
            <FormField label={s.comments} errorText={errors.fields.comments}>
              <Textarea
                value={values.comments}
                onChange={(e) => change({ comments: e.detail.value })}
                ariaLabel={s.comments}
              />
            </FormField>
            <FormField label={s.status}>
              <Input
                data-testid="misc-status"
                value={APPROVAL_STATUS_LABELS[status as ApprovalStatusFilter]}
                readOnly
                ariaLabel={s.status}
              />
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}
