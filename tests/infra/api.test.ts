import { API_PREFIX, FAMILIES, ROUTES } from '@shelfline/shared';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { API_FUNCTIONS } from '../../functions/registry.ts';
import { COGNITO_ADMIN_ACTIONS } from '../../infra/constructs/grants.ts';
import { UNBUILT } from '../../infra/stacks/api-stack.ts';
import { actionsOfRole, logicalIdOf, resourcesOf, synthShelfline, templateOf } from './support/synth.ts';

const { stacks } = synthShelfline();
const { api } = stacks;
const template = templateOf(api);
const routeTemplates = Object.values(api.routeStacks).map((nested) => Template.fromStack(nested));
const routes = routeTemplates.flatMap((t) =>
  Object.values(resourcesOf(t, 'AWS::ApiGatewayV2::Route')).map(
    (r) => r.Properties as { RouteKey: string; AuthorizationType: string; AuthorizerId?: unknown },
  ),
);
const byKey = new Map(routes.map((r) => [r.RouteKey, r]));

describe('api stack: functions', () => {
  const builtFamilies = Object.keys(API_FUNCTIONS);

  it('has one Lambda per built family plus the shared unbuilt one, on Node.js 24 / arm64 with JSON logs and X-Ray', () => {
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    expect(Object.keys(functions)).toHaveLength(builtFamilies.length + 1);
    expect(Object.keys(api.functions).sort()).toEqual([...builtFamilies, UNBUILT].sort());
    for (const fn of Object.values(functions)) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        LoggingConfig: { LogFormat: 'JSON' },
        TracingConfig: { Mode: 'Active' },
      });
    }
  });

  it('gives each function its own log group, kept one month (plus the API access log)', () => {
    const groups = Object.values(resourcesOf(template, 'AWS::Logs::LogGroup'));
    expect(groups).toHaveLength(builtFamilies.length + 2);
    for (const group of groups) expect(group.Properties).toMatchObject({ RetentionInDays: 30 });
    for (const fn of Object.values(resourcesOf(template, 'AWS::Lambda::Function'))) {
      expect(fn.Properties).toMatchObject({ LoggingConfig: { LogGroup: { Ref: expect.any(String) } } });
    }
  });

  it('gives the user family read on the table and nothing else (no write, no S3, no Cognito admin)', () => {
    const role = api.functions.user?.role;
    if (!role) throw new Error('user function has no role');
    const actions = actionsOfRole(template, logicalIdOf(role));
    const dynamo = actions.filter((a) => a.startsWith('dynamodb:'));
    expect(dynamo).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem']));
    for (const write of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']) {
      expect(actions).not.toContain(write);
    }
    const others = actions.filter((a) => !a.startsWith('dynamodb:'));
    expect(others.sort()).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
    expect(actions.some((a) => a.startsWith('s3:') || a.startsWith('cognito-idp:'))).toBe(false);
  });

  it('names the Cognito admin actions one by one (no wildcard)', () => {
    expect(COGNITO_ADMIN_ACTIONS.every((a) => a.startsWith('cognito-idp:Admin') && !a.includes('*'))).toBe(true);
  });

  it('lets API Gateway invoke each function once, for /api paths of this API only', () => {
    const permissions = Object.values(resourcesOf(template, 'AWS::Lambda::Permission'));
    expect(permissions).toHaveLength(builtFamilies.length + 1);
    for (const permission of permissions) {
      expect(permission.Properties).toMatchObject({
        Action: 'lambda:InvokeFunction',
        Principal: 'apigateway.amazonaws.com',
      });
      expect(JSON.stringify(permission.Properties?.SourceArn)).toContain(`/*/*${API_PREFIX}/*`);
    }
  });
});

describe('api stack: HTTP API', () => {
  it('has a JWT authorizer trusting the user pool issuer and both app clients', () => {
    const authorizers = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Authorizer'));
    expect(authorizers).toHaveLength(1);
    const config = authorizers[0]?.Properties as {
      AuthorizerType: string;
      IdentitySource: string[];
      JwtConfiguration: { Issuer: unknown; Audience: unknown[] };
    };
    expect(config.AuthorizerType).toBe('JWT');
    expect(config.IdentitySource).toEqual(['$request.header.Authorization']);
    expect(config.JwtConfiguration.Issuer).toEqual(api.resolve(stacks.auth.userPool.userPoolProviderUrl));
    expect(JSON.stringify(config.JwtConfiguration.Issuer)).toContain('ProviderURL');
    expect(config.JwtConfiguration.Audience).toEqual([
      api.resolve(stacks.auth.staffClient.userPoolClientId),
      api.resolve(stacks.auth.customerClient.userPoolClientId),
    ]);
  });

  it('logs every request and throttles the default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
  });
});

describe('api stack: routes', () => {
  it('has an API Gateway route for every route of the table, with its method and path as written', () => {
    const missing = ROUTES.filter((route) => !byKey.has(`${route.method} ${API_PREFIX}/${route.path}`));
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('protects every route with the JWT authorizer except the public ones', () => {
    for (const route of ROUTES) {
      const found = byKey.get(`${route.method} ${API_PREFIX}/${route.path}`);
      if (route.access === 'public') {
        expect(found, route.path).toMatchObject({ AuthorizationType: 'NONE' });
        expect(found?.AuthorizerId).toBeUndefined();
      } else {
        expect(found, route.path).toMatchObject({ AuthorizationType: 'JWT' });
        expect(found?.AuthorizerId).toBeDefined();
      }
    }
  });

  it('adds the lower-case alias of each mixed-case path, with the same protection', () => {
    for (const route of ROUTES) {
      const lower = route.path
        .split('/')
        .map((s) => (s.startsWith('{') ? s : s.toLowerCase()))
        .join('/');
      if (lower === route.path) continue;
      const alias = byKey.get(`${route.method} ${API_PREFIX}/${lower}`);
      const clash = ROUTES.some(
        (other) => other !== route && other.method === route.method && other.path.toLowerCase() === lower.toLowerCase(),
      );
      if (clash) continue;
      expect(alias, `${route.method} ${lower}`).toMatchObject({
        AuthorizationType: route.access === 'public' ? 'NONE' : 'JWT',
      });
    }
  });

  it('creates nothing but the table and its aliases, each key once', () => {
    expect(new Set(routes.map((r) => r.RouteKey)).size).toBe(routes.length);
    const expected = new Set(ROUTES.map((r) => `${r.method} ${API_PREFIX}/${r.path}`.toLowerCase()));
    for (const route of routes) expect(expected.has(route.RouteKey.toLowerCase()), route.RouteKey).toBe(true);
  });

  it('writes every path in API Gateway route syntax', () => {
    const segment = /^([A-Za-z0-9._~-]+|\{[A-Za-z0-9_]+\+?\})$/;
    for (const route of routes) {
      const [method, path = ''] = route.RouteKey.split(' ');
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(method);
      for (const part of path.split('/').slice(1)) expect(part, route.RouteKey).toMatch(segment);
    }
  });

  it('puts each family in its own nested stack, all under CloudFormation limits', () => {
    expect(Object.keys(api.routeStacks).sort()).toEqual([...FAMILIES].sort());
    expect(Object.keys(template.toJSON().Resources).length).toBeLessThan(500);
    for (const nested of routeTemplates) {
      const json = nested.toJSON() as { Resources: object; Parameters?: object };
      expect(Object.keys(json.Resources).length).toBeLessThan(500);
      expect(Object.keys(json.Parameters ?? {}).length).toBeLessThan(200);
    }
  });
});
