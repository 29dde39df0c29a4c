import { API_PREFIX } from '@shelfline/shared';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { resourcesOf, synthShelfline, templateOf } from './support/synth.ts';

const { stacks } = synthShelfline();
const template = templateOf(stacks.web);
const distribution = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'))[0]?.Properties
  ?.DistributionConfig as Record<string, unknown> & {
  CacheBehaviors: Record<string, unknown>[];
  DefaultCacheBehavior: Record<string, unknown>;
  Origins: {
    Id: string;
    DomainName: unknown;
    S3OriginConfig?: unknown;
    CustomOriginConfig?: Record<string, unknown>;
  }[];
};

// Managed policy ids (stable, documented by CloudFront).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('web stack', () => {
  it('forwards /api/* to the HTTP API uncached, with every viewer header but Host', () => {
    const api = distribution.CacheBehaviors.find((b) => b.PathPattern === `${API_PREFIX}/*`);
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = distribution.Origins.find((o) => o.Id === api?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain('.execute-api.');
    expect(origin?.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
  });

  it('serves the SPA from a private bucket through origin access control, index.html for deep links', () => {
    const spa = distribution.Origins.find((o) => o.Id === distribution.DefaultCacheBehavior.TargetOriginId);
    expect(spa).toMatchObject({ OriginAccessControlId: expect.anything(), S3OriginConfig: expect.anything() });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    expect(distribution.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    });
    const fn = Object.values(resourcesOf(template, 'AWS::CloudFront::Function'))[0];
    expect(fn?.Properties?.FunctionCode).toContain("request.uri = '/index.html'");
    // No distribution-wide error pages: they would rewrite the API's own 403/404 answers.
    expect(distribution.CustomErrorResponses).toBeUndefined();
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });

  it('sends security headers on both behaviours and logs to the access-log bucket', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: Match.anyValue() }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          // MapLibre's worker (a same-origin module script, or a blob: when its URL is on another origin).
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.stringLikeRegexp("default-src 'self'.*; worker-src 'self' blob:;"),
          }),
        }),
      },
    });
    const headers = distribution.DefaultCacheBehavior.ResponseHeadersPolicyId;
    expect(headers).toBeDefined();
    for (const behaviour of distribution.CacheBehaviors) expect(behaviour.ResponseHeadersPolicyId).toEqual(headers);
    expect(distribution.Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it('deploys the site (or the build-me placeholder) and invalidates index.html', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/index.html'],
      Include: ['index.html'],
    });
  });
});
