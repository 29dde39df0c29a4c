import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { ReportLayoutQuestion, ServiceReportView } from '@shelfline/shared/contracts/service-report.contract';
import { type Control, Controller } from 'react-hook-form';
import type { ReportFormValues } from './report-form-values.ts';
import { serviceReportStrings as s } from './strings.ts';

/*
 * The layout's items in order (brief §6b): a header is a section title; a question with answers is a radio group
 * (a select past five answers, which stays short on a phone), one without is a text area; a Comments box follows
 * when the layout allows comments. Every question is required to submit (marked *).
 */

/** A choice list longer than this is a select. */
const RADIO_MAX = 5;

interface QuestionsProps {
  report: ServiceReportView;
  control: Control<ReportFormValues>;
  readOnly: boolean;
  /** The server's refusal of each question, by questionId. */
  errors: Record<number, string>;
}

export function ReportQuestions({ report, control, readOnly, errors }: QuestionsProps) {
  let index = -1;
  return (
    <SpaceBetween size="m">
      {report.layout.items.map((item) => {
        if (item.isHeader)
          return (
            <Header key={item.detailId} variant="h3">
              {item.questionText}
            </Header>
          );
        index++;
        return (
          <Question
            key={item.detailId}
            item={item}
            index={index}
            control={control}
            readOnly={readOnly}
            error={errors[item.questionId]}
          />
        );
      })}
    </SpaceBetween>
  );
}

function Question({
  item,
  index,
  control,
  readOnly,
  error,
}: {
  item: ReportLayoutQuestion;
  index: number;
  control: Control<ReportFormValues>;
  readOnly: boolean;
  error: string | undefined;
}) {
  const label = `${item.questionText}${s.required}`;
  return (
    <div data-testid="report-question" data-question-id={item.questionId}>
      <SpaceBetween size="xs">
        {item.answers.length > 0 ? (
          <Controller
            control={control}
            name={`answers.${index}.answerId`}
            render={({ field }) => (
              <FormField label={label} errorText={error} stretch>
                {item.answers.length <= RADIO_MAX ? (
                  <RadioGroup
                    value={field.value || null}
                    readOnly={readOnly}
                    ariaLabel={item.questionText}
                    onChange={(event) => field.onChange(event.detail.value)}
                    items={item.answers.map((answer) => ({
                      value: String(answer.answerId),
                      label: answer.answerText,
                    }))}
                  />
                ) : (
                  <Select
                    selectedOption={
                      field.value
                        ? {
                            value: field.value,
                            label: item.answers.find((a) => String(a.answerId) === field.value)?.answerText,
                          }
                        : null
                    }
                    placeholder={s.chooseAnswer}
                    disabled={readOnly}
                    ariaLabel={item.questionText}
                    onChange={(event) => field.onChange(event.detail.selectedOption.value ?? '')}
                    options={item.answers.map((answer) => ({
                      value: String(answer.answerId),
                      label: answer.answerText,
                    }))}
                  />
                )}
              </FormField>
            )}
          />
        ) : (
          <Controller
            control={control}
            name={`answers.${index}.textValue`}
            render={({ field, fieldState }) => (
              <FormField label={label} errorText={error ?? fieldState.error?.message} stretch>
                <Textarea
                  value={field.value}
                  readOnly={readOnly}
                  ariaLabel={item.questionText}
                  rows={2}
                  onChange={(event) => field.onChange(event.detail.value)}
                />
              </FormField>
            )}
          />
        )}
        {item.allowComments && (
          <Controller
            control={control}
            name={`answers.${index}.comments`}
            render={({ field, fieldState }) => (
              // The visible word stays short on a phone; the box's own name says which question it is about.
              <FormField
                description={<span aria-hidden="true">{s.questionComments}</span>}
                errorText={fieldState.error?.message}
                stretch
              >
                <Textarea
                  value={field.value}
                  readOnly={readOnly}
                  ariaLabel={`${s.questionComments}: ${item.questionText}`}
                  rows={1}
                  onChange={(event) => field.onChange(event.detail.value)}
                />
              </FormField>
            )}
          />
        )}
      </SpaceBetween>
    </div>
  );
}
