import { describe, expect, it } from 'vitest';
import { HttpError } from '../../common/http-errors.ts';
import { distanceKm, hasCoordinates } from '../../domain/geo/distance.ts';
import { assertWindow, byName } from './availability-rows.ts';

const toronto = { latitude: 43.6532, longitude: -79.3832 };
const montreal = { latitude: 45.5017, longitude: -73.5673 };

describe('distanceKm', () => {
  it('measures great-circle distances in km, to 0.1 km', () => {
    expect(distanceKm(toronto, montreal)).toBeGreaterThan(500);
    expect(distanceKm(toronto, montreal)).toBeLessThan(510);
    expect(distanceKm(toronto, toronto)).toBe(0);
    expect(distanceKm(toronto, { latitude: 43.8532, longitude: -79.3832 })).toBeCloseTo(22.2, 1);
  });

  it('treats missing and 0,0 coordinates as unknown', () => {
    expect(hasCoordinates(toronto)).toBe(true);
    expect(hasCoordinates({ latitude: 0, longitude: 0 })).toBe(false);
    expect(hasCoordinates({ latitude: 43 })).toBe(false);
  });
});

describe('byName', () => {
  it('sorts by last name, then first name, ignoring case and accents', () => {
    const people = [
      { firstName: 'b', lastName: 'Côté' },
      { firstName: 'A', lastName: 'cote' },
      { firstName: 'Z', lastName: 'Abel' },
    ];
    expect(people.sort(byName).map((p) => p.firstName)).toEqual(['Z', 'A', 'b']);
  });
});

describe('assertWindow', () => {
  const status = (start: string, end: string) => {
    try {
      assertWindow(start, end);
      return 200;
    } catch (error) {
      return error instanceof HttpError ? error.statusCode : 500;
    }
  };

  it('accepts a window of one day to one year and refuses the rest with 400', () => {
    expect(status('2026-12-01', '2026-12-01')).toBe(200);
    expect(status('2026-01-01', '2027-01-02')).toBe(200);
    expect(status('2026-01-01', '2027-01-03')).toBe(400);
    expect(status('2026-12-02', '2026-12-01')).toBe(400);
  });
});
