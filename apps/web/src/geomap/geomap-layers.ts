import { formatDistance, type FormatPreferences } from '@punchline/domain';
import L from 'leaflet';
import { ruleLayer } from './LeafletMap';
import type { MapPunch } from './geomap-api';
import { nearestRule, type MapRule } from './rule-distance';

export const VERDICT_COLOURS = { inside: '#2f9e44', outside: '#e03131', unknown: '#868e96' } as const;
const VERDICT_TEXT = { inside: 'Inside a geo rule', outside: 'Outside every geo rule (G)', unknown: 'No rule applied' } as const;

type Formats = { prefs: FormatPreferences; dateTime: (instant: string) => string };

/** The popup of a punch, built as DOM so a worker's name is shown as text, never read as HTML. */
function popupOf(punch: MapPunch, rules: readonly MapRule[], f: Formats): HTMLElement {
  const box = document.createElement('div');
  const line = (text: string, bold = false) => {
    const el = document.createElement(bold ? 'strong' : 'div');
    el.textContent = text;
    box.append(el);
  };
  line(punch.employeeName, true);
  line(`${punch.type === 'in' ? 'In' : 'Out'} · ${f.dateTime(punch.at)}`);
  line(VERDICT_TEXT[punch.geo ?? 'unknown']);
  const nearest = nearestRule(punch, rules);
  if (nearest)
    line(nearest.meters === 0 ? `In ${nearest.rule.name}` : `${formatDistance(nearest.meters, f.prefs)} from ${nearest.rule.name}`);
  return box;
}

/** The rules under the punches, each a marker coloured by its G verdict; bounds of all of them. */
export function drawGeomap(map: L.Map, punches: readonly MapPunch[], rules: readonly MapRule[], f: Formats): () => void {
  const group = L.featureGroup().addTo(map);
  for (const rule of rules) {
    const layer = ruleLayer(rule, { color: '#1c7ed6', weight: 2, fillOpacity: 0.12, className: 'geomap-rule' });
    layer?.bindTooltip(rule.name).addTo(group);
  }
  for (const punch of punches) {
    const colour = VERDICT_COLOURS[punch.geo ?? 'unknown'];
    L.circleMarker([punch.latitude, punch.longitude], {
      radius: 7,
      color: '#fff',
      weight: 2,
      fillColor: colour,
      fillOpacity: 0.95,
      className: `geomap-punch geomap-punch-${punch.geo ?? 'unknown'}`,
    })
      .bindPopup(() => popupOf(punch, rules, f))
      .addTo(group);
  }
  const bounds = group.getBounds();
  if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 17 });
  return () => void group.remove();
}
