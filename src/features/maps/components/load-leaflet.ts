import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

let loading: Promise<typeof L> | undefined;

/** Leaflet, with the map page's chunk only. */
export function loadLeaflet(): Promise<typeof L> {
  loading ??= Promise.resolve(L);
  return loading;
}
