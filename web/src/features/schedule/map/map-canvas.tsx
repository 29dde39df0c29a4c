import Alert from '@cloudscape-design/components/alert';
import type { MapRow } from '@shelfline/shared/contracts/schedule.contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { wireInteractions } from './map-interactions.ts';
import { showRows } from './map-layers.ts';
import { type MapConfig, type MapStyleName, styleOf } from './map-styles.ts';
import { exposeForTests } from './map-test-hook.ts';
import { loadMapLibre, type MapLibre } from './maplibre-loader.ts';
import { mapStrings as s } from './strings.ts';

/** 000 §2.8, §9: over Canada at zoom 4, 500 px high. */
const CENTRE: [number, number] = [-96, 60];
const ZOOM = 4;

export interface MapCanvasProps {
  rows: readonly MapRow[];
  styleName: MapStyleName;
  config: MapConfig;
}

/** The MapLibre map: the stores and merchandisers of the rows, their join lines and popups (map-layers.ts). */
export function MapCanvas({ rows, styleName, config }: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<{ map: MapLibreMap; lib: MapLibre }>();
  const [failed, setFailed] = useState(false);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const appliedStyle = useRef(styleName);
  // Whether the current style has loaded, so sources may be added. Not `map.isStyleLoaded()`: that stays false while
  // any source (the offline base layer) is still loading, and rows arriving then would never be drawn.
  const styleReady = useRef(false);

  // The map itself, once per mount; the style changes through the next effect.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount
  useEffect(() => {
    let cancelled = false;
    let created: MapLibreMap | undefined;
    const undo: (() => void)[] = [];
    void loadMapLibre()
      .then((lib) => {
        if (cancelled || !container.current) return;
        const m = new lib.Map({
          container: container.current,
          style: styleOf(styleName, config),
          center: CENTRE,
          zoom: ZOOM,
          attributionControl: false,
        });
        created = m;
        m.addControl(new lib.NavigationControl(), 'top-right');
        // Every style (the first and each one picked later) starts without our sources: put the rows back.
        m.on('style.load', () => {
          styleReady.current = true;
          showRows(m, rowsRef.current);
        });
        undo.push(
          wireInteractions(m, lib, () => rowsRef.current),
          exposeForTests(m),
        );
        setMap({ map: m, lib });
      })
      .catch((error: unknown) => {
        console.warn('Map View: the map could not be created', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      for (const step of undo) step();
      created?.remove();
    };
  }, []);

  // The style, when the user picks another.
  useEffect(() => {
    if (!map || appliedStyle.current === styleName) return;
    appliedStyle.current = styleName;
    styleReady.current = false;
    map.map.setStyle(styleOf(styleName, config));
  }, [map, styleName, config]);

  // The rows: new data for the layers, and a view that fits them.
  useEffect(() => {
    if (!map) return;
    const { map: m, lib } = map;
    if (styleReady.current) showRows(m, rows);
    // With locations, the map fits them; without, it stays over Canada.
    const points = rows.flatMap((row) => [
      [row.storeMapModel.longitude, row.storeMapModel.latitude] as [number, number],
      ...(row.employeeMapModel
        ? [[row.employeeMapModel.longitude, row.employeeMapModel.latitude] as [number, number]]
        : []),
    ]);
    const [first] = points;
    if (first) {
      const bounds = new lib.LngLatBounds(first, first);
      for (const point of points) bounds.extend(point);
      m.fitBounds(bounds, { padding: 60, maxZoom: 11, duration: 0 });
    } else m.jumpTo({ center: CENTRE, zoom: ZOOM });
  }, [map, rows]);

  if (failed) return <Alert type="warning">{s.mapFailed}</Alert>;
  return <div ref={container} data-testid="map" style={{ height: 500, width: '100%' }} />;
}
