import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  CRITERION_TYPES,
  type Criterion,
  type CriterionInput,
  CriterionInputSchema,
  type Keyword,
  type KeywordInput,
  KeywordInputSchema,
} from '@shelfline/shared/contracts/ats-scoring.contract';
import { useQuery } from '@tanstack/react-query';
import { CrudDeleteConfirm, CrudFormDialog } from '../../../components/crud/crud-dialogs.tsx';
import type { FormFieldDef } from '../../../components/crud/entity-form-modal.tsx';
import { useCrudController } from '../../../components/crud/use-crud-controller.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { type UrlStateCodec, useUrlState } from '../../../components/use-url-state.ts';
import { readUrl, urlParam, writeUrl } from '../../../lib/url-state.ts';
import { criteriaQuery, keywordsQuery, scoringKeys } from '../../../queries/ats-scoring.ts';
import { CriteriaPanel } from './criteria-panel.tsx';
import { KeywordsPanel } from './keywords-panel.tsx';
import { criterionCalls, keywordCalls } from './scoring-calls.ts';
import { CRITERIA_STRINGS as s } from './strings.ts';

const CRITERION_FIELDS: FormFieldDef[] = [
  { kind: 'text', name: 'category', label: s.fields.category },
  {
    kind: 'select',
    name: 'type',
    label: s.fields.type,
    options: CRITERION_TYPES.map((type) => ({ value: type, label: s.types[type] })),
    filteringType: 'none',
  },
  { kind: 'checkbox', name: 'enabled', label: s.fields.enabled },
];

const KEYWORD_FIELDS: FormFieldDef[] = [
  { kind: 'text', name: 'text', label: s.fields.text },
  { kind: 'number', name: 'score', label: s.fields.score, step: 1, description: s.fields.scoreHint },
  { kind: 'checkbox', name: 'autoReject', label: s.fields.autoReject },
  { kind: 'checkbox', name: 'enabled', label: s.fields.enabled },
];

// The selected criterion is in the URL (`?criterion=3`): a reload or a shared link opens its keywords.
const PARAMS = { criterion: urlParam.id() };
const CODEC: UrlStateCodec<{ criterion: number | undefined }> = {
  read: (params) => readUrl(PARAMS, params),
  write: (params, state) => writeUrl(PARAMS, params, state),
};

/**
 * /hr/scoring-criteria (002 §2 HR, brief 6b): the criteria on the left (by type priority, then id), the selected
 * one's keywords on the right (by text); Add / Edit modals validated by the shared schemas, deletes after the
 * spec's questions, and the spec's toasts.
 */
export function ScoringCriteriaPage() {
  useDocumentTitle(s.title);
  const { state, update } = useUrlState(CODEC);
  const criteria = useQuery(criteriaQuery());
  const selected = criteria.data?.find((c) => c.criterionID === state.criterion);
  const keywords = useQuery(keywordsQuery(selected?.criterionID));
  const criterionCrud = useCrudController<Criterion, CriterionInput>({
    invalidates: [scoringKeys.all],
    ...criterionCalls,
    messages: {
      created: (c) => s.criterionCreated(c.category),
      updated: (c) => s.criterionUpdated(c.category),
      deleted: (c) => s.criterionDeleted(c.category),
    },
  });
  const keywordCrud = useCrudController<Keyword, KeywordInput>({
    invalidates: [scoringKeys.all],
    ...keywordCalls(selected?.criterionID ?? 0),
    messages: {
      created: (k) => s.keywordAdded(k.text),
      updated: (k) => s.keywordUpdated(k.text),
      deleted: (k) => s.keywordDeleted(k.text),
    },
  });

  return (
    <SpaceBetween size="m">
      <Header variant="h1">{s.title}</Header>
      <Grid gridDefinition={[{ colspan: { default: 12, m: 5 } }, { colspan: { default: 12, m: 7 } }]}>
        <CriteriaPanel
          criteria={criteria.data}
          loading={criteria.isPending}
          error={criteria.error}
          selectedId={selected?.criterionID}
          onSelect={(c) => update({ criterion: c.criterionID })}
          onAdd={criterionCrud.openCreate}
          onEdit={criterionCrud.openEdit}
          onDelete={criterionCrud.openDelete}
        />
        <KeywordsPanel
          criterion={selected}
          keywords={keywords.data}
          loading={keywords.isPending && selected !== undefined}
          onAdd={keywordCrud.openCreate}
          onEdit={keywordCrud.openEdit}
          onDelete={keywordCrud.openDelete}
        />
      </Grid>
      <CrudFormDialog<Criterion, CriterionInput>
        crud={criterionCrud}
        titles={{ createTitle: s.createCriterion, updateTitle: s.updateCriterion }}
        fields={CRITERION_FIELDS}
        schema={CriterionInputSchema}
        newValues={{ type: 'critical', enabled: true }}
      />
      <CrudDeleteConfirm crud={criterionCrud} question={(c) => s.deleteCriterion(c.category)} />
      <CrudFormDialog<Keyword, KeywordInput>
        crud={keywordCrud}
        titles={{ createTitle: s.createKeyword, updateTitle: s.updateKeyword }}
        fields={KEYWORD_FIELDS}
        schema={KeywordInputSchema}
        newValues={{ autoReject: false, enabled: true }}
      />
      <CrudDeleteConfirm crud={keywordCrud} question={(k) => s.deleteKeyword(k.text)} />
    </SpaceBetween>
  );
}
