import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_VERSION } from '@shelfline/shared/version';
import { type Environment, RemovalPolicy } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

/** The repository root: NodejsFunction bundles from here, with the root package-lock.json. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Deployment settings read from CDK context (`-c stage=prod`), with the defaults below. */
export interface ShelflineConfig {
  /** Prefix of every stack name: `shelfline-<stage>-data`, ... */
  stage: string;
  isProd: boolean;
  env: Environment;
  /** Domain whose mail SES receives and stores for ingestion (the MX record is set up outside CDK). */
  inboundDomain: string;
  /** Verified SES identity the functions send from. */
  mailFrom: string;
  /** Reported by `GET info` and set as APP_VERSION on every function. */
  appVersion: string;
  /** Postal codes are geocoded offline (`zipcodes`) or with Amazon Location Service (`-c geocoder=amazon-location`). */
  geocoder: 'offline' | 'amazon-location';
  /**
   * The company's "counter" e-mail domains (brief E2; `-c counterEmailDomains=counter.example.com,…`): the composer's
   * Counter Email? filter keeps or drops their addresses. Empty: the filter is not shown.
   */
  counterEmailDomains: string[];
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
  return {
    stage,
    isProd,
    env: {
      account: process.env.CDK_DEFAULT_ACCOUNT,
      // Not CDK_DEFAULT_REGION: the CLI fills it with us-east-1 when no region is configured, and
      // Shelfline's data belongs in Canada unless a region is asked for on purpose.
      region: context('region') ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'ca-central-1',
    },
    inboundDomain: context('inboundDomain') ?? 'resumes.example.com',
    mailFrom: context('mailFrom') ?? 'no-reply@example.com',
    appVersion: context('appVersion') ?? SERVER_VERSION,
    geocoder: context('geocoder') === 'amazon-location' ? 'amazon-location' : 'offline',
    counterEmailDomains: (context('counterEmailDomains') ?? '')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
    removalPolicy: isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  };
}
