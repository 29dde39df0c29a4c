/**
 * Which code answers which family, and what each function may touch.
 *
 * CDK reads this to create one Lambda per built family (plus one shared function that answers 501 for
 * the families later issues will build) with least-privilege grants; the local runner reads it to load
 * the same handlers in-process. Adding a family = adding its handler folder and one line here.
 */
export type Grant =
  | 'table:read'
  | 'table:write'
  | 'files:read'
  | 'files:write'
  /** GuardDuty's verdict: `s3:GetObjectTagging` on the files bucket (functions/domain/files/downloads.ts). */
  | 'files:scan'
  | 'exports:write'
  | 'logs:read'
  | 'inbox:read'
  /** Move an infected mail from `incoming/` to `quarantine/` in the inbox bucket (ingestion/quarantine.ts). */
  | 'inbox:quarantine'
  | 'ingestion:send'
  /** Send a message to the export runs queue (scheduled exports: the tick and Run now). */
  | 'exportRuns:send'
  /** Read and write the scheduled exports' daily run logs (`logs/scheduled-exports-*`) in the logs bucket. */
  | 'exportRuns:log'
  | 'mail:send'
  | 'mail:enqueue'
  | 'mail:account'
  | 'cognito:admin'
  | 'geo:geocode'
  /** `bedrock:InvokeModel` on the one configured model, only when the stage configures the LLM résumé analyzer (A7). */
  | 'bedrock:invoke';

export interface FunctionDefinition {
  /** Path of the handler module, relative to `functions/`; it exports `handler`. */
  entry: string;
  grants: readonly Grant[];
  /** Heavy families (exports) get more memory and time; API Gateway still cuts the HTTP call at 30 s. */
  memoryMb?: number;
  timeoutSeconds?: number;
  /**
   * Packages the family imports only on first use (`await import(…)`): shipped beside the bundle rather than in it,
   * so its cold start does not parse them (infra/constructs/lazy-packages.ts).
   */
  lazyPackages?: readonly string[];
  /**
   * Files (relative to `functions/`) the function starts as worker threads: each is bundled beside the handler as
   * `<name>.mjs` (infra/constructs/worker-threads.ts).
   */
  workerThreads?: readonly string[];
}

/** The thread a résumé's text is read in (functions/domain/ats/resume/extract-resume-text.ts). */
const RESUME_THREAD = 'domain/ats/resume/extract-thread.ts';

/** Families with a handler. Every other family of the route table is answered by `UNBUILT_FUNCTION`. */
export const API_FUNCTIONS: Readonly<Record<string, FunctionDefinition>> = {
  user: { entry: 'api/user/handler.ts', grants: ['table:read'] },
  info: { entry: 'api/info/handler.ts', grants: [] },
  stores: {
    entry: 'api/stores/handler.ts',
    grants: ['table:read', 'table:write', 'geo:geocode'],
    memoryMb: 1024,
    timeoutSeconds: 30,
    lazyPackages: ['zipcodes'],
  },
  latlong: { entry: 'api/latlong/handler.ts', grants: ['geo:geocode'], lazyPackages: ['zipcodes'] },
  countries: { entry: 'api/countries/handler.ts', grants: ['table:read'] },
  provinces: { entry: 'api/provinces/handler.ts', grants: ['table:read'] },
  cities: { entry: 'api/cities/handler.ts', grants: ['table:read', 'table:write'] },
  systemlists: { entry: 'api/systemlists/handler.ts', grants: ['table:read', 'table:write'] },
  companyinfo: { entry: 'api/companyinfo/handler.ts', grants: ['table:read', 'table:write'] },
  logs: { entry: 'api/logs/handler.ts', grants: ['logs:read'] },
  jobs: { entry: 'api/jobs/handler.ts', grants: ['table:read', 'table:write'] },
  questionlibrary: { entry: 'api/questionlibrary/handler.ts', grants: ['table:read', 'table:write'] },
  reportlayouts: { entry: 'api/reportlayouts/handler.ts', grants: ['table:read', 'table:write'] },
  traits: { entry: 'api/traits/handler.ts', grants: ['table:read', 'table:write'] },
  suppliers: { entry: 'api/suppliers/handler.ts', grants: ['table:read', 'table:write', 'cognito:admin'] },
  retailers: { entry: 'api/retailers/handler.ts', grants: ['table:read', 'table:write'] },
  consumergroups: { entry: 'api/consumergroups/handler.ts', grants: ['table:read', 'table:write'] },
  servicetypes: { entry: 'api/servicetypes/handler.ts', grants: ['table:read', 'table:write'] },
  miscchargetypes: { entry: 'api/miscchargetypes/handler.ts', grants: ['table:read', 'table:write'] },
  miscchargerates: { entry: 'api/miscchargerates/handler.ts', grants: ['table:read', 'table:write'] },
  misccharges: { entry: 'api/misccharges/handler.ts', grants: ['table:read', 'table:write'] },
  products: { entry: 'api/products/handler.ts', grants: ['table:read', 'table:write'] },
  employees: {
    entry: 'api/employees/handler.ts',
    grants: ['table:read', 'table:write', 'cognito:admin', 'geo:geocode'],
    lazyPackages: ['zipcodes'],
  },
  profile: {
    entry: 'api/profile/handler.ts',
    grants: ['table:read', 'table:write', 'cognito:admin', 'geo:geocode'],
    lazyPackages: ['zipcodes'],
  },
  draftschedules: {
    entry: 'api/draftschedules/handler.ts',
    grants: ['table:read', 'table:write'],
    memoryMb: 1024,
    timeoutSeconds: 30,
  },
  schedule: {
    entry: 'api/schedule/handler.ts',
    // files:write: deleting a service deletes its saved report's pictures and forms.
    grants: ['table:read', 'table:write', 'mail:enqueue', 'exports:write', 'files:write'],
    memoryMb: 1024,
    timeoutSeconds: 30,
    // nodemailer: the MIME of a schedule e-mail, built by the call that sends one (functions/domain/mail/mime.ts)
    lazyPackages: ['exceljs', 'nodemailer'],
  },
  // files:read: attachments from the file manager; files:write: the message's MIME in the outbox.
  email: {
    entry: 'api/email/handler.ts',
    grants: ['table:read', 'table:write', 'files:read', 'files:write', 'mail:enqueue'],
    // The outbox composes the MIME with nodemailer, imported on first use (functions/domain/mail/mime.ts).
    lazyPackages: ['nodemailer'],
  },
  dashboard: { entry: 'api/dashboard/handler.ts', grants: ['table:read'], memoryMb: 1024, timeoutSeconds: 30 },
  map: { entry: 'api/map/handler.ts', grants: ['table:read'], memoryMb: 1024, timeoutSeconds: 30 },
  servicereports: {
    entry: 'api/servicereports/handler.ts',
    grants: ['table:read', 'table:write', 'files:read', 'files:write'],
    memoryMb: 1024,
    timeoutSeconds: 30,
  },
  orders: { entry: 'api/orders/handler.ts', grants: ['table:read', 'table:write'] },
  missingcharges: {
    entry: 'api/missingcharges/handler.ts',
    grants: ['table:read', 'table:write'],
    memoryMb: 1024,
    timeoutSeconds: 30,
  },
  completedservices: { entry: 'api/completedservices/handler.ts', grants: ['table:read'] },
  customerinvoicing: {
    entry: 'api/customerinvoicing/handler.ts',
    grants: ['table:read', 'table:write', 'exports:write', 'mail:enqueue'],
    memoryMb: 1024,
    timeoutSeconds: 30,
    // the invoice PDF and the summary workbooks, drawn only by the file and send calls
    lazyPackages: ['pdfkit', 'exceljs'],
  },
  merchandiserinvoicing: {
    entry: 'api/merchandiserinvoicing/handler.ts',
    grants: ['table:read', 'table:write'],
    memoryMb: 1024,
    timeoutSeconds: 30,
    // the invoice PDFs (functions/documents/invoice-pdf.ts), drawn by the two PDF calls only
    lazyPackages: ['pdfkit'],
  },
  planograms: {
    entry: 'api/planograms/handler.ts',
    grants: ['table:read', 'table:write'],
    memoryMb: 1024,
    timeoutSeconds: 30,
    // the import reads the .xlsx with exceljs, loaded by that call only
    lazyPackages: ['exceljs'],
  },
  summary: {
    entry: 'api/summary/handler.ts',
    grants: ['table:read', 'table:write', 'files:read', 'exports:write'],
    memoryMb: 1024,
    timeoutSeconds: 30,
    lazyPackages: ['exceljs'],
  },
  filemanagement: {
    entry: 'api/filemanagement/handler.ts',
    // files: the file manager's objects, staged uploads and presigned links; files:scan reads GuardDuty's verdict tag.
    grants: ['table:read', 'table:write', 'files:read', 'files:write', 'files:scan'],
  },
  orderexport: {
    entry: 'api/orderexport/handler.ts',
    // files: the export's workbook is kept in the files bucket and History links to it again (brief O11).
    grants: ['table:read', 'table:write', 'files:read', 'files:write', 'exports:write'],
    memoryMb: 1024,
    timeoutSeconds: 30,
    lazyPackages: ['exceljs'],
  },
  reports: {
    entry: 'api/reports/handler.ts',
    // exports: the workbooks stream into the exports bucket; 50,000 rows stream within the 30 s of API Gateway.
    grants: ['table:read', 'exports:write'],
    memoryMb: 1024,
    timeoutSeconds: 30,
    lazyPackages: ['exceljs'],
  },
  exportschedules: {
    entry: 'api/exportschedules/handler.ts',
    // files:read: the runs' file links; exportRuns:send: Run now queues a run like the tick does.
    grants: ['table:read', 'table:write', 'files:read', 'exportRuns:send'],
  },
  accountingexport: {
    entry: 'api/accountingexport/handler.ts',
    // exports: the accounting files of the batches, the Batch Reports and the active jobs file.
    grants: ['table:read', 'table:write', 'exports:write'],
    memoryMb: 1024,
    timeoutSeconds: 30,
    lazyPackages: ['exceljs'],
  },
  // files: the applicants' résumé files (kept by the ingestion worker and by an upload).
  ats: {
    entry: 'api/ats/handler.ts',
    // ingestion:send: an admin's retry of a failed e-mail queues it again (domain/ats/ingestion/retry.ts), after
    // inbox:read has found its raw mail still kept
    // bedrock:invoke: a résumé added by hand or reprocessed is read by the LLM analyzer when the stage configures one
    grants: [
      'table:read',
      'table:write',
      'files:read',
      'files:write',
      'inbox:read',
      'ingestion:send',
      'bedrock:invoke',
    ],
    // a résumé added by hand is read like an e-mailed one, in a bounded thread
    workerThreads: [RESUME_THREAD],
  },
};

/** Answers 501 with a clear `errors` message for routes whose family is not built yet. */
export const UNBUILT_FUNCTION: FunctionDefinition = { entry: 'api/unbuilt/handler.ts', grants: [] };

/** Cognito's pre-token-generation trigger: puts role and names in the ID token, refuses inactive people. */
export const PRE_TOKEN_FUNCTION: FunctionDefinition = { entry: 'auth/pre-token-generation.ts', grants: ['table:read'] };

/** SQS consumer of the ingestion queue (SES → S3 → SQS → this). */
export const INGESTION_WORKER: FunctionDefinition = {
  entry: 'workers/ingestion.worker.ts',
  // files:write: the résumé kept at ats/resumes/<fileId>; table:read: postings, match keys, scoring.
  // bedrock:invoke: the optional LLM résumé analyzer (nothing is granted unless the stage configures its model).
  grants: ['inbox:read', 'inbox:quarantine', 'table:read', 'table:write', 'files:write', 'bedrock:invoke'],
  // Three résumés at once, each read in a worker thread of up to 512 MB (functions/domain/ats/resume).
  memoryMb: 2048,
  timeoutSeconds: 120,
  workerThreads: [RESUME_THREAD],
};

/** Mail workers that may run at once (the SQS event source's maxConcurrency); each paces itself to its share. */
export const MAIL_WORKER_CONCURRENCY = 2;

/**
 * SQS consumer of the outbox queue: sends each batch of an e-mail through SES at the account's rate
 * (functions/workers/mail.worker.ts). Two at most run at once (the event source's maxConcurrency), each pacing
 * itself to half the rate.
 */
export const MAIL_WORKER: FunctionDefinition = {
  entry: 'workers/mail.worker.ts',
  // mail:enqueue: the delivery report to a sender goes through the outbox like any mail.
  grants: ['table:read', 'table:write', 'files:read', 'mail:send', 'mail:account', 'mail:enqueue'],
  timeoutSeconds: 180,
  // Only delivery reports build a MIME here (functions/domain/mail/mime.ts).
  lazyPackages: ['nodemailer'],
};

/** SQS consumer of SES's sending events: bounces and complaints become suppressed addresses and message counts. */
export const MAIL_EVENTS_WORKER: FunctionDefinition = {
  entry: 'workers/mail-events.worker.ts',
  grants: ['table:read', 'table:write'],
  timeoutSeconds: 60,
};

/**
 * Scheduled job (EventBridge Scheduler, daily): sends dead-lettered ingestion messages back for one more try; after
 * two, records the mail as failed instead (table:read/write: the failure and the mail's end).
 */
export const REDRIVE_JOB: FunctionDefinition = {
  entry: 'jobs/redrive-ingestion.job.ts',
  grants: ['ingestion:send', 'table:read', 'table:write'],
  timeoutSeconds: 120,
};

/**
 * Scheduled job (EventBridge Scheduler, daily): purges applicants older than the retention (with their résumé objects)
 * and ingestion failures older than 180 days, in steps of one invocation each (brief A16).
 */
export const ATS_RETENTION_JOB: FunctionDefinition = {
  entry: 'jobs/ats-retention.job.ts',
  grants: ['table:read', 'table:write', 'files:write'],
  timeoutSeconds: 900,
};

/** Scheduled job (EventBridge Scheduler, every 5 minutes): queues one export run per due scheduled export. */
export const EXPORT_TICK_JOB: FunctionDefinition = {
  entry: 'jobs/export-schedules-tick.job.ts',
  grants: ['table:read', 'table:write', 'exportRuns:send'],
  timeoutSeconds: 60,
};

/**
 * SQS consumer of the export runs queue: produces a scheduled export's file and delivers it (e-mail through the
 * outbox, a supplier's UME folder). Its kinds write what their buttons write: batches and orders' export marks.
 */
export const EXPORT_RUN_WORKER: FunctionDefinition = {
  entry: 'workers/export-run.worker.ts',
  // exportRuns:log: each attempt's line in the day's run log (domain/export-schedules/run-log.ts).
  grants: ['table:read', 'table:write', 'files:read', 'files:write', 'exports:write', 'mail:enqueue', 'exportRuns:log'],
  memoryMb: 2048,
  timeoutSeconds: 900,
  lazyPackages: ['exceljs', 'nodemailer'],
};

/** Environment variable names shared by CDK (which sets them) and `common/env.ts` (which reads them). */
export const ENV = {
  tableName: 'TABLE_NAME',
  userPoolId: 'USER_POOL_ID',
  staffClientId: 'STAFF_CLIENT_ID',
  customerClientId: 'CUSTOMER_CLIENT_ID',
  appVersion: 'APP_VERSION',
  filesBucket: 'FILES_BUCKET',
  inboxBucket: 'INBOX_BUCKET',
  /** The domain SES receives résumés for ('resumes.example.com'): the ingestion worker finds the mailbox by it. */
  inboundDomain: 'INBOUND_DOMAIN',
  exportsBucket: 'EXPORTS_BUCKET',
  logsBucket: 'LOGS_BUCKET',
  ingestionQueueUrl: 'INGESTION_QUEUE_URL',
  ingestionDlqUrl: 'INGESTION_DLQ_URL',
  /**
   * Set only when the mail-in part deploys in its own mail region (infra `-c mailRegion`): the main region, where the
   * table and every bucket and queue but the inbox's live, for the functions that run in the mail region.
   */
  dataRegion: 'DATA_REGION',
  /** Set only with a mail region of its own: where the inbox bucket and ingestion queues live (common/aws/regions.ts). */
  inboxRegion: 'INBOX_REGION',
  mailFrom: 'MAIL_FROM',
  /** `signature` (local, tests) or `guardduty` (AWS; the API stack sets it): functions/common/scan/scanner.ts. */
  malwareScan: 'MALWARE_SCAN',
  /** The outbox queue (functions/domain/mail/outbox.ts): one message per batch of an e-mail to send. */
  mailQueueUrl: 'MAIL_QUEUE_URL',
  /** The export runs queue (scheduled exports): one message per run to produce and deliver. */
  exportRunsQueueUrl: 'EXPORT_RUNS_QUEUE_URL',
  /** Recipients per second the mail worker sends when SES's GetAccount does not answer (default 14). */
  mailSendRate: 'MAIL_SEND_RATE',
  /** SES configuration set whose event destination feeds the mail events queue (absent locally). */
  mailConfigurationSet: 'MAIL_CONFIGURATION_SET',
  /** The company's counter e-mail domains, comma-separated (brief E2): `GET info` hands them to the composer. */
  counterEmailDomains: 'COUNTER_EMAIL_DOMAINS',
  /** Months applicants are kept after applying (brief A16; default 96, the README recommends 24): the retention job. */
  atsRetentionMonths: 'ATS_RETENTION_MONTHS',
  /** `bedrock` reads résumés with the LLM analyzer (with BEDROCK_MODEL_ID); anything else: the deterministic one. */
  resumeAnalyzer: 'RESUME_ANALYZER',
  /** The one Bedrock model the LLM analyzer may call ('anthropic.claude-…'); unused without RESUME_ANALYZER=bedrock. */
  bedrockModelId: 'BEDROCK_MODEL_ID',
  /** `amazon-location` geocodes with Amazon Location Service; anything else with the offline postal codes. */
  geocoder: 'GEOCODER',
} as const;
