import L from 'leaflet';
import { useCallback } from 'react';
import { LeafletMap, ruleLayer } from './LeafletMap';

type Props = {
  tileUrl: string;
  shape: 'circle' | 'polygon';
  latitude: number | null;
  longitude: number | null;
  radiusM: number | null;
  polygon: [number, number][];
  readOnly: boolean;
  /** A click on the map: the circle's new centre, or the polygon's next point. */
  onPick: (lat: number, lng: number) => void;
};

/** The geo rule form's map: the rule as edited, a click places the centre or adds a point. */
export default function GeoRuleMap({ tileUrl, shape, latitude, longitude, radiusM, polygon, readOnly, onPick }: Props) {
  const draw = useCallback(
    (map: L.Map) => {
      const group = L.featureGroup().addTo(map);
      const layer = ruleLayer({ shape, latitude, longitude, radiusM, polygon }, { color: '#1c7ed6', weight: 2, fillOpacity: 0.15 });
      layer?.addTo(group);
      const points =
        shape === 'circle' ? (latitude !== null && longitude !== null ? [[latitude, longitude] as [number, number]] : []) : polygon;
      for (const p of points) L.circleMarker(p, { radius: 4, color: '#1c7ed6', fillOpacity: 1 }).addTo(group);
      const bounds = group.getBounds();
      // Only a first view is fitted: later edits keep the view the user is working in.
      if (bounds.isValid() && !map.getBounds().contains(bounds)) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 17 });
      const click = (e: L.LeafletMouseEvent) => onPick(e.latlng.lat, e.latlng.lng);
      if (!readOnly) map.on('click', click);
      return () => {
        map.off('click', click);
        group.remove();
      };
    },
    [shape, latitude, longitude, radiusM, polygon, readOnly, onPick],
  );
  return <LeafletMap tileUrl={tileUrl} height={320} onReady={draw} testId="georule-map" />;
}
