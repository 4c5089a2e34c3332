import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';

let loading: Promise<typeof L> | undefined;

/**
 * Leaflet with its marker clusters. The cluster plugin is a script that extends the global `L`, so the
 * global is set before it is loaded; both come with the map page's chunk only.
 */
export function loadLeaflet(): Promise<typeof L> {
  loading ??= (async () => {
    (globalThis as { L?: typeof L }).L = L;
    await import('leaflet.markercluster');
    return L;
  })();
  return loading;
}
