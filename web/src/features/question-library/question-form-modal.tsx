import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ANSWERS_MAX,
  type Question,
  type QuestionInput,
  QuestionInputSchema,
  type QuestionValues,
} from '@shelfline/shared/contracts/question-library.contract';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { ApiError, messagesOf } from '../../lib/api-client.ts';
import { QUESTION_LIBRARY_STRINGS as s } from './strings.ts';

export interface QuestionFormModalProps {
  /** The question edited, or undefined for a new one. */
  question?: Question;
  onSave: (input: QuestionValues) => Promise<unknown>;
  onDismiss: () => void;
}

/**
 * Create / edit a question (001 §2): text, comments, its answers (add, remove, reorder; an edited answer keeps its
 * id, so layouts and reports keep pointing at it) and Inactive. A server refusal lands under its field
 * (`answers.2.answerText`) or above the form (409: an answer a layout flags).
 */
export function QuestionFormModal({ question, onSave, onDismiss }: QuestionFormModalProps) {
  const form = useForm<QuestionInput, unknown, QuestionValues>({
    resolver: zodResolver(QuestionInputSchema),
    defaultValues: {
      text: question?.text ?? '',
      comments: question?.comments ?? '',
      isInactive: question?.isInactive ?? false,
      answers: question?.answers.map((a) => ({ answerId: a.answerId, answerText: a.answerText })) ?? [],
    },
  });
  const answers = useFieldArray({ control: form.control, name: 'answers' });
  const [general, setGeneral] = useState<string[]>([]);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      await onSave(values);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.body as { errors?: unknown })?.errors : undefined;
      if (fields && typeof fields === 'object' && !Array.isArray(fields)) {
        for (const [name, messages] of Object.entries(fields as Record<string, string[]>))
          form.setError(name as never, { message: String(messages[0]) });
      } else setGeneral(messagesOf(error));
    }
  });

  const answerError = (i: number) => errors.answers?.[i]?.answerText?.message ?? errors.answers?.[i]?.answerId?.message;

  return (
    <Modal
      visible
      size="medium"
      header={question ? s.updateQuestion : s.createQuestion}
      onDismiss={dismissUnlessOverlay(onDismiss, isSubmitting)}
      data-testid="question-form"
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onDismiss} disabled={isSubmitting} data-testid="form-cancel">
            {s.cancel}
          </Button>
          <Button variant="primary" onClick={() => void submit()} loading={isSubmitting} data-testid="form-save">
            {s.save}
          </Button>
        </ModalFooter>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SpaceBetween size="m">
          {general.length > 0 && (
            <Alert type="error" data-testid="form-error">
              {general.join(' ')}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="text"
            render={({ field }) => (
              <FormField label={s.question} errorText={errors.text?.message} data-testid="field-text">
                <Textarea
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.detail.value)}
                  rows={3}
                  autoFocus
                  ariaLabel={s.question}
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="comments"
            render={({ field }) => (
              <FormField label={s.comments} errorText={errors.comments?.message} data-testid="field-comments">
                <Input value={String(field.value ?? '')} onChange={(e) => field.onChange(e.detail.value)} />
              </FormField>
            )}
          />
          <FormField label={s.answers} errorText={errors.answers?.message ?? errors.answers?.root?.message}>
            <SpaceBetween size="xs">
              {answers.fields.length === 0 && <Box color="text-status-inactive">{s.noAnswers}</Box>}
              {answers.fields.map((row, i) => (
                <FormField key={row.id} errorText={answerError(i)} data-testid={`answer-${i}`}>
                  <SpaceBetween direction="horizontal" size="xs">
                    <Controller
                      control={form.control}
                      name={`answers.${i}.answerText`}
                      render={({ field }) => (
                        <Input
                          value={field.value ?? ''}
                          onChange={(e) => field.onChange(e.detail.value)}
                          ariaLabel={`${s.answer} ${i + 1}`}
                        />
                      )}
                    />
                    <Button
                      variant="icon"
                      iconName="angle-up"
                      ariaLabel={`${s.moveUp} ${i + 1}`}
                      disabled={i === 0}
                      onClick={() => answers.move(i, i - 1)}
                    />
                    <Button
                      variant="icon"
                      iconName="angle-down"
                      ariaLabel={`${s.moveDown} ${i + 1}`}
                      disabled={i === answers.fields.length - 1}
                      onClick={() => answers.move(i, i + 1)}
                    />
                    <Button
                      variant="icon"
                      iconName="remove"
                      ariaLabel={`${s.remove} ${i + 1}`}
                      onClick={() => answers.remove(i)}
                    />
                  </SpaceBetween>
                </FormField>
              ))}
              <Button
                iconName="add-plus"
                data-testid="add-answer"
                disabled={answers.fields.length >= ANSWERS_MAX}
                onClick={() => answers.append({ answerText: '' })}
              >
                {s.addAnswer}
              </Button>
            </SpaceBetween>
          </FormField>
          <Controller
            control={form.control}
            name="isInactive"
            render={({ field }) => (
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.detail.checked)}
                data-testid="field-isInactive"
              >
                {s.inactive}
              </Checkbox>
            )}
          />
        </SpaceBetween>
        {/* Enter in a field submits. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
