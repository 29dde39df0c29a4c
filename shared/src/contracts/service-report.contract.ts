import * as z from 'zod';
import { SCHEDULE_MODES } from '../schedule-rules.ts';
import { isoDate } from './availability.contract.ts';
import { blankToUndefined, optionalText } from './fields.ts';

/*
 * The service report (002 §7 Summary and service reports; brief §6a, SR1): what the Service Report modal reads
 * (`GET serviceReports/{id}`, 204 = no layout) and saves or submits (`PUT serviceReports`). The spec gives no shape;
 * the GET answers the layout, the service's facts, the answers and the files together, plus what the caller may do
 * (`canEdit`, `canUnsubmit`), so the modal carries no role logic.
 */

/** Free text of a report (comments, a text answer): brief §6c. */
export const REPORT_TEXT_MAX = 1000;
/** Pictures of one report and of one upload call (brief §6f). */
export const MAX_REPORT_PICTURES = 30;
export const MAX_PICTURES_PER_CALL = 10;
/** Bytes of one picture or form (a Lambda event is 6 MB, base64 adds a third). */
export const MAX_REPORT_FILE_BYTES = 4 * 1024 * 1024;

export const REPORT_MESSAGES = {
  noLayout: 'Cannot Enter Service Report. No Report Layout Assigned',
  saved: 'Service report saved successfully',
  submitted: 'Service report submitted successfully',
  unsubmitted: 'Service report unsubmitted',
  pictureUploaded: 'Picture uploaded',
  fileUploaded: 'File uploaded',
  fileDeleted: 'File deleted',
  fileNotFound: 'File Not Found',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be a time (HH:mm).` })
      .regex(TIME, `${label} must be a time (HH:mm).`)
      .optional(),
  );

export const ServiceReportAnswerInputSchema = z.object({
  questionId: z.number({ error: 'questionId is required.' }).int().positive(),
  answerId: z.preprocess(
    blankToUndefined,
    z.number({ error: 'answerId must be a number.' }).int().positive().optional(),
  ),
  textValue: optionalText('Answer', REPORT_TEXT_MAX),
  comments: optionalText('Comments', REPORT_TEXT_MAX),
});
export type ServiceReportAnswerInput = z.infer<typeof ServiceReportAnswerInputSchema>;

/** Body of `PUT serviceReports`: save (submit false) or submit. `version` is the report's (0 before the first save). */
export const ServiceReportInputSchema = z.object({
  serviceId: z.number({ error: 'serviceId is required.' }).int().positive('serviceId must be a positive number.'),
  version: z.number({ error: 'version is required.' }).int().min(0),
  completedDate: z.preprocess(blankToUndefined, isoDate('Completed Date').optional()),
  timeIn: timeOfDay('Time In'),
  timeOut: timeOfDay('Time Out'),
  comments: optionalText('Comments', REPORT_TEXT_MAX),
  clientComments: optionalText('Client comments', REPORT_TEXT_MAX),
  answers: z.array(ServiceReportAnswerInputSchema).max(200, 'At most 200 answers.').default([]),
  submit: z.boolean().default(false),
});
export type ServiceReportInput = z.input<typeof ServiceReportInputSchema>;

export const ReportLayoutQuestionSchema = z.object({
  detailId: z.number(),
  questionId: z.number(),
  questionText: z.string(),
  isHeader: z.boolean(),
  displaySequence: z.number(),
  allowComments: z.boolean(),
  answers: z.array(z.object({ answerId: z.number(), answerText: z.string() })),
});
export type ReportLayoutQuestion = z.infer<typeof ReportLayoutQuestionSchema>;

export const ServiceReportLayoutSchema = z.object({
  description: z.string(),
  clientCommentsLabel: z.string(),
  photosRequired: z.boolean(),
  signoffRequired: z.boolean(),
  deficiencyFormRequired: z.boolean(),
  items: z.array(ReportLayoutQuestionSchema),
});

export const ReportedServiceFactsSchema = z.object({
  serviceId: z.number(),
  jobNumber: z.string(),
  productName: z.string(),
  retailerName: z.string(),
  storeNumber: z.number(),
  storeName: z.string(),
  earliestDate: z.string(),
  latestDate: z.string(),
  timeLimit: z.number().optional(),
  merchandiser: z.string().optional(),
  mode: z.enum(SCHEDULE_MODES),
});

/** A file of the report; `url` is a presigned GET (15 minutes) that saves it under its own name. */
export const ReportFileSchema = z.object({
  path: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
  url: z.string(),
});
export type ReportFileInfo = z.infer<typeof ReportFileSchema>;

export const ServiceReportAnswerSchema = z.object({
  questionId: z.number(),
  answerId: z.number().optional(),
  answerText: z.string().optional(),
  textValue: z.string().optional(),
  comments: z.string().optional(),
});

export const ServiceReportSchema = z.object({
  serviceId: z.number(),
  /** The report's version; 0 until the first save. */
  version: z.number(),
  reportId: z.number(),
  layout: ServiceReportLayoutSchema,
  service: ReportedServiceFactsSchema,
  completedDate: z.string().optional(),
  timeIn: z.string().optional(),
  timeOut: z.string().optional(),
  reportedHours: z.number().optional(),
  comments: z.string().optional(),
  clientComments: z.string().optional(),
  answers: z.array(ServiceReportAnswerSchema),
  pictures: z.array(ReportFileSchema),
  signOffForm: ReportFileSchema.nullable(),
  deficiencyForm: ReportFileSchema.nullable(),
  isSaved: z.boolean(),
  isSubmitted: z.boolean(),
  dateReportSubmitted: z.string().optional(),
  submittedBy: z.string().optional(),
  /** The caller may save, submit, upload and delete files now. */
  canEdit: z.boolean(),
  /** The caller may take the submitted report back to Saved. */
  canUnsubmit: z.boolean(),
});
export type ServiceReportView = z.infer<typeof ServiceReportSchema>;

/** `GET serviceReports/{id}`: the report, or nothing (204) when no layout matches the service. */
export const ServiceReportAnswerOrNoneSchema = ServiceReportSchema.optional();

/** Body of `DELETE serviceReports`: one file of one service, by the path its GET answered. */
export const ReportFileRemovalSchema = z.object({
  serviceId: z.number({ error: 'serviceId is required.' }).int().positive('serviceId must be a positive number.'),
  path: z.string({ error: 'path is required.' }).min(1, 'path is required.').max(300),
});
