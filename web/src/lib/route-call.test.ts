import { IdParamsSchema } from '@shelfline/shared/contracts/list.contract';
import { defineRoute } from '@shelfline/shared/routes/route';
import { storesRoutes } from '@shelfline/shared/routes/stores.routes';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod';
import { type RouteAnswer, type RouteArgs, routePath } from './route-call.ts';

describe('routePath', () => {
  it('fills path parameters, encoded', () => {
    const route = defineRoute({ method: 'GET', path: 'latLong/{code}', access: 'staff', summary: 's' });
    expect(routePath(route, { code: 'K1A 0B1/x' })).toBe('latLong/K1A%200B1%2Fx');
  });

  it('writes lists as repeated keys and leaves out undefined values', () => {
    expect(
      routePath(storesRoutes.list, undefined, { retailerId: [1, 2], includeInactive: true, cityId: undefined }),
    ).toBe('stores?retailerId=1&retailerId=2&includeInactive=true');
  });

  it('refuses a call whose path parameter is missing rather than calling a wrong path', () => {
    expect(() => routePath(storesRoutes.get, {})).toThrow('Missing path parameter id');
  });
});

describe('RouteArgs', () => {
  it('asks for exactly the parts the route declares', () => {
    const route = defineRoute({
      method: 'PUT',
      path: 'things/{id}',
      access: 'staff',
      summary: 's',
      params: IdParamsSchema,
      body: z.object({ name: z.string() }),
      response: z.object({ id: z.number() }),
    });
    expectTypeOf<RouteArgs<typeof route>>().toEqualTypeOf<
      { params: { id: number } } & { query?: never } & { body: { name: string } } & { signal?: AbortSignal }
    >();
    expectTypeOf<RouteAnswer<typeof route>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<RouteAnswer<typeof storesRoutes.remove>>().toBeUnknown();
  });
});

describe('RouteArgs of a query', () => {
  it('checks the names and value types of the fields, each optional', () => {
    const route = defineRoute({
      method: 'GET',
      path: 'things',
      access: 'staff',
      summary: 's',
      query: z.object({ retailerId: z.coerce.number(), includeInactive: z.coerce.boolean().default(false) }),
    });
    expectTypeOf<{ query: { retailerId: number } }>().toExtend<RouteArgs<typeof route>>();
    expectTypeOf<{ query: { retailerId: '1' } }>().not.toExtend<RouteArgs<typeof route>>();
    expectTypeOf<{ query: { retailer: 1 } }>().not.toExtend<RouteArgs<typeof route>>();
  });
});
