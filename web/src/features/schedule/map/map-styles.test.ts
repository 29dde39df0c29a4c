import { describe, expect, it } from 'vitest';
import { BOUNDARIES_SOURCE, MAP_STYLES, offlineStyle, styleOf } from './map-styles.ts';

describe('styleOf', () => {
  it('uses the offline style without a key, for every style name: the shipped base layer, nothing from elsewhere', () => {
    const page = 'https://shelfline.example/schedules/mapMaintenance/Open';
    for (const name of MAP_STYLES) expect(styleOf(name, { region: 'ca-central-1' }, page)).toEqual(offlineStyle(page));
    const style = offlineStyle(page);
    const source = style.sources[BOUNDARIES_SOURCE];
    // An absolute URL on the page's own origin: the worker resolves it, not the page.
    expect(source?.type === 'geojson' && typeof source.data === 'string' && source.data).toMatch(
      /^https:\/\/shelfline\.example\/.*boundaries.*\.json$/,
    );
    expect(Object.keys(style.sources)).toEqual([BOUNDARIES_SOURCE]);
    expect(style.glyphs).toBeUndefined();
    expect(style.layers.map((l) => l.id)).toEqual([
      'background',
      'land',
      'lakes',
      'province-borders',
      'country-borders',
    ]);
  });

  it("builds Amazon Location's descriptor URL with the key", () => {
    const config = { region: 'ca-central-1', apiKey: 'k-1' };
    expect(styleOf('road', config)).toBe(
      'https://maps.geo.ca-central-1.amazonaws.com/v2/styles/Standard/descriptor?key=k-1&color-scheme=Light',
    );
    expect(styleOf('roadShadedRelief', config)).toBe(
      'https://maps.geo.ca-central-1.amazonaws.com/v2/styles/Standard/descriptor?key=k-1&color-scheme=Light&terrain=Hillshade',
    );
    expect(styleOf('satellite', config)).toBe(
      'https://maps.geo.ca-central-1.amazonaws.com/v2/styles/Satellite/descriptor?key=k-1',
    );
    expect(styleOf('grayscaleDark', config)).toContain('/Monochrome/descriptor?key=k-1&color-scheme=Dark');
  });
});
