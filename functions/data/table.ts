/**
 * The one DynamoDB table of Shelfline (single-table design).
 *
 * This definition is the only place the key schema lives: CDK (`infra/stacks/data-stack.ts`), the local
 * runner (`scripts/local/provision.ts`) and the tests all create the table from it, so they cannot drift.
 *
 * Keys are generic (`pk`/`sk` and `gsiNpk`/`gsiNsk`); each entity file documents which access pattern
 * uses which index (see `entity.ts`).
 */
export const TABLE = {
  /** Name used locally and in tests; in the cloud CDK lets CloudFormation name it and passes TABLE_NAME. */
  localName: 'shelfline',
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Items carrying this epoch-seconds attribute are removed by DynamoDB's TTL (sessions, jobs' progress). */
  timeToLiveAttribute: 'expiresAt',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    /**
     * The compact index: only the keys and one packed attribute (`row`) are projected, so reading thousands of
     * entries (a month of services) moves a sixth of the bytes of the full items (PERFORMANCE.md).
     */
    { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk', projectedAttributes: ['row'] },
    /** A second compact index (same projection) for sparse sets read whole, e.g. live unfinished services. */
    { indexName: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk', projectedAttributes: ['row'] },
  ],
} as const;

/** Attributes an index projects beyond the keys; undefined = all attributes. */
export const projectedAttributesOf = (
  index: (typeof TABLE.globalSecondaryIndexes)[number],
): readonly string[] | undefined => ('projectedAttributes' in index ? index.projectedAttributes : undefined);

export type IndexName = (typeof TABLE.globalSecondaryIndexes)[number]['indexName'];

/** Buckets and queues, by purpose. Local names are fixed; in the cloud CDK names them and passes env vars. */
export const BUCKETS = {
  files: { localName: 'shelfline-files', env: 'FILES_BUCKET' },
  inbox: { localName: 'shelfline-inbox', env: 'INBOX_BUCKET' },
  exports: { localName: 'shelfline-exports', env: 'EXPORTS_BUCKET' },
  logs: { localName: 'shelfline-logs', env: 'LOGS_BUCKET' },
} as const;

export const QUEUES = {
  /** Résumés received by e-mail (SES → S3 → SQS) waiting for ingestion. */
  ingestion: {
    localName: 'shelfline-ingestion',
    env: 'INGESTION_QUEUE_URL',
    deadLetter: 'shelfline-ingestion-dlq',
    maxReceiveCount: 3,
  },
  /**
   * The e-mail outbox: one message per batch of an e-mail (functions/domain/mail/outbox.ts). A batch SES throttles
   * comes back after its visibility timeout; its last receive records it as failed before it is dead-lettered.
   */
  mail: { localName: 'shelfline-mail', env: 'MAIL_QUEUE_URL', deadLetter: 'shelfline-mail-dlq', maxReceiveCount: 5 },
  /** SES's sending events (bounce, complaint, reject, delay, delivery) through EventBridge, for the suppression list. */
  mailEvents: {
    localName: 'shelfline-mail-events',
    env: 'MAIL_EVENTS_QUEUE_URL',
    deadLetter: 'shelfline-mail-events-dlq',
    maxReceiveCount: 5,
  },
  /**
   * Scheduled exports' runs: one message `{ scheduleId, runId }` per run, sent by the tick and Run now
   * (functions/domain/export-schedules/dispatch.ts), consumed by workers/export-run.worker.ts. Its retries are the
   * worker's own (3 attempts, backoff through the message's visibility); the extra receives cover crashes.
   */
  exportRuns: {
    localName: 'shelfline-export-runs',
    env: 'EXPORT_RUNS_QUEUE_URL',
    deadLetter: 'shelfline-export-runs-dlq',
    maxReceiveCount: 5,
    /**
     * Longer than a run may take (the worker's 15 minutes): a message is not handed to a second worker while the
     * first still runs it. Locally too (the emulator's default is 30 s).
     */
    visibilityTimeoutSeconds: 960,
  },
} as const;
