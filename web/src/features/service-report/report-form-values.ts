import {
  ServiceReportAnswerInputSchema,
  type ServiceReportInput,
  ServiceReportInputSchema,
  type ServiceReportView,
} from '@shelfline/shared/contracts/service-report.contract';
import * as z from 'zod';

/*
 * The modal's form values: what `PUT serviceReports` takes, as text inputs hold it (an answer id as a radio's
 * string value, empty strings for nothing), one answer per question of the layout in its order.
 */
export interface AnswerValues {
  questionId: number;
  answerId: string;
  textValue: string;
  comments: string;
}

export interface ReportFormValues {
  completedDate: string;
  timeIn: string;
  timeOut: string;
  comments: string;
  clientComments: string;
  answers: AnswerValues[];
}

/** The questions (not headers) of the layout, in order: the form's answers line up with them. */
export const questionsOf = (report: ServiceReportView) => report.layout.items.filter((item) => !item.isHeader);

export function valuesOf(report: ServiceReportView): ReportFormValues {
  const answers = new Map(report.answers.map((a) => [a.questionId, a]));
  return {
    completedDate: report.completedDate ?? '',
    timeIn: report.timeIn ?? '',
    timeOut: report.timeOut ?? '',
    comments: report.comments ?? '',
    clientComments: report.clientComments ?? '',
    answers: questionsOf(report).map((item) => {
      const answer = answers.get(item.questionId);
      return {
        questionId: item.questionId,
        answerId: answer?.answerId === undefined ? '' : String(answer.answerId),
        textValue: answer?.textValue ?? '',
        comments: answer?.comments ?? '',
      };
    }),
  };
}

/** The body of a save or submit. */
export function bodyOf(report: ServiceReportView, values: ReportFormValues, submit: boolean): ServiceReportInput {
  return {
    serviceId: report.serviceId,
    version: report.version,
    submit,
    completedDate: values.completedDate,
    timeIn: values.timeIn,
    timeOut: values.timeOut,
    comments: values.comments,
    clientComments: values.clientComments,
    answers: values.answers
      .filter((a) => a.answerId || a.textValue.trim() || a.comments.trim())
      .map((a) => ({
        questionId: a.questionId,
        ...(a.answerId ? { answerId: Number(a.answerId) } : {}),
        ...(a.textValue.trim() ? { textValue: a.textValue } : {}),
        ...(a.comments.trim() ? { comments: a.comments } : {}),
      })),
  };
}

/**
 * The form's checks: the shared contract's rules for each field (dates, HH:mm, 1,000 characters), on the values as
 * the inputs hold them (validated raw: the form keeps its strings).
 */
export const ReportFormSchema = ServiceReportInputSchema.pick({
  completedDate: true,
  timeIn: true,
  timeOut: true,
  comments: true,
  clientComments: true,
}).extend({
  answers: z.array(
    ServiceReportAnswerInputSchema.pick({ textValue: true, comments: true }).extend({
      questionId: z.number(),
      answerId: z.string(),
    }),
  ),
});
