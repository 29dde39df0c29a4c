import { describe, expect, it } from 'vitest';
import { ServicePatterns } from './entities/service.entity.ts';
import { StorePatterns } from './entities/store.entity.ts';
import { keyQuery, patternQuery } from './entity.ts';

describe('named access patterns', () => {
  it('turn a pattern and its arguments into the Query of its index', () => {
    expect(patternQuery(StorePatterns, 'ofCity', [9, 42])).toEqual({
      IndexName: 'gsi2',
      KeyConditionExpression: '#kpk = :kpk AND begins_with(#ksk, :ksk)',
      ExpressionAttributeNames: { '#kpk': 'gsi2pk', '#ksk': 'gsi2sk' },
      ExpressionAttributeValues: { ':kpk': 'PROVINCE#9#STORES', ':ksk': 'CITY#00000042#' },
    });
  });

  it('read the table itself without an index name', () => {
    expect(keyQuery('table', { pk: 'COUNTRIES' })).toEqual({
      KeyConditionExpression: '#kpk = :kpk',
      ExpressionAttributeNames: { '#kpk': 'pk' },
      ExpressionAttributeValues: { ':kpk': 'COUNTRIES' },
    });
  });

  it('keep a range with either bound optional, the last day included', () => {
    const of = (range: { from?: string; to?: string }) => patternQuery(ServicePatterns, 'ofMerchandiser', [7, range]);
    expect(of({}).KeyConditionExpression).toBe('#kpk = :kpk');
    expect(of({ from: '2026-01-01' })).toMatchObject({
      KeyConditionExpression: '#kpk = :kpk AND #ksk >= :ksk',
      ExpressionAttributeValues: { ':ksk': '2026-01-01' },
    });
    expect(of({ to: '2026-01-31' })).toMatchObject({
      KeyConditionExpression: '#kpk = :kpk AND #ksk <= :ksk',
      ExpressionAttributeValues: { ':ksk': '2026-01-31~' },
    });
    expect(of({ from: '2026-01-01', to: '2026-01-31' })).toMatchObject({
      IndexName: 'gsi1',
      KeyConditionExpression: '#kpk = :kpk AND #ksk BETWEEN :ksk AND :ksk2',
      ExpressionAttributeValues: { ':kpk': 'SVCMERCH#7', ':ksk': '2026-01-01', ':ksk2': '2026-01-31~' },
    });
  });
});
