import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_VERSION } from '@shelfline/shared/version';
import { type Environment, RemovalPolicy } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

/** The repository root: NodejsFunction bundles from here, with the root package-lock.json. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Regions where SES receives mail with receipt rules (classic email receiving), from the "Email Receiving" table of
 * https://docs.aws.amazon.com/general/latest/gr/ses.html (checked 2026-11-26 against the SES developer guide's
 * regions page, https://docs.aws.amazon.com/ses/latest/dg/regions.html#region-receive-email). Canada (Central) is
 * not among them. SES Mail Manager (ingress endpoints) runs in more regions and is the alternative to weigh before
 * widening this list; re-check the table when AWS adds a region.
 */
export const SES_RECEIVING_REGIONS: readonly string[] = ['us-east-1', 'us-west-2', 'eu-west-1'];

/**
 * The region that receives the mailbox's mail (`-c mailRegion=…`), the main region when not given. A mailRegion given
 * without SES receiving is refused: a receipt rule set there would deploy and never receive anything. A receiving
 * mailRegion other than the main region puts the mail-in part (inbox bucket, receipt rules, ingestion queues and
 * worker) in a stack of its own there (stacks/mail-in-stack.ts); the table and files stay in the main region. The main
 * region taken by default is not refused: refusing Canada, the default, would refuse every synth. (A CDK warning is no
 * way out: the validation gate counts warnings as findings.)
 */
export function resolveMailRegion(mainRegion: string, requested: string | undefined): string {
  if (requested === undefined) return mainRegion;
  if (!SES_RECEIVING_REGIONS.includes(requested)) {
    throw new Error(
      `Context "mailRegion" is ${requested}, but SES receives e-mail only in ${SES_RECEIVING_REGIONS.join(', ')}. ` +
        'Pass one of them, e.g. `-c mailRegion=us-east-1`.',
    );
  }
  return requested;
}

/** Deployment settings read from CDK context (`-c stage=prod`), with the defaults below. */
export interface ShelflineConfig {
  /** Prefix of every stack name: `shelfline-<stage>-data`, ... */
  stage: string;
  isProd: boolean;
  env: Environment;
  /** Region of the mail-in part (receipt rules, inbox bucket, ingestion queue and worker); see resolveMailRegion. */
  mailRegion: string;
  /** Domain whose mail SES receives and stores for ingestion (the MX record is set up outside CDK). */
  inboundDomain: string;
  /** Verified SES identity the functions send from. */
  mailFrom: string;
  /** Reported by `GET info` and set as APP_VERSION on every function. */
  appVersion: string;
  /** Postal codes are geocoded offline (`zipcodes`) or with Amazon Location Service (`-c geocoder=amazon-location`). */
  geocoder: 'offline' | 'amazon-location';
  /**
   * The Bedrock model of the optional LLM résumé analyzer (brief A7; `-c bedrockModelId=anthropic.claude-…`). Absent:
   * résumés are read by the deterministic analyzer and no function may call Bedrock.
   */
  bedrockModelId?: string;
  /**
   * The company's "counter" e-mail domains (brief E2; `-c counterEmailDomains=counter.example.com,…`): the composer's
   * Counter Email? filter keeps or drops their addresses. Empty: the filter is not shown.
   */
  counterEmailDomains: string[];
  /**
   * Months an applicant is kept after applying before the daily retention job purges them (`-c atsRetentionMonths=24`;
   * brief A16: default 96, the privacy page's maximum; 24 is recommended for applicants never hired).
   */
  atsRetentionMonths: number;
  /** Data that must survive a stack deletion is retained on prod and destroyed on throw-away stages. */
  removalPolicy: RemovalPolicy;
}

export function readConfig(scope: Construct): ShelflineConfig {
  const context = (key: string): string | undefined => {
    const value: unknown = scope.node.tryGetContext(key);
    return typeof value === 'string' && value.length > 0 ? value : undefined;
  };
  const stage = context('stage') ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,20}$/.test(stage)) {
    throw new Error(`Context "stage" must be lower-case letters, digits and dashes (got "${stage}")`);
  }
  const isProd = stage === 'prod';
  // Not CDK_DEFAULT_REGION: the CLI fills it with us-east-1 when no region is configured, and
  // Shelfline's data belongs in Canada unless a region is asked for on purpose.
  const region = context('region') ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'ca-central-1';
  return {
    stage,
    isProd,
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region },
    mailRegion: resolveMailRegion(region, context('mailRegion')),
    inboundDomain: context('inboundDomain') ?? 'resumes.example.com',
    mailFrom: context('mailFrom') ?? 'no-reply@example.com',
    appVersion: context('appVersion') ?? SERVER_VERSION,
    geocoder: context('geocoder') === 'amazon-location' ? 'amazon-location' : 'offline',
    ...(context('bedrockModelId') ? { bedrockModelId: context('bedrockModelId') } : {}),
    counterEmailDomains: (context('counterEmailDomains') ?? '')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
    atsRetentionMonths: retentionMonths(context('atsRetentionMonths')),
    removalPolicy: isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  };
}

/** `-c atsRetentionMonths`: a whole number of months from 1 to 96 (the privacy page's maximum), default 96. */
function retentionMonths(value: string | undefined): number {
  if (value === undefined) return 96;
  const months = Number(value);
  if (!Number.isInteger(months) || months < 1 || months > 96) {
    throw new Error(`Context "atsRetentionMonths" must be a whole number of months from 1 to 96 (got "${value}")`);
  }
  return months;
}
