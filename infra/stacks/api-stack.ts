import { API_PREFIX, FAMILIES, ROUTES } from '@shelfline/shared';
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as ses from 'aws-cdk-lib/aws-ses';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { API_FUNCTIONS, ENV, type FunctionDefinition, UNBUILT_FUNCTION } from '../../functions/registry.ts';
import type { ShelflineConfig } from '../config.ts';
import { apiRouteKeys, FamilyRoutes } from '../constructs/api-routes.ts';
import { ShelflineFunction } from '../constructs/shelfline-function.ts';
import type { BucketPurpose } from './data-stack.ts';

/** Key of the shared function that answers 501 for every family without a handler yet. */
export const UNBUILT = 'unbuilt';

export interface ApiStackProps extends StackProps {
  config: ShelflineConfig;
  table: dynamodb.ITable;
  buckets: Record<BucketPurpose, s3.IBucket>;
  userPool: cognito.IUserPool;
  staffClient: cognito.IUserPoolClient;
  customerClient: cognito.IUserPoolClient;
  issuerUrl: string;
  ingestionQueue: sqs.IQueue;
  ingestionDlq: sqs.IQueue;
  /** The mail region, when the inbox bucket and ingestion queues are there (MailInStack); absent: this region. */
  inboxRegion?: string;
  mailIdentity: ses.IEmailIdentity;
  /** The e-mail outbox (functions/domain/mail/outbox.ts), for families granted `mail:enqueue`. */
  mailQueue: sqs.IQueue;
  /** Scheduled exports' runs (Run now queues one), for families granted `exportRuns:send`. */
  exportRunsQueue: sqs.IQueue;
}

/**
 * The HTTP API: one Lambda per built family, one shared "not built yet" Lambda, and an API Gateway
 * route for every call of the shared route table (`shared/src/routes`).
 *
 * No CORS: the SPA and the API share one origin. CloudFront serves the SPA and forwards `/api/*`
 * here (web stack), so the browser never makes a cross-origin call.
 */
export class ApiStack extends Stack {
  readonly httpApi: apigw.HttpApi;
  /** By family name, plus `UNBUILT`. */
  readonly functions: Record<string, ShelflineFunction> = {};
  /** By family name: the nested stack holding that family's routes. */
  readonly routeStacks: Record<string, FamilyRoutes> = {};

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `shelfline-${config.stage}`,
      description: 'Shelfline API, served under /api behind CloudFront',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: config.removalPolicy,
    });
    new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // Account-wide defaults are 10,000 rps / 5,000 burst; a back office needs far less, and a
      // lower ceiling bounds the cost of a runaway client.
      throttle: { rateLimit: 200, burstLimit: 400 },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            sub: '$context.authorizer.claims.sub',
          }),
        ),
      },
    });

    const authorizer = new apigw.HttpAuthorizer(this, 'CognitoJwt', {
      httpApi: this.httpApi,
      authorizerName: 'cognito',
      type: apigw.HttpAuthorizerType.JWT,
      identitySource: ['$request.header.Authorization'],
      jwtIssuer: props.issuerUrl,
      jwtAudience: [props.staffClient.userPoolClientId, props.customerClient.userPoolClientId],
    });

    const environment: Record<string, string> = {
      [ENV.tableName]: props.table.tableName,
      [ENV.userPoolId]: props.userPool.userPoolId,
      [ENV.staffClientId]: props.staffClient.userPoolClientId,
      [ENV.customerClientId]: props.customerClient.userPoolClientId,
      [ENV.filesBucket]: props.buckets.files.bucketName,
      [ENV.inboxBucket]: props.buckets.inbox.bucketName,
      [ENV.exportsBucket]: props.buckets.exports.bucketName,
      [ENV.logsBucket]: props.buckets.logs.bucketName,
      [ENV.ingestionQueueUrl]: props.ingestionQueue.queueUrl,
      [ENV.ingestionDlqUrl]: props.ingestionDlq.queueUrl,
      // The retry call reads the inbox and queues in the mail region (functions/common/aws/regions.ts).
      ...(props.inboxRegion ? { [ENV.inboxRegion]: props.inboxRegion } : {}),
      [ENV.mailFrom]: config.mailFrom,
      [ENV.mailQueueUrl]: props.mailQueue.queueUrl,
      [ENV.exportRunsQueueUrl]: props.exportRunsQueue.queueUrl,
      [ENV.geocoder]: config.geocoder,
      // The optional LLM résumé analyzer (brief A7): set only when the stage names its model.
      ...(config.bedrockModelId
        ? { [ENV.resumeAnalyzer]: 'bedrock', [ENV.bedrockModelId]: config.bedrockModelId }
        : {}),
      [ENV.counterEmailDomains]: config.counterEmailDomains.join(','),
      // GuardDuty scans the files bucket (data stack): a new file is pending until its verdict tag (scanner.ts).
      [ENV.malwareScan]: 'guardduty',
    };
    const integrations: Record<string, apigw.HttpIntegration> = {};
    const addFunction = (key: string, definition: FunctionDefinition) => {
      const fn = new ShelflineFunction(this, `${pascal(key)}Function`, {
        definition,
        description: key === UNBUILT ? 'Answers 501 for families not built yet' : `API family ${key}`,
        environment,
        config,
        // API Gateway ends the HTTP call at 30 s whatever the function does.
        defaultTimeout: Duration.seconds(29),
        grantTargets: {
          table: props.table,
          buckets: props.buckets,
          ingestionQueue: props.ingestionQueue,
          mailQueue: props.mailQueue,
          exportRunsQueue: props.exportRunsQueue,
          mail: { identityArn: props.mailIdentity.emailIdentityArn, from: config.mailFrom },
          userPool: props.userPool,
          geocoder: config.geocoder,
          ...(config.bedrockModelId ? { bedrockModelId: config.bedrockModelId } : {}),
        },
      });
      // One integration and one permission per function (not per route): a few hundred per-route
      // permissions would overflow the function's 20 KB resource policy.
      integrations[key] = new apigw.HttpIntegration(this, `${pascal(key)}Integration`, {
        httpApi: this.httpApi,
        integrationType: apigw.HttpIntegrationType.AWS_PROXY,
        integrationUri: fn.functionArn,
        payloadFormatVersion: apigw.PayloadFormatVersion.VERSION_2_0,
      });
      fn.addPermission('InvokeFromHttpApi', {
        principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: this.formatArn({
          service: 'execute-api',
          resource: this.httpApi.apiId,
          // `<stage>/<method>/api/...`: every route of this API, nothing else.
          resourceName: `*/*${API_PREFIX}/*`,
        }),
      });
      this.functions[key] = fn;
    };
    for (const [family, definition] of Object.entries(API_FUNCTIONS)) addFunction(family, definition);
    addFunction(UNBUILT, UNBUILT_FUNCTION);

    const keys = apiRouteKeys(ROUTES);
    for (const family of FAMILIES) {
      const integration = integrations[family in API_FUNCTIONS ? family : UNBUILT];
      if (!integration) throw new Error(`No integration for family ${family}`);
      this.routeStacks[family] = new FamilyRoutes(this, `Routes-${family}`, {
        httpApi: this.httpApi,
        integration,
        authorizer,
        keys: keys.filter((key) => key.route.family === family),
      });
    }
  }
}

function pascal(value: string): string {
  return value.replace(/(^|[-_ ])(\w)/g, (_, __, c: string) => c.toUpperCase());
}
