import { ENV } from '../registry.ts';

/**
 * Reads the function's configuration from the environment once, at cold start.
 *
 * AWS endpoints are not configured here: the AWS SDK itself reads `AWS_ENDPOINT_URL` and the
 * per-service `AWS_ENDPOINT_URL_<SERVICE>` variables, so the same code talks to the local emulators,
 * LocalStack or AWS depending only on the environment.
 */
export function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const env = {
  get tableName() {
    return required(ENV.tableName);
  },
  get userPoolId() {
    return required(ENV.userPoolId);
  },
  get staffClientId() {
    return required(ENV.staffClientId);
  },
  get customerClientId() {
    return required(ENV.customerClientId);
  },
  get appVersion() {
    return process.env[ENV.appVersion] ?? '0.0.0';
  },
  bucket(name: 'filesBucket' | 'inboxBucket' | 'exportsBucket' | 'logsBucket'): string {
    return required(ENV[name]);
  },
  queueUrl(name: 'ingestionQueueUrl' | 'ingestionDlqUrl' | 'mailQueueUrl' | 'exportRunsQueueUrl'): string {
    return required(ENV[name]);
  },
  /** Time one step of a draft export writes for before answering (EXPORT_STEP_BUDGET_MS, default 8,000 ms). */
  get exportStepBudgetMs() {
    const value = Number(process.env.EXPORT_STEP_BUDGET_MS);
    return Number.isFinite(value) && value > 0 ? value : 8_000;
  },
  /** The sender of the schedule's e-mails (MAIL_FROM, the verified SES identity). */
  get mailFrom() {
    return process.env[ENV.mailFrom] || 'schedule@shelfline.local';
  },
  /** Recipients per second SES may be fed when GetAccount does not tell (MAIL_SEND_RATE, default 14: SES's usual first rate). */
  get mailSendRate() {
    const value = Number(process.env[ENV.mailSendRate]);
    return Number.isFinite(value) && value > 0 ? value : 14;
  },
  /** The SES configuration set every outbox message is sent with (its events feed the suppression list). */
  get mailConfigurationSet(): string | undefined {
    return process.env[ENV.mailConfigurationSet] || undefined;
  },
  /** The company's counter e-mail domains (COUNTER_EMAIL_DOMAINS, comma-separated), lower-cased; none by default. */
  get counterEmailDomains(): string[] {
    return (process.env[ENV.counterEmailDomains] ?? '')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean);
  },
  /** Months an applicant is kept after applying before the retention job purges it (ATS_RETENTION_MONTHS, default 96). */
  get atsRetentionMonths() {
    const value = Number(process.env[ENV.atsRetentionMonths]);
    return Number.isInteger(value) && value > 0 ? value : 96;
  },
  /** The Bedrock model id when RESUME_ANALYZER=bedrock and BEDROCK_MODEL_ID are both set, else undefined (brief A7). */
  get resumeAnalyzerModelId(): string | undefined {
    const model = process.env[ENV.bedrockModelId]?.trim();
    return process.env[ENV.resumeAnalyzer] === 'bedrock' && model ? model : undefined;
  },
  /** True when talking to emulators: S3 then needs path-style addressing. */
  get isLocal() {
    return Boolean(process.env.AWS_ENDPOINT_URL || process.env.AWS_ENDPOINT_URL_S3);
  },
};

/**
 * The token issuer: Cognito's URL in AWS, the emulator's locally (`COGNITO_ISSUER` overrides, because
 * cognito-local issues tokens under its own http address).
 */
export function cognitoIssuer(): string {
  return (
    process.env.COGNITO_ISSUER ??
    `https://cognito-idp.${process.env.AWS_REGION ?? 'ca-central-1'}.amazonaws.com/${env.userPoolId}`
  );
}
