import { createHash } from 'node:crypto';
import { API_PREFIX, type RouteDefinition } from '@shelfline/shared';
import { NestedStack, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';

/** One API Gateway route: the spec's route, or its lower-case alias. */
export interface ApiRouteKey {
  method: RouteDefinition['method'];
  /** Full path as API Gateway sees it: `/api/Schedule/reassignments/{id}/act`. */
  path: string;
  isPublic: boolean;
  /** The route of the table this key serves. */
  route: RouteDefinition;
  alias: boolean;
}

/**
 * Every API Gateway route key the table needs: each route as the spec writes it, plus the path with
 * its literal segments lower-cased when that differs.
 *
 * The handlers match paths case-insensitively (`shared/src/routes/match.ts`) but API Gateway does
 * not, and the web client and older callers use both spellings. Parameter names keep their case, so
 * `pathParameters` are the same whichever spelling was called. An alias that would collide with
 * another route (same method, same path up to parameter names) is skipped: that route wins.
 */
export function apiRouteKeys(routes: readonly RouteDefinition[]): ApiRouteKey[] {
  const keys: ApiRouteKey[] = routes.map((route) => ({
    method: route.method,
    path: `${API_PREFIX}/${route.path}`,
    isPublic: route.access === 'public',
    route,
    alias: false,
  }));
  const taken = new Set(keys.map(shapeOf));
  for (const key of [...keys]) {
    const lower = key.path
      .split('/')
      .map((segment) => (isParameter(segment) ? segment : segment.toLowerCase()))
      .join('/');
    const alias: ApiRouteKey = { ...key, path: lower, alias: true };
    if (lower === key.path || taken.has(shapeOf(alias))) continue;
    taken.add(shapeOf(alias));
    keys.push(alias);
  }
  return keys;
}

/** Two routes conflict in API Gateway when method and path agree up to the names of parameters. */
function shapeOf(key: Pick<ApiRouteKey, 'method' | 'path'>): string {
  return `${key.method} ${key.path.replace(/\{[^}]+\}/g, '{}')}`;
}

function isParameter(segment: string): boolean {
  return segment.startsWith('{') && segment.endsWith('}');
}

export interface FamilyRoutesProps {
  httpApi: apigw.IHttpApi;
  /** The Lambda integration of the family's function (or of the shared "not built yet" function). */
  integration: apigw.HttpIntegration;
  authorizer: apigw.IHttpAuthorizer;
  keys: readonly ApiRouteKey[];
}

/**
 * The API Gateway routes of one family, in a nested stack of their own.
 *
 * The route table has a few hundred calls and their aliases: more than CloudFormation's 500 resources
 * per stack. One nested stack per family keeps every stack small and means a family's routes never
 * move between stacks when other families grow (moving a route would delete and re-create it).
 */
export class FamilyRoutes extends NestedStack {
  readonly routes: apigw.CfnRoute[] = [];

  constructor(scope: Construct, id: string, props: FamilyRoutesProps) {
    super(scope, id);
    // Two resources per route key stay far below the 500-resource limit of the nested stack.
    if (props.keys.length > 450) throw new Error(`${id}: ${props.keys.length} routes are too many for one stack`);
    for (const key of props.keys) {
      const route = new apigw.CfnRoute(this, routeConstructId(key), {
        apiId: props.httpApi.apiId,
        routeKey: `${key.method} ${key.path}`,
        target: `integrations/${props.integration.integrationId}`,
        ...(key.isPublic
          ? { authorizationType: 'NONE' }
          : { authorizationType: 'JWT', authorizerId: props.authorizer.authorizerId }),
      });
      if (key.isPublic) {
        Validations.of(route).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${key.method} ${key.route.path} is public in the route table (${key.route.summary}): it is called before sign-in, so there is no token for the JWT authorizer to check; the handler validates its input.`,
        });
      }
      this.routes.push(route);
    }
  }
}

/** A stable id: readable start, hash of the exact key so case-only differences stay distinct. */
function routeConstructId(key: ApiRouteKey): string {
  const readable = `${key.method}${key.path.replace(/[^A-Za-z0-9]+/g, '-')}`.slice(0, 200);
  const hash = createHash('sha256').update(`${key.method} ${key.path}`).digest('hex').slice(0, 8);
  return `${readable}-${hash}`;
}
