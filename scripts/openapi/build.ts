import {
  ACCESS,
  type AccessArea,
  API_PREFIX,
  ErrorBodySchema,
  type NamedRoute,
  ROUTES,
  routeKey,
  SERVER_VERSION,
} from '@shelfline/shared';
import * as z from 'zod';

/**
 * Builds the OpenAPI 3.1 document of the API from the route table (`shared/src/routes`).
 *
 * One operation per route: path `/api/<spec path>`, operationId `<family>.<routeName>`, tag = family,
 * bearer JWT security except on public routes, `x-shelfline-access` naming the area of `ACCESS` and its
 * roles, request and response schemas from the route's zod schemas when it has them, and the shared error
 * responses (400/401/403/404/409/501, body `Error` = `ErrorBodySchema`).
 */

export type JsonSchema = Record<string, unknown>;

export interface ParameterObject {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OperationObject {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  'x-shelfline-access': { area: AccessArea | 'public'; roles: string[] };
  /** The route as the spec writes it (`PUT draftSchedules/{draftId}/jobs/{jobId}`). */
  'x-shelfline-route': string;
}

export type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
export type PathItem = Partial<Record<Method, OperationObject>>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  tags: { name: string }[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

/** Error statuses every operation may answer, each with the shared `Error` body (spec 000 §8.1). */
export const ERROR_RESPONSES = {
  '400': ['BadRequest', 'The request is invalid (validation messages in `errors`).'],
  '401': ['Unauthorized', 'No valid token, or wrong credentials.'],
  '403': ['Forbidden', 'The caller has none of the roles of this call.'],
  '404': ['NotFound', 'No such call or record.'],
  '409': ['Conflict', 'The record changed or the state does not allow this.'],
  '501': ['NotBuiltYet', 'This call is part of an area not available in this release yet.'],
} as const;

const SCHEMA_REF = '#/components/schemas/';
const JSON_TYPE = 'application/json';

/** `{id}` names of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
}

export function buildOpenApi(routes: readonly NamedRoute[] = ROUTES): OpenApiDocument {
  const components: OpenApiDocument['components'] = {
    schemas: {},
    responses: {},
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
  };
  const toSchema = schemaConverter(components.schemas);

  components.schemas.Error = toSchema(ErrorBodySchema, 'output', 'Error', { hoistRoot: false });
  for (const [, [name, description]] of Object.entries(ERROR_RESPONSES)) {
    components.responses[name] = { description, content: { [JSON_TYPE]: { schema: { $ref: `${SCHEMA_REF}Error` } } } };
  }

  const paths: Record<string, PathItem> = {};
  /** Paths that differ only by parameter names are one path in OpenAPI: the first spelling is kept. */
  const templates = new Map<string, string>();

  for (const route of routes) {
    const operationId = `${route.family}.${route.name}`;
    const template = route.path.replace(/\{[^}]+\}/g, '{}');
    const documented = templates.get(template) ?? route.path;
    templates.set(template, documented);
    const own = pathParams(route.path);
    const names = pathParams(documented);

    const parameters: ParameterObject[] = [];
    const paramsSchema = route.params ? toSchema(route.params, 'input', `${operationId}.params`) : undefined;
    names.forEach((name, i) => {
      const ownName = own[i] ?? name;
      parameters.push({
        name,
        in: 'path',
        required: true,
        ...(ownName === name ? {} : { description: `\`${ownName}\` in the route table` }),
        schema: propertyOf(paramsSchema, ownName) ?? { type: 'string' },
      });
    });
    if (route.query) {
      const query = toSchema(route.query, 'input', `${operationId}.query`);
      const required = new Set(Array.isArray(query.required) ? (query.required as string[]) : []);
      for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
        parameters.push({ name, in: 'query', required: required.has(name), schema });
      }
    }

    const operation: OperationObject = {
      operationId,
      summary: route.summary,
      tags: [route.family],
      security: route.access === 'public' ? [] : [{ bearerAuth: [] }],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(route.body
        ? {
            requestBody: {
              required: !route.body.safeParse(undefined).success,
              content: { [JSON_TYPE]: { schema: toSchema(route.body, 'input', `${operationId}.body`) } },
            },
          }
        : {}),
      responses: {
        '200': route.response
          ? {
              description: 'OK',
              content: { [JSON_TYPE]: { schema: toSchema(route.response, 'output', `${operationId}.response`) } },
            }
          : { description: 'OK' },
        ...Object.fromEntries(
          Object.entries(ERROR_RESPONSES).map(([status, [name]]) => [
            status,
            { $ref: `#/components/responses/${name}` },
          ]),
        ),
      },
      'x-shelfline-access': {
        area: route.access,
        roles: route.access === 'public' ? [] : [...ACCESS[route.access]],
      },
      'x-shelfline-route': routeKey(route),
    };

    const key = `${API_PREFIX}/${documented}`;
    const item = paths[key] ?? {};
    const method = route.method.toLowerCase() as Method;
    if (item[method])
      throw new Error(`Two routes for ${route.method} ${key}: ${item[method].operationId}, ${operationId}`);
    item[method] = operation;
    paths[key] = item;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Shelfline API',
      version: SERVER_VERSION,
      description:
        'The back office API of Shelfline. Paths match case-insensitively; literal segments win over parameters. ' +
        '`x-shelfline-access` names the role area of each call; an empty role list means any signed-in user with a role.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    tags: [...new Set(routes.map((route) => route.family))].map((name) => ({ name })),
    paths,
    components,
  };
}

/** Number of operations in a document. */
export function countOperations(document: Pick<OpenApiDocument, 'paths'>): number {
  return Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
}

/** Component names may hold only letters, digits, `.`, `-` and `_` (OpenAPI 3.1 §4.8.7.1). */
function componentName(name: string): string {
  return name.replace(/[^A-Za-z0-9.\-_]/g, '_');
}

function propertyOf(schema: JsonSchema | undefined, name: string): JsonSchema | undefined {
  const properties = schema?.properties as Record<string, JsonSchema> | undefined;
  return properties?.[name];
}

/**
 * Converts zod schemas with zod 4's `z.toJSONSchema`, then moves their `$defs` into `components.schemas`:
 * a `#/$defs/x` reference inside an OpenAPI document would resolve against the document, not the schema.
 * Named definitions (`.meta({ id })`) keep their name unless a different schema already holds it; the
 * anonymous ones zod makes for cycles (`__schema0`) are prefixed with the operation.
 */
function schemaConverter(store: Record<string, JsonSchema>) {
  return function toSchema(
    schema: z.ZodType,
    io: 'input' | 'output',
    prefix: string,
    options: { hoistRoot?: boolean } = {},
  ): JsonSchema {
    const { $schema: _dialect, $defs, ...root } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
    const defs = Object.entries(($defs ?? {}) as Record<string, JsonSchema>);
    const names = new Map(
      defs.map(([name]) => [
        name,
        /^__schema\d+$/.test(name) ? `${prefix}.${name.replace(/^_+/, '')}` : componentName(name),
      ]),
    );
    let selfReferenced = false;
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (!value || typeof value !== 'object') return value;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        if (k === '$ref' && v === '#') {
          selfReferenced = true;
          out[k] = `${SCHEMA_REF}${prefix}`;
        } else if (k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')) {
          const name = decodeURIComponent(v.slice('#/$defs/'.length));
          out[k] = `${SCHEMA_REF}${names.get(name) ?? componentName(name)}`;
        } else {
          out[k] = rewrite(v);
        }
      }
      return out;
    };
    const taken = (name: string, def: JsonSchema) => {
      const held = store[names.get(name) as string];
      return held !== undefined && JSON.stringify(held) !== JSON.stringify(rewrite(def));
    };
    if (defs.some(([name, def]) => taken(name, def))) {
      for (const [name] of defs) names.set(name, `${prefix}.${componentName(name)}`);
    }
    for (const [name, def] of defs) store[names.get(name) as string] = rewrite(def) as JsonSchema;
    const converted = rewrite(root) as JsonSchema;
    if (selfReferenced && options.hoistRoot !== false) {
      store[prefix] = converted;
      return { $ref: `${SCHEMA_REF}${prefix}` };
    }
    return converted;
  };
}
