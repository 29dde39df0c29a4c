import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import {
  COMPANY_NUMBER_FIELDS,
  COMPANY_TEXT_FIELDS,
  type CompanyInfo,
  CompanyInfoFormSchema,
  type CompanyInfoForm as CompanyInfoInput,
  hstCodeField,
  hstCodeLabel,
  hstRateField,
  hstRateLabel,
  TAX_PROVINCE_CODES,
  TAX_PROVINCE_NAMES,
} from '@shelfline/shared/contracts/company-info.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { NO_ERRORS } from '../../components/crud/form-errors.ts';
import { useEntityForm } from '../../components/crud/use-entity-form.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { companyInfoKeys, companyInfoQuery } from '../../queries/company-info.ts';
import { companyInfoApi } from './company-info-api.ts';
import { companyInfoStrings as s } from './strings.ts';

type Draft = Record<string, string>;

interface FieldDef {
  name: string;
  label: string;
  numeric?: boolean;
  /** Shown after the input's label, e.g. '%'. */
  unit?: string;
}

const text = (name: keyof typeof COMPANY_TEXT_FIELDS): FieldDef => ({ name, label: COMPANY_TEXT_FIELDS[name] });
const num = (name: keyof typeof COMPANY_NUMBER_FIELDS, unit?: string): FieldDef => ({
  name,
  label: COMPANY_NUMBER_FIELDS[name],
  numeric: true,
  unit,
});

const SECTIONS: { title: string; columns: 1 | 2 | 3; fields: FieldDef[] }[] = [
  {
    title: s.sections.company,
    columns: 2,
    fields: [text('companyName'), text('smtpServer'), text('phone'), text('fax'), text('gstNumber')],
  },
  {
    title: s.sections.address,
    columns: 2,
    fields: [text('address1'), text('address2'), text('city'), text('province'), text('postalCode')],
  },
  {
    title: s.sections.invoicing,
    columns: 2,
    fields: [
      num('nextInvoiceNumber'),
      num('nextBatchNumber'),
      text('exportFolder'),
      text('serviceInvoiceExportFilename'),
      text('serviceInvoiceAccount'),
      text('miscChargesAccount'),
      text('gstAccount'),
      text('clientInvoiceExportFilename'),
      text('clientInvoiceAccount'),
    ],
  },
  {
    title: s.sections.taxes,
    columns: 2,
    fields: [num('currentRate'), num('taxPST', s.percent), num('taxGST', s.percent), text('taxGSTCode')],
  },
];

const HST_FIELDS: FieldDef[] = TAX_PROVINCE_CODES.flatMap((code) => [
  { name: hstRateField(code), label: hstRateLabel(code), numeric: true, unit: s.percent },
  { name: hstCodeField(code), label: hstCodeLabel(code) },
]);

const ALL_FIELDS = [...SECTIONS.flatMap((section) => section.fields), ...HST_FIELDS];
const NAMES = ALL_FIELDS.map((field) => field.name);

function toDraft(info: CompanyInfo): Draft {
  const record = info as unknown as Record<string, unknown>;
  return Object.fromEntries(NAMES.map((name) => [name, record[name] === undefined ? '' : String(record[name])]));
}

function fromDraft(draft: Draft): Record<string, unknown> {
  return Object.fromEntries(
    ALL_FIELDS.map(({ name, numeric }) => {
      const value = draft[name] ?? '';
      if (!numeric) return [name, value];
      const trimmed = value.trim();
      return [name, trimmed === '' ? undefined : Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed];
    }),
  );
}

/** /companyInfo (001 §2, §5): one form, every field required ('Please input {field}.'), version-checked save. */
export function CompanyInfoPage() {
  useDocumentTitle(s.title);
  const info = useQuery(companyInfoQuery());
  if (info.isPending) return <Spinner size="large" />;
  if (info.error) return <Alert type="error">{messagesOf(info.error).join(' ')}</Alert>;
  // Keyed by version: a saved (or reloaded) record starts a fresh draft.
  return <CompanyInfoForm key={info.data.version} info={info.data} />;
}

function CompanyInfoForm({ info }: { info: CompanyInfo }) {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const saving = useMutation({
    mutationFn: (input: CompanyInfoInput) => companyInfoApi.update(info, input),
    onSuccess: (saved) => {
      // The saved record (its new version) starts a fresh form.
      queryClient.setQueryData(companyInfoKeys.all, saved);
      notify({ type: 'success', content: s.updated });
    },
  });
  const form = useEntityForm<Draft, CompanyInfoInput>({
    initialValues: () => toDraft(info),
    names: NAMES,
    schema: CompanyInfoFormSchema,
    toInput: fromDraft,
    onSubmit: (input) => saving.mutateAsync(input),
  });
  const { values: draft, errors } = form;
  const change = (name: string, value: string) => form.change({ [name]: value });

  const field = ({ name, label, numeric, unit }: FieldDef) => (
    <FormField
      key={name}
      label={unit ? `${label} (${unit})` : label}
      errorText={errors.fields[name]}
      data-testid={`field-${name}`}
    >
      <Input
        value={draft[name] ?? ''}
        onChange={(event) => change(name, event.detail.value)}
        inputMode={numeric ? 'decimal' : undefined}
        type={numeric ? 'number' : 'text'}
        ariaLabel={label}
        invalid={errors.fields[name] !== undefined}
      />
    </FormField>
  );

  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate data-testid="company-info-form">
      <Form
        header={
          <Header variant="h1" description={s.description}>
            {s.title}
          </Header>
        }
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              variant="link"
              formAction="none"
              disabled={form.saving}
              onClick={() => {
                form.change(toDraft(info));
                form.setErrors(NO_ERRORS);
              }}
              data-testid="form-reset"
            >
              {s.reset}
            </Button>
            <Button variant="primary" formAction="submit" loading={form.saving} data-testid="form-save">
              {s.save}
            </Button>
          </SpaceBetween>
        }
        errorText={errors.general.length > 0 ? errors.general.join(' ') : undefined}
      >
        <SpaceBetween size="l">
          {SECTIONS.map((section) => (
            <Container key={section.title} header={<Header variant="h2">{section.title}</Header>}>
              <ColumnLayout columns={section.columns}>{section.fields.map(field)}</ColumnLayout>
            </Container>
          ))}
          <Container
            header={
              <Header variant="h2" description={s.provincialDescription}>
                {s.sections.provincial}
              </Header>
            }
          >
            <ColumnLayout columns={2}>
              {TAX_PROVINCE_CODES.map((code) => (
                <SpaceBetween key={code} size="xs">
                  <Header variant="h3">{`${TAX_PROVINCE_NAMES[code]} (${code})`}</Header>
                  <ColumnLayout columns={2}>
                    {field({ name: hstRateField(code), label: hstRateLabel(code), numeric: true, unit: s.percent })}
                    {field({ name: hstCodeField(code), label: hstCodeLabel(code) })}
                  </ColumnLayout>
                </SpaceBetween>
              ))}
            </ColumnLayout>
          </Container>
        </SpaceBetween>
      </Form>
    </form>
  );
}
