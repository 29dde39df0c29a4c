import Alert from '@cloudscape-design/components/alert';
import type { MapRow } from '@shelfline/shared/contracts/schedule.contract';
import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { employeePopup, employeesOf, markerElement, storePopup, storesOf } from './map-popups.ts';
import { type MapConfig, type MapStyleName, styleOf } from './map-styles.ts';
import { mapStrings as s } from './strings.ts';

/** 000 §2.8, §9: over Canada at zoom 4, 500 px high, popups at most 380 px wide. */
const CENTRE: [number, number] = [-96, 60];
const ZOOM = 4;
const POPUP_WIDTH = '380px';
const LINKS = 'store-employee-links';

type MapLibre = typeof import('maplibre-gl');

/** Loads MapLibre (and its CSS) on first use only: the page's own chunk stays small. */
let loading: Promise<MapLibre> | undefined;
function loadMapLibre(): Promise<MapLibre> {
  loading ??= Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')]).then(([m]) => m);
  return loading;
}

function linksOf(rows: readonly MapRow[]) {
  return {
    type: 'FeatureCollection' as const,
    features: rows.flatMap((row) =>
      row.employeeMapModel
        ? [
            {
              type: 'Feature' as const,
              properties: {},
              geometry: {
                type: 'LineString' as const,
                coordinates: [
                  [row.storeMapModel.longitude, row.storeMapModel.latitude],
                  [row.employeeMapModel.longitude, row.employeeMapModel.latitude],
                ],
              },
            },
          ]
        : [],
    ),
  };
}

function showLinks(map: MapLibreMap, rows: readonly MapRow[]) {
  const data = linksOf(rows);
  const source = map.getSource(LINKS) as GeoJSONSource | undefined;
  if (source) {
    source.setData(data);
    return;
  }
  map.addSource(LINKS, { type: 'geojson', data });
  map.addLayer({ id: LINKS, type: 'line', source: LINKS, paint: { 'line-color': '#5f6b7a', 'line-width': 2 } });
}

export interface MapCanvasProps {
  rows: readonly MapRow[];
  styleName: MapStyleName;
  config: MapConfig;
}

/** The MapLibre map with a marker per store and merchandiser, their popups and the store-merchandiser lines. */
export function MapCanvas({ rows, styleName, config }: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<{ map: MapLibreMap; lib: MapLibre }>();
  const [failed, setFailed] = useState(false);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const appliedStyle = useRef(styleName);

  // The map itself, once per mount; the style changes through the next effect.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount
  useEffect(() => {
    let cancelled = false;
    let created: MapLibreMap | undefined;
    void loadMapLibre()
      .then((lib) => {
        if (cancelled || !container.current) return;
        created = new lib.Map({
          container: container.current,
          style: styleOf(styleName, config),
          center: CENTRE,
          zoom: ZOOM,
          attributionControl: false,
        });
        created.addControl(new lib.NavigationControl(), 'top-right');
        created.on('style.load', () => {
          if (created) showLinks(created, rowsRef.current);
        });
        setMap({ map: created, lib });
      })
      .catch((error: unknown) => {
        console.warn('Map View: the map could not be created', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      created?.remove();
    };
  }, []);

  // The style, when the user picks another.
  useEffect(() => {
    if (!map || appliedStyle.current === styleName) return;
    appliedStyle.current = styleName;
    map.map.setStyle(styleOf(styleName, config));
  }, [map, styleName, config]);

  // The markers and lines of the rows.
  useEffect(() => {
    if (!map) return;
    const { map: m, lib } = map;
    const markers: Marker[] = [];
    const popupOptions = { maxWidth: POPUP_WIDTH, offset: 12 };
    for (const { store, jobNumbers } of storesOf(rows)) {
      markers.push(
        new lib.Marker({ element: markerElement('store', s.store.marker(store.id, store.name)) })
          .setLngLat([store.longitude, store.latitude])
          .setPopup(new lib.Popup(popupOptions).setDOMContent(storePopup(store, jobNumbers)))
          .addTo(m),
      );
    }
    for (const { employee, jobNumbers } of employeesOf(rows)) {
      markers.push(
        new lib.Marker({ element: markerElement('employee', s.employee.marker(employee.name)) })
          .setLngLat([employee.longitude, employee.latitude])
          .setPopup(new lib.Popup(popupOptions).setDOMContent(employeePopup(employee, jobNumbers)))
          .addTo(m),
      );
    }
    if (m.isStyleLoaded()) showLinks(m, rows);
    // With locations, the map fits them; without, it stays over Canada.
    const points = rows.flatMap((row) => [
      [row.storeMapModel.longitude, row.storeMapModel.latitude] as [number, number],
      ...(row.employeeMapModel
        ? [[row.employeeMapModel.longitude, row.employeeMapModel.latitude] as [number, number]]
        : []),
    ]);
    if (points.length) {
      const bounds = new lib.LngLatBounds(points[0], points[0]);
      for (const point of points) bounds.extend(point);
      m.fitBounds(bounds, { padding: 60, maxZoom: 11, duration: 0 });
    } else m.jumpTo({ center: CENTRE, zoom: ZOOM });
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [map, rows]);

  if (failed) return <Alert type="warning">{s.mapFailed}</Alert>;
  return <div ref={container} data-testid="map" style={{ height: 500, width: '100%' }} />;
}
