import type { MapRow } from '@shelfline/shared/contracts/schedule.contract';
import type { GeoJSONSource, MapLayerMouseEvent, Map as MapLibreMap, Popup } from 'maplibre-gl';
import { LAYERS, SOURCES } from './map-layers.ts';
import { employeePopup, employeesOf, storePopup, storesOf } from './map-popups.ts';
import type { MapLibre } from './maplibre-loader.ts';

/** 000 §2.8: popups at most 380 px wide. */
const POPUP_WIDTH = '380px';

const idOf = (event: MapLayerMouseEvent): number | undefined => {
  const id = event.features?.[0]?.properties?.id;
  return typeof id === 'number' ? id : undefined;
};

/**
 * Clicks on the map's layers: a store or merchandiser opens its popup (fields and job numbers of the rows shown now,
 * read through `rows` at click time), a cluster zooms in until it splits. Layer listeners outlive style changes, so
 * this runs once per map. Returns the function that removes them.
 */
export function wireInteractions(map: MapLibreMap, lib: MapLibre, rows: () => readonly MapRow[]): () => void {
  let open: Popup | undefined;
  const show = (event: MapLayerMouseEvent, content: HTMLElement | undefined) => {
    if (!content) return;
    open?.remove();
    open = new lib.Popup({ maxWidth: POPUP_WIDTH, offset: 10 })
      .setLngLat(event.lngLat)
      .setDOMContent(content)
      .addTo(map);
  };
  const onStore = (event: MapLayerMouseEvent) => {
    const found = storesOf(rows()).find(({ store }) => store.id === idOf(event));
    show(event, found && storePopup(found.store, found.jobNumbers));
  };
  const onEmployee = (event: MapLayerMouseEvent) => {
    const found = employeesOf(rows()).find(({ employee }) => employee.id === idOf(event));
    show(event, found && employeePopup(found.employee, found.jobNumbers));
  };
  const zoomInto = (source: string) => (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    const clusterId = feature?.properties?.cluster_id;
    if (typeof clusterId !== 'number' || feature?.geometry.type !== 'Point') return;
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    void (map.getSource(source) as GeoJSONSource)
      .getClusterExpansionZoom(clusterId)
      .then((zoom) => map.easeTo({ center: [lng, lat], zoom }))
      .catch(() => undefined); // the data changed under the click: the cluster is gone, nothing to zoom into
  };
  const pointer = () => {
    map.getCanvas().style.cursor = 'pointer';
  };
  const plain = () => {
    map.getCanvas().style.cursor = '';
  };
  const handlers: [string, (event: MapLayerMouseEvent) => void][] = [
    [LAYERS.stores, onStore],
    [LAYERS.employees, onEmployee],
    [LAYERS.storeClusters, zoomInto(SOURCES.stores)],
    [LAYERS.employeeClusters, zoomInto(SOURCES.employees)],
  ];
  for (const [layer, handler] of handlers) {
    map.on('click', layer, handler);
    map.on('mouseenter', layer, pointer);
    map.on('mouseleave', layer, plain);
  }
  return () => {
    open?.remove();
    for (const [layer, handler] of handlers) {
      map.off('click', layer, handler);
      map.off('mouseenter', layer, pointer);
      map.off('mouseleave', layer, plain);
    }
  };
}
