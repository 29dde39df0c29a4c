import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { ENV, type FunctionDefinition } from '../../functions/registry.ts';
import { REPO_ROOT, type ShelflineConfig } from '../config.ts';
import { applyGrants, type GrantTargets } from './grants.ts';
import { lazyPackageCommands } from './lazy-packages.ts';
import { workerThreadCommands } from './worker-threads.ts';

export interface ShelflineFunctionProps {
  /** The registry entry: handler module (relative to `functions/`), memory and timeout. */
  definition: FunctionDefinition;
  /** What the handler needs besides the app version, which every function gets. */
  environment?: Record<string, string>;
  /** Used when the definition sets no timeout (API functions: below API Gateway's 30 s cut). */
  defaultTimeout?: Duration;
  description?: string;
  /** The stage: the app version the function reports and the removal policy of its log group. */
  config: Pick<ShelflineConfig, 'appVersion' | 'removalPolicy'>;
  /** The resources the definition's grants name (`grants.ts`); the function is granted exactly those. */
  grantTargets: GrantTargets;
}

/**
 * The house Lambda: every function of Shelfline is built the same way.
 *
 * Node.js 24 on Graviton, JSON logs into a log group kept one month, X-Ray active, and an ESM bundle
 * made by the locally installed esbuild (no Docker on these machines). The AWS SDK v3 is left out of
 * the bundle because the Node.js 24 runtime ships it.
 *
 * The function gets its own role with no AWS managed policy: the only logging right is writing to its
 * own log group; everything else comes from the registry's grants (`grants.ts`), applied here to the targets given.
 */
export class ShelflineFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ShelflineFunctionProps) {
    const { definition } = props;
    const entry = resolveEntry(definition.entry);
    const lazyPackages = definition.lazyPackages ?? [];
    const workerThreads = definition.workerThreads ?? [];
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: props.config.removalPolicy,
    });
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${definition.entry}`,
    });
    super(scope, id, {
      entry,
      handler: 'handler',
      description: props.description ?? definition.entry,
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: definition.memoryMb ?? 512,
      timeout: definition.timeoutSeconds
        ? Duration.seconds(definition.timeoutSeconds)
        : (props.defaultTimeout ?? Duration.seconds(30)),
      role,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      tracing: lambda.Tracing.ACTIVE,
      environment: {
        ...props.environment,
        [ENV.appVersion]: props.config.appVersion,
        // Stack traces of the minified bundle point back at the TypeScript sources.
        NODE_OPTIONS: '--enable-source-maps',
      },
      projectRoot: REPO_ROOT,
      depsLockFilePath: resolve(REPO_ROOT, 'package-lock.json'),
      bundling: {
        forceDockerBundling: false,
        minify: true,
        sourceMap: true,
        format: OutputFormat.ESM,
        target: 'node24',
        mainFields: ['module', 'main'],
        externalModules: ['@aws-sdk/*', ...lazyPackages],
        ...((lazyPackages.length > 0 || workerThreads.length > 0) && {
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: (_input: string, output: string) => [
              ...lazyPackageCommands(lazyPackages, output),
              ...workerThreadCommands(workerThreads, output),
            ],
          },
        }),
        // Some CommonJS dependencies call `require` at run time; ESM has none unless we make one.
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
      },
    });
    logGroup.grantWrite(role);
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Tracing is active: xray:PutTraceSegments and xray:PutTelemetryRecords do not support resource-level permissions, so CDK grants them on "*". Every other statement of this role names its resources.',
    });
    applyGrants(this, definition.grants, props.grantTargets);
  }
}

/** The handler module of a registry entry, checked so a missing file fails synth with a useful message. */
export function resolveEntry(entry: string): string {
  const path = resolve(REPO_ROOT, 'functions', entry);
  if (!existsSync(path)) {
    throw new Error(`functions/${entry} does not exist: write the handler or change its line in functions/registry.ts`);
  }
  return path;
}
