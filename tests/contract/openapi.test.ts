import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ACCESS,
  CredentialsSchema,
  defineRoute,
  InfoSchema,
  type NamedRoute,
  RefreshSchema,
  ROUTES,
  routeKey,
  TokensSchema,
} from '@shelfline/shared';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  buildOpenApi,
  countOperations,
  type OpenApiDocument,
  type OperationObject,
  pathParams,
} from '../../scripts/openapi/build.ts';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
const document = buildOpenApi();

function operations(doc: OpenApiDocument): { path: string; method: string; operation: OperationObject }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation as OperationObject })),
  );
}

const byRoute = new Map(operations(document).map((entry) => [entry.operation['x-shelfline-route'], entry]));
const operationOf = (key: string) => {
  const entry = byRoute.get(key);
  if (!entry) throw new Error(`no operation for ${key}`);
  return entry.operation;
};

/** What `z.toJSONSchema` gives for a schema, without its `$schema` dialect line. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

/** Every `$ref` string anywhere in a value. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, found);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') found.push(v);
      else refsIn(v, found);
    }
  }
  return found;
}

function resolveRef(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~')))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);
}

/** The structural rules of OpenAPI 3.1 this document relies on; returns the problems found. */
function structuralProblems(doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  if (doc.openapi !== '3.1.0') problems.push(`openapi is ${doc.openapi}`);
  if (!doc.info?.title || !doc.info?.version) problems.push('info needs title and version');
  const tagNames = new Set(doc.tags.map((t) => t.name));
  const operationIds = new Set<string>();
  const templates = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) problems.push(`${path} is not under /api/`);
    const template = path.replace(/\{[^}]+\}/g, '{}');
    if (templates.has(template)) problems.push(`${path} and ${templates.get(template)} are the same template`);
    templates.set(template, path);
    const declared = pathParams(path);
    if (new Set(declared).size !== declared.length) problems.push(`${path} repeats a parameter name`);
    for (const [method, operation] of Object.entries(item) as [string, OperationObject][]) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!(METHODS as readonly string[]).includes(method)) problems.push(`${where}: unknown method`);
      if (!operation.operationId) problems.push(`${where}: no operationId`);
      if (operationIds.has(operation.operationId)) problems.push(`${where}: duplicate ${operation.operationId}`);
      operationIds.add(operation.operationId);
      if (!operation.responses?.['200']) problems.push(`${where}: no 200 response`);
      for (const tag of operation.tags) if (!tagNames.has(tag)) problems.push(`${where}: undeclared tag ${tag}`);
      for (const requirement of operation.security) {
        for (const scheme of Object.keys(requirement)) {
          if (!doc.components.securitySchemes[scheme]) problems.push(`${where}: unknown security scheme ${scheme}`);
        }
      }
      const parameters = operation.parameters ?? [];
      const seen = new Set(parameters.map((p) => `${p.in}:${p.name}`));
      if (seen.size !== parameters.length) problems.push(`${where}: duplicate parameter`);
      const pathParameters = parameters.filter((p) => p.in === 'path');
      for (const name of declared) {
        const parameter = pathParameters.find((p) => p.name === name);
        if (!parameter) problems.push(`${where}: path parameter ${name} not declared`);
        else if (parameter.required !== true || !parameter.schema) problems.push(`${where}: ${name} must be required`);
      }
      for (const parameter of pathParameters) {
        if (!declared.includes(parameter.name)) problems.push(`${where}: ${parameter.name} is not in the path`);
      }
    }
  }
  for (const name of Object.keys(doc.components.schemas)) {
    if (!/^[a-zA-Z0-9.\-_]+$/.test(name)) problems.push(`component name ${name}`);
  }
  for (const ref of new Set(refsIn(doc))) {
    if (resolveRef(doc, ref) === undefined) problems.push(`unresolved $ref ${ref}`);
  }
  return problems;
}

describe('OpenAPI document', () => {
  it('has one operation per route of the table: 366 (344 of the spec, 19 of DECISIONS.md, 3 of ours pending)', () => {
    expect(countOperations(document)).toBe(366);
    expect(countOperations(document)).toBe(ROUTES.length);
    expect(byRoute.size).toBe(366);
  });

  it('is structurally valid OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(structuralProblems(document)).toEqual([]);
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('names each operation <family>.<routeName>, tags it with the family and serves it under /api/', () => {
    for (const route of ROUTES) {
      const entry = byRoute.get(routeKey(route));
      expect(entry?.operation.operationId).toBe(`${route.family}.${route.name}`);
      expect(entry?.operation.tags).toEqual([route.family]);
      expect(entry?.operation.summary).toBe(route.summary);
      expect(entry?.method).toBe(route.method.toLowerCase());
      expect(entry?.path.toLowerCase().replace(/\{[^}]+\}/g, '{}')).toBe(
        `/api/${route.path}`.toLowerCase().replace(/\{[^}]+\}/g, '{}'),
      );
    }
  });

  it('keeps the spec path, except that paths differing only by parameter names share the first spelling', () => {
    const renamed = ROUTES.filter((route) => byRoute.get(routeKey(route))?.path !== `/api/${route.path}`);
    expect(renamed.map(routeKey)).toEqual(['PUT draftSchedules/{draftId}/jobs/{jobId}']);
    const put = byRoute.get('PUT draftSchedules/{draftId}/jobs/{jobId}');
    expect(put?.path).toBe('/api/draftSchedules/{id}/jobs/{jobId}');
    expect(put?.operation.parameters?.[0]).toMatchObject({ name: 'id', in: 'path', required: true });
    expect(put?.operation.parameters?.[0]?.description).toContain('draftId');
  });

  it('declares every path parameter as required, typed from its schema (numeric ids) or as a string', () => {
    for (const { path, operation } of operations(document)) {
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name)).toEqual(pathParams(path));
      for (const parameter of declared) {
        expect(parameter.required).toBe(true);
        expect(['string', 'integer', 'number']).toContain((parameter.schema as { type?: string }).type);
      }
    }
  });

  it('puts the bearer JWT on every call but the public ones, and names the access area with its roles', () => {
    expect(document.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    for (const route of ROUTES) {
      const operation = operationOf(routeKey(route));
      if (route.access === 'public') {
        expect(operation.security).toEqual([]);
        expect(operation['x-shelfline-access']).toEqual({ area: 'public', roles: [] });
      } else {
        expect(operation.security).toEqual([{ bearerAuth: [] }]);
        expect(operation['x-shelfline-access']).toEqual({ area: route.access, roles: [...ACCESS[route.access]] });
      }
    }
  });

  it('takes the user routes request and response schemas from their zod schemas', () => {
    for (const key of ['POST user/authenticate', 'POST user/authenticateCustomer']) {
      const operation = operationOf(key);
      expect(operation.requestBody?.required).toBe(true);
      expect(operation.requestBody?.content['application/json']?.schema).toEqual(
        jsonSchema(CredentialsSchema, 'input'),
      );
      expect(operation.requestBody?.content['application/json']?.schema).toMatchObject({
        type: 'object',
        properties: { employeeCode: { type: 'string', maxLength: 256 }, password: { type: 'string' } },
        required: ['employeeCode', 'password'],
      });
      expect(operation.responses['200']).toMatchObject({
        content: { 'application/json': { schema: jsonSchema(TokensSchema, 'output') } },
      });
    }
    const refresh = operationOf('POST user/refresh');
    expect(refresh.requestBody?.content['application/json']?.schema).toEqual(jsonSchema(RefreshSchema, 'input'));
    expect(refresh.requestBody?.content['application/json']?.schema).toMatchObject({
      required: ['token', 'refreshToken'],
    });
    expect(operationOf('GET info').responses['200']).toMatchObject({
      content: { 'application/json': { schema: jsonSchema(InfoSchema, 'output') } },
    });
    expect(operationOf('GET info').requestBody).toBeUndefined();
  });

  it('gives routes without schemas no body and a plain 200', () => {
    const operation = operationOf('GET merchandiserInvoicing/preliminary');
    expect(operation.requestBody).toBeUndefined();
    expect(operation.responses['200']).toEqual({ description: 'OK' });
  });

  it('answers the shared Error body for 400, 401, 403, 404, 409 and 501', () => {
    expect(document.components.schemas.Error).toMatchObject({
      type: 'object',
      properties: { errors: { anyOf: expect.any(Array) } },
      required: ['errors'],
    });
    for (const { operation } of operations(document)) {
      for (const status of ['400', '401', '403', '404', '409', '501']) {
        const ref = (operation.responses[status] as { $ref?: string } | undefined)?.$ref ?? '';
        const response = resolveRef(document, ref) as { content?: Record<string, { schema: unknown }> } | undefined;
        expect(response?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
  });

  it('moves zod $defs into components and derives query parameters', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const NodeSchema: z.ZodType<Node> = z.object({ name: z.string(), children: z.array(z.lazy(() => NodeSchema)) });
    const route = defineRoute({
      method: 'POST',
      path: 'trees/{treeId}/nodes',
      access: 'anyRole',
      summary: 'Add nodes',
      params: z.object({ treeId: z.string().uuid() }),
      query: z.object({ dryRun: z.enum(['yes', 'no']).optional(), depth: z.coerce.number() }),
      body: z.object({ root: NodeSchema, note: z.string().optional() }),
      response: NodeSchema,
    });
    const doc = buildOpenApi([{ ...route, name: 'addNodes' } satisfies NamedRoute]);
    expect(structuralProblems(doc)).toEqual([]);
    expect(refsIn(doc).filter((ref) => !ref.startsWith('#/components/'))).toEqual([]);
    const operation = doc.paths['/api/trees/{treeId}/nodes']?.post;
    expect(operation?.operationId).toBe('trees.addNodes');
    expect(operation?.parameters).toEqual([
      {
        name: 'treeId',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ type: 'string', format: 'uuid' }),
      },
      { name: 'dryRun', in: 'query', required: false, schema: { type: 'string', enum: ['yes', 'no'] } },
      { name: 'depth', in: 'query', required: true, schema: expect.any(Object) },
    ]);
    expect(operation?.requestBody?.required).toBe(true);
  });
});

describe('scripts/openapi.ts', () => {
  it('writes the document to the file named on the command line and prints the operation count', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shelfline-openapi-'));
    try {
      const target = join(dir, 'openapi.json');
      const script = fileURLToPath(new URL('../../scripts/openapi.ts', import.meta.url));
      const output = execFileSync(process.execPath, ['--import', 'tsx', script, target], { encoding: 'utf8' });
      expect(output).toContain('366 operations');
      const written = JSON.parse(readFileSync(target, 'utf8')) as OpenApiDocument;
      expect(countOperations(written)).toBe(366);
      expect(written).toEqual(JSON.parse(JSON.stringify(document)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
