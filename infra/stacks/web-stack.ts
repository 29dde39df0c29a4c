import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { API_PREFIX } from '@shelfline/shared';
import { Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3assets from 'aws-cdk-lib/aws-s3-assets';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { REPO_ROOT, type ShelflineConfig } from '../config.ts';
import { contentSecurityPolicy } from '../constructs/content-security-policy.ts';
import { acknowledgeWildcardResource, stackSingletons } from '../constructs/nag.ts';

export interface WebStackProps extends StackProps {
  config: ShelflineConfig;
  httpApi: apigw.IHttpApi;
  /** Receives CloudFront's standard logs. */
  accessLogs: s3.IBucket;
}

/** Built SPA; when it has not been built, a page that says how to build it is deployed instead. */
export const WEB_DIST = resolve(REPO_ROOT, 'web', 'dist');
export const WEB_PLACEHOLDER = resolve(REPO_ROOT, 'infra', 'assets', 'web-placeholder');

/**
 * The one origin users see: CloudFront serves the SPA from a private bucket and forwards `/api/*` to
 * the HTTP API, so the browser never makes a cross-origin call.
 *
 * Optional context `domainName` + `certificateArn` (an ACM certificate in us-east-1) put the site on
 * its own name with TLS 1.2 (2021 policy) as the minimum.
 */
export class WebStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  readonly siteBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.siteBucket = new s3.Bucket(this, 'Site', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 's3/site/',
      // The SPA is rebuilt from the repository at every deploy; nothing here needs keeping.
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: !config.isProd,
    });

    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Shelfline security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
        // One policy for CloudFront and the local runner: see content-security-policy.ts for what it allows and why.
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(),
          override: true,
        },
      },
    });

    // SPA deep links (`/schedule/123`) have no object in the bucket: send every path without a file
    // extension to index.html. Done here rather than with the distribution's custom error responses,
    // because those apply to every behaviour: they would turn the API's own 403 and 404 answers into
    // index.html with status 200.
    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      comment: 'Serve index.html for SPA routes',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(
        [
          'function handler(event) {',
          '  var request = event.request;',
          "  if (!/\\.[A-Za-z0-9]+$/.test(request.uri)) request.uri = '/index.html';",
          '  return request;',
          '}',
        ].join('\n'),
      ),
    });

    const apiOrigin = new origins.HttpOrigin(`${props.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    });

    const domainName = stringContext(this, 'domainName');
    const certificateArn = stringContext(this, 'certificateArn');
    const customDomain =
      domainName && certificateArn
        ? {
            domainNames: [domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {};

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Shelfline ${config.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      ...customDomain,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          // Every answer is per user: nothing is cached, and with caching off the Authorization
          // header travels in the forwarded viewer headers. Host must not: API Gateway routes on it.
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });

    if (!customDomain.certificate) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without the domainName/certificateArn context the site is served on *.cloudfront.net, whose default certificate cannot be given a minimum protocol version. With a custom domain the minimum is TLSv1.2_2021 and this rule passes.',
      });
    }
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'No geo restriction: field staff travel and customers are in several countries; access is controlled by sign-in, not location.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF yet: a CloudFront web ACL must live in us-east-1 and has a monthly cost; the API is behind Cognito JWTs and stage throttling. Attach one with webAclId when the product owner approves it.',
      },
    );

    // `npm run deploy` builds the SPA first. A plain `cdk synth` on a fresh clone has no web/dist, so
    // a one-page placeholder telling how to build it is deployed instead of failing the synth.
    const site = new s3assets.Asset(this, 'SiteFiles', {
      path: existsSync(resolve(WEB_DIST, 'index.html')) ? WEB_DIST : WEB_PLACEHOLDER,
    });
    const source = s3deploy.Source.bucket(site.bucket, site.s3ObjectKey);
    // Hashed assets are immutable and kept across deploys (a browser still running the previous
    // index.html can load its chunks); index.html is revalidated on every load.
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: this.siteBucket,
      exclude: ['index.html'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
    });
    const index = new s3deploy.BucketDeployment(this, 'DeployIndex', {
      sources: [source],
      destinationBucket: this.siteBucket,
      exclude: ['*'],
      include: ['index.html'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/index.html'],
    });
    index.node.addDependency(assets);
    this.acknowledgeDeploymentHandler(site.bucket);
  }

  /** The bucket deployment runs in one Lambda that CDK creates and configures for the whole stack. */
  private acknowledgeDeploymentHandler(assetBucket: s3.IBucket): void {
    for (const handler of stackSingletons(this, 'Custom::CDKBucketDeployment')) {
      const why =
        "CDK's BucketDeployment handler (deploy time only) unzips the site from the CDK assets bucket, syncs it into the site bucket and invalidates CloudFront";
      Validations.of(handler).acknowledge(
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: `${why}; the managed policy only lets it write its logs.`,
        },
        { id: 'AwsSolutions-L1', reason: `${why}; CDK pins and updates its runtime with aws-cdk-lib.` },
        ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
          id: `AwsSolutions-IAM5[Action::${action}]`,
          reason: `${why}; ${action} comes from CDK's grantRead/grantReadWrite on exactly those two buckets.`,
        })),
        {
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason: `${why}; cloudfront:CreateInvalidation/GetInvalidation are granted on "*" by CDK.`,
        },
      );
      acknowledgeWildcardResource(handler, assetBucket.arnForObjects('*'), `${why}: reads the site's zip.`);
      acknowledgeWildcardResource(handler, this.siteBucket.arnForObjects('*'), `${why}: writes the site's files.`);
    }
  }
}

function stringContext(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
