import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TRAVEL_CHARGE_TYPES } from '@shelfline/shared/contracts/location.contract';
import {
  geolocationMessage,
  isValidPostalCode,
  normalisePostalCode,
  postalCodeMessage,
} from '@shelfline/shared/contracts/postal-code.contract';
import {
  importMessage,
  type StoreImportResult,
  type StoreImportRow,
  type StoreImportRowResult,
} from '@shelfline/shared/contracts/store.contract';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { geocoder } from '../../common/geocode/geocoder.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import type { City } from '../entities/city.entity.ts';
import type { Province } from '../entities/province.entity.ts';
import { type Store, StoreEntity } from '../entities/store.entity.ts';
import { uniqueMarkerItem } from '../entities/unique-marker.entity.ts';
import type { Audit } from '../entity.ts';
import { toItem, uniqueKey } from '../entity.ts';
import { nextId } from '../repository.ts';
import { listCitiesOfProvince, listProvinces, retailers, stores } from './master-data.repository.ts';
import { storeNumberTaken } from './stores.repository.ts';

/*
 * `POST stores/import` (001 §7): the CSV rows of a retailer's stores checked and written in transactions. Single-store
 * reads and writes live in stores.repository.ts.
 */

/** Stores per TransactWrite: each store is two items (record + store-number marker), 100 items at most. */
const STORES_PER_TRANSACTION = 50;
/** Transactions in flight at once. */
const WRITE_CONCURRENCY = 4;

interface RowCheck {
  result: StoreImportRowResult;
  store?: Omit<Store, 'id'>;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

function parseBoolean(value: unknown): boolean | undefined | 'invalid' {
  if (typeof value === 'boolean') return value;
  const t = text(value).toLowerCase();
  if (t === '') return undefined;
  if (['true', 'yes', 'y', '1'].includes(t)) return true;
  if (['false', 'no', 'n', '0'].includes(t)) return false;
  return 'invalid';
}

/**
 * `POST stores/import`: every row is checked (required fields, postal code of the province's country
 * and geolocation, province and city known by name, code or id, store number unique in the file and
 * in the retailer), then the valid rows are written in transactions whose markers are conditional puts,
 * so a store number taken meanwhile by someone else is reported on its row, never written twice.
 */
export async function importStores(
  retailerId: number,
  rows: readonly StoreImportRow[],
  by: string,
): Promise<StoreImportResult> {
  const [retailer, allProvinces, existing] = await Promise.all([
    retailers.get(retailerId),
    listProvinces(),
    stores.queryAll('ofRetailer', retailerId),
  ]);
  if (!retailer) throw new BadRequestError({ retailerId: [`Retailer ${retailerId} was not found.`] });

  const provinceByKey = new Map<string, Province>();
  for (const p of allProvinces) {
    provinceByKey.set(String(p.id), p);
    provinceByKey.set(fold(p.fullName), p);
    provinceByKey.set(fold(p.code), p);
  }
  const citiesOf = new Map<number, Promise<City[]>>();
  const citiesOfProvince = (provinceId: number) => {
    let found = citiesOf.get(provinceId);
    if (!found) {
      found = listCitiesOfProvince(provinceId);
      citiesOf.set(provinceId, found);
    }
    return found;
  };
  // Read each province named in the file once, in parallel.
  const named = new Set<number>();
  for (const row of rows) {
    const p = provinceByKey.get(text(row.provinceId)) ?? provinceByKey.get(fold(text(row.province)));
    if (p) named.add(p.id);
  }
  await Promise.all([...named].map(citiesOfProvince));

  const taken = new Set(existing.map((s) => s.storeNumber));
  const firstRowOf = new Map<number, number>();
  const checks: RowCheck[] = [];
  for (const [index, row] of rows.entries()) {
    checks.push(await checkRow(index + 1, row));
  }

  async function checkRow(rowNumber: number, row: StoreImportRow): Promise<RowCheck> {
    const errors: string[] = [];
    const rawNumber = text(row.storeNumber);
    let storeNumber: number | undefined;
    if (rawNumber === '') errors.push('Store # is required.');
    else if (!/^\d{1,10}$/.test(rawNumber) || Number(rawNumber) < 1)
      errors.push(`Store # '${rawNumber}' must be a whole number from 1 to 9999999999.`);
    else {
      storeNumber = Number(rawNumber);
      const first = firstRowOf.get(storeNumber);
      if (first !== undefined)
        errors.push(`Store # ${storeNumber} appears more than once in the file (first on row ${first}).`);
      else {
        firstRowOf.set(storeNumber, rowNumber);
        if (taken.has(storeNumber)) errors.push(`Store # ${storeNumber} already exists for this retailer.`);
      }
    }
    const required = (value: unknown, label: string, max: number) => {
      const t = text(value);
      if (t === '') errors.push(`${label} is required.`);
      else if (t.length > max) errors.push(`${label} must be at most ${max} characters.`);
      return t;
    };
    const name = required(row.name, 'Name', 100);
    const address1 = required(row.address1, 'Address', 150);
    const address2 = text(row.address2);
    if (address2.length > 150) errors.push('Address 2 must be at most 150 characters.');

    const provinceText = text(row.provinceId) || text(row.province);
    const province = provinceByKey.get(text(row.provinceId)) ?? provinceByKey.get(fold(text(row.province)));
    if (provinceText === '') errors.push('Province is required.');
    else if (!province) errors.push(`Province '${provinceText}' is unknown.`);

    let city: City | undefined;
    const cityText = text(row.cityId) || text(row.city);
    if (cityText === '') errors.push('City is required.');
    else if (province) {
      const list = await citiesOfProvince(province.id);
      city =
        list.find((c) => String(c.id) === text(row.cityId)) ?? list.find((c) => fold(c.name) === fold(text(row.city)));
      if (!city) errors.push(`City '${cityText}' is not a city of ${province.fullName}.`);
    }

    const rawPostal = text(row.postalCode);
    let postalCode = rawPostal;
    let coordinates: { latitude: number; longitude: number } | undefined;
    if (rawPostal === '') errors.push('Postal Code is required.');
    else if (!isValidPostalCode(rawPostal, province?.countryId))
      errors.push(`Postal Code '${rawPostal}': ${postalCodeMessage(province?.countryId)}`);
    else {
      postalCode = normalisePostalCode(rawPostal);
      coordinates = await geocoder().locate(postalCode);
      if (!coordinates) errors.push(geolocationMessage(postalCode));
    }

    const travelAssociated = parseBoolean(row.isTravelAssociated);
    if (travelAssociated === 'invalid')
      errors.push(`Is Travel Associated '${text(row.isTravelAssociated)}' must be true or false.`);
    const inactive = parseBoolean(row.isInactive);
    if (inactive === 'invalid') errors.push(`isInactive '${text(row.isInactive)}' must be true or false.`);

    const typeText = text(row.travelChargeType);
    const travelChargeType = typeText
      ? TRAVEL_CHARGE_TYPES.find((t) => t.toLowerCase() === typeText.toLowerCase().replace(/\s+/g, ''))
      : undefined;
    if (typeText && !travelChargeType)
      errors.push(`Travel Charge Type '${typeText}' must be one of ${TRAVEL_CHARGE_TYPES.join(', ')}.`);

    const chargeText = text(row.travelCharge);
    const travelCharge = chargeText === '' ? undefined : Number(chargeText);
    if (travelCharge !== undefined && (!Number.isFinite(travelCharge) || travelCharge < 0 || travelCharge > 100_000))
      errors.push(`Travel Charge '${chargeText}' must be a number from 0 to 100000.`);

    const result: StoreImportRowResult = {
      row: rowNumber,
      storeNumber: storeNumber ?? (rawNumber || undefined),
      isValid: errors.length === 0,
      errors,
    };
    if (errors.length > 0 || !city || !province || storeNumber === undefined || !coordinates) return { result };
    const isTravelAssociated = typeof travelAssociated === 'boolean' ? travelAssociated : city.isTravelRegion;
    return {
      result,
      store: {
        retailerId,
        storeNumber,
        name,
        address1,
        address2: address2 || undefined,
        cityId: city.id,
        city: city.name,
        provinceId: province.id,
        province: province.fullName,
        postalCode,
        latitude: coordinates.latitude,
        longitude: coordinates.longitude,
        isTravelAssociated,
        travelChargeType:
          travelChargeType ?? (typeText === '' && isTravelAssociated ? city.travelChargeType : undefined),
        travelCharge: travelCharge ?? (isTravelAssociated ? city.travelCharge : 0),
        isInactive: inactive === true,
      },
    };
  }

  const toWrite = checks.filter((c) => c.store);
  let imported = 0;
  if (toWrite.length > 0) {
    const firstId = await nextId(StoreEntity.name, toWrite.length);
    const records = toWrite.map((c, i) => ({
      check: c,
      store: { ...(c.store as Omit<Store, 'id'>), id: firstId + i },
    }));
    const chunks: (typeof records)[] = [];
    for (let i = 0; i < records.length; i += STORES_PER_TRANSACTION)
      chunks.push(records.slice(i, i + STORES_PER_TRANSACTION));
    const now = new Date().toISOString();
    const audit: Audit = { version: 1, createdAt: now, createdBy: by, modifiedAt: now, modifiedBy: by };
    let next = 0;
    const worker = async () => {
      while (next < chunks.length) {
        const chunk = chunks[next++] as typeof records;
        const written = await writeChunk(chunk, audit);
        imported += written;
      }
    };
    await Promise.all(Array.from({ length: Math.min(WRITE_CONCURRENCY, chunks.length) }, worker));
  }

  const results = checks.map((c) => c.result);
  const valid = results.filter((r) => r.isValid).length;
  return { total: rows.length, valid, imported, message: importMessage(imported, rows.length), stores: results };
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Writes stores and their markers in one transaction. If a marker exists already (a store number taken
 * since the check), DynamoDB names the failed items: those rows are marked invalid and the rest retried.
 */
async function writeChunk(chunk: { check: RowCheck; store: Store }[], audit: Audit): Promise<number> {
  let pending = chunk;
  let conflicts = 0;
  while (pending.length > 0) {
    const items: TransactItem[] = [];
    const owner: number[] = [];
    for (const [i, { store }] of pending.entries()) {
      items.push({
        Put: {
          TableName: env.tableName,
          Item: toItem(StoreEntity, store, audit),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
      owner.push(i);
      for (const field of StoreEntity.unique ?? []) {
        const keys = uniqueKey(StoreEntity, field, store);
        if (!keys) continue;
        items.push({
          Put: {
            TableName: env.tableName,
            Item: uniqueMarkerItem(keys, store.id),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        });
        owner.push(i);
      }
    }
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
      return pending.length;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const failed = new Set<number>();
      (error.CancellationReasons ?? []).forEach((reason, index) => {
        if (reason.Code === 'ConditionalCheckFailed') failed.add(owner[index] as number);
      });
      if (failed.size === 0) {
        // Another transaction touched the same items at the same moment (a concurrent import): try again.
        const conflict = (error.CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict');
        if (!conflict || ++conflicts > 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** conflicts));
        continue;
      }
      for (const i of failed) {
        const { check, store } = pending[i] as { check: RowCheck; store: Store };
        check.result.isValid = false;
        check.result.errors.push(storeNumberTaken(store.storeNumber));
      }
      pending = pending.filter((_, i) => !failed.has(i));
    }
  }
  return 0;
}
