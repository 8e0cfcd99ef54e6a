import { Box } from '@mantine/core';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';

type Props = {
  /** Raster tiles ('https://…/{z}/{x}/{y}.png'); empty: none, the plain background alone. */
  tileUrl: string;
  height: number | string;
  /** Called once the map exists; what it returns runs when the map goes. */
  onReady: (map: L.Map) => void | (() => void);
  testId?: string;
};

// A light land colour: with no tiles (none set, or no network) the drawn shapes still read well.
const PLAIN_BACKGROUND = '#e9efe6';

/**
 * A Leaflet map (loaded with the screens that draw one, never in the main bundle). Tiles are an
 * optional layer over a plain background: a failed tile leaves the background, not a broken map.
 */
export function LeafletMap({ tileUrl, height, onReady, testId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  useEffect(() => {
    if (!box.current) return;
    const made = L.map(box.current, { center: [20, 0], zoom: 2, worldCopyJump: true, attributionControl: Boolean(tileUrl) });
    setMap(made);
    return () => {
      made.remove();
      setMap(null);
    };
  }, [tileUrl]);
  useEffect(() => {
    if (!map || !tileUrl) return;
    const tiles = L.tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: tileUrl.includes('openstreetmap') ? '© OpenStreetMap contributors' : '',
    });
    tiles.addTo(map);
    return () => void tiles.remove();
  }, [map, tileUrl]);
  useEffect(() => (map ? onReady(map) : undefined), [map, onReady]);
  return <Box ref={box} h={height} style={{ background: PLAIN_BACKGROUND, borderRadius: 4, zIndex: 0 }} data-testid={testId} />;
}

/** A rule's shape as a Leaflet layer (a circle in metres, or a polygon). */
export function ruleLayer(
  rule: {
    shape: 'circle' | 'polygon';
    latitude: number | null;
    longitude: number | null;
    radiusM: number | null;
    polygon: [number, number][];
  },
  style: L.PathOptions,
): L.Layer | null {
  if (rule.shape === 'circle') {
    if (rule.latitude === null || rule.longitude === null || !rule.radiusM) return null;
    return L.circle([rule.latitude, rule.longitude], { radius: rule.radiusM, ...style });
  }
  return rule.polygon.length >= 3 ? L.polygon(rule.polygon, style) : null;
}
