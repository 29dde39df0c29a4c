import { describe, expect, it } from 'vitest';
import { MAP_STYLES, OFFLINE_STYLE, styleOf } from './map-styles.ts';

describe('styleOf', () => {
  it('uses the offline style without a key, for every style name', () => {
    for (const name of MAP_STYLES) expect(styleOf(name, { region: 'ca-central-1' })).toBe(OFFLINE_STYLE);
    expect(OFFLINE_STYLE.sources).toEqual({});
    expect(OFFLINE_STYLE.layers.map((l) => l.type)).toEqual(['background']);
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
