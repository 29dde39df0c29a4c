import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Prompt, PromptUpdateSchema } from '@shelfline/shared/contracts/ats-prompt.contract';
import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod';
import { callRoute } from '../../../app/api.ts';
import { usePendingChanges } from '../../../app/navigation/use-pending-changes.ts';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { type UrlStateCodec, useUrlState } from '../../../components/use-url-state.ts';
import { messagesOf } from '../../../lib/api-client.ts';
import { readUrl, urlParam, writeUrl } from '../../../lib/url-state.ts';
import { promptKeys, promptQuery, promptsQuery } from '../../../queries/ats-prompts.ts';
import { dateTime } from '../format.ts';
import { PROMPT_STRINGS as s } from './strings.ts';
import '../hr.css';

// The chosen key is in the URL (`?key=resume.parse`).
const PARAMS = { key: urlParam.text(100) };
const CODEC: UrlStateCodec<{ key: string | undefined }> = {
  read: (params) => readUrl(PARAMS, params),
  write: (params, state) => writeUrl(PARAMS, params, state),
};
const EditSchema = z.object({ prompt: PromptUpdateSchema.shape.prompt });
type EditValues = z.input<typeof EditSchema>;

/**
 * /hr/prompts (002 §2 HR, admin): choose a seeded key, read its text with its created and last updated times, Edit
 * Prompt in a textarea with a character count; Cancel restores the saved text, Save Changes sends it trimmed (1-20,000
 * characters, with the version read) and goes back to the view, read again.
 */
export function PromptsPage() {
  useDocumentTitle(s.title);
  const { state, update } = useUrlState(CODEC);
  const prompts = useQuery(promptsQuery());
  const key = state.key ?? prompts.data?.[0]?.key;
  const prompt = useQuery(promptQuery(key));
  const options = (prompts.data ?? []).map((p) => ({ value: p.key, label: p.key }));
  return (
    <SpaceBetween size="m">
      <Header variant="h1">{s.title}</Header>
      <FormField label={s.promptKey}>
        <Select
          data-testid="prompt-key"
          selectedOption={options.find((o) => o.value === key) ?? null}
          options={options}
          placeholder={s.choosePrompt}
          statusType={prompts.isPending ? 'loading' : 'finished'}
          onChange={(e) => update({ key: e.detail.selectedOption.value })}
        />
      </FormField>
      {prompt.data && <PromptView key={`${prompt.data.key}#${prompt.data.version}`} prompt={prompt.data} />}
    </SpaceBetween>
  );
}

function PromptView({ prompt }: { prompt: Prompt }) {
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const form = useForm<EditValues>({ defaultValues: { prompt: prompt.prompt }, resolver: zodResolver(EditSchema) });
  const dirty = editing && form.formState.isDirty;
  usePendingChanges(dirty);
  const save = useMutation({
    mutationFn: (values: EditValues) =>
      callRoute(atsRoutes.updatePrompt, {
        params: { key: prompt.key },
        body: { prompt: values.prompt, version: prompt.version },
      }),
    onSuccess: async () => {
      notify({ type: 'success', content: s.saved(prompt.key) });
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: promptKeys.all });
    },
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
  });
  const cancel = () => {
    form.reset({ prompt: prompt.prompt });
    setEditing(false);
  };
  const text = form.watch('prompt');

  return (
    <Container
      data-testid="prompt-view"
      header={
        <Header
          variant="h2"
          actions={
            editing ? (
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={cancel} disabled={save.isPending} data-testid="prompt-cancel">
                  {s.cancel}
                </Button>
                <Button
                  variant="primary"
                  loading={save.isPending}
                  onClick={() => void form.handleSubmit((values) => save.mutateAsync(values))()}
                  data-testid="prompt-save"
                >
                  {s.save}
                </Button>
              </SpaceBetween>
            ) : (
              <Button onClick={() => setEditing(true)} data-testid="prompt-edit">
                {s.edit}
              </Button>
            )
          }
        >
          {prompt.key}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={3} variant="text-grid">
          <div>
            <Box variant="awsui-key-label">{s.created}</Box>
            <div>{prompt.createdUtc ? dateTime(prompt.createdUtc) : s.builtIn}</div>
          </div>
          <div>
            <Box variant="awsui-key-label">{s.updated}</Box>
            <div>{prompt.updatedUtc ? dateTime(prompt.updatedUtc) : s.builtIn}</div>
          </div>
          {prompt.analyzer && (
            <div data-testid="prompt-analyzer">
              <Box variant="awsui-key-label">{s.analyzer}</Box>
              <div>{prompt.analyzer}</div>
              <Box variant="small" color="text-body-secondary">
                {s.analyzerHelp(prompt.analyzer)}
              </Box>
            </div>
          )}
        </ColumnLayout>
        {editing ? (
          <Controller
            control={form.control}
            name="prompt"
            render={({ field, fieldState }) => (
              <FormField
                label={s.prompt}
                constraintText={s.characters(text.length)}
                errorText={fieldState.error?.message}
                warningText={dirty ? s.unsaved : undefined}
                stretch
              >
                <Textarea
                  data-testid="prompt-text"
                  value={field.value}
                  rows={20}
                  onChange={(e) => field.onChange(e.detail.value)}
                />
              </FormField>
            )}
          />
        ) : (
          <Box variant="code" data-testid="prompt-text-view">
            <pre className="hr-pre">{prompt.prompt}</pre>
          </Box>
        )}
      </SpaceBetween>
    </Container>
  );
}
