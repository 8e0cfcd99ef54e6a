import { describe, expect, it } from 'vitest';
import { geoVerdict, haversineMeters, inCircle, inPolygon, type GeoShape } from './index';

const shop = { latitude: 42.3651, longitude: -71.1032 };
// A square of about 220 m around the shop, as [lat, lng] vertices.
const square: [number, number][] = [
  [42.3641, -71.1045],
  [42.3661, -71.1045],
  [42.3661, -71.1019],
  [42.3641, -71.1019],
];

describe('haversineMeters', () => {
  it('measures one degree of longitude on the equator as about 111.2 km', () => {
    expect(haversineMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111_195, -1);
  });

  it('measures Boston to New York as about 306 km', () => {
    const nyc = { latitude: 40.7128, longitude: -74.006 };
    expect(haversineMeters(shop, nyc) / 1000).toBeGreaterThan(300);
    expect(haversineMeters(shop, nyc) / 1000).toBeLessThan(312);
  });

  it('is zero from a point to itself', () => {
    expect(haversineMeters(shop, shop)).toBe(0);
  });
});

describe('inCircle', () => {
  it('has a point 50 m away inside a 100 m circle and one 150 m away outside', () => {
    const north = (m: number) => ({ latitude: shop.latitude + m / 111_195, longitude: shop.longitude });
    expect(inCircle(north(50), shop, 100)).toBe(true);
    expect(inCircle(north(150), shop, 100)).toBe(false);
  });
});

describe('inPolygon', () => {
  it('finds the centre inside and a point beyond an edge outside', () => {
    expect(inPolygon(shop, square)).toBe(true);
    expect(inPolygon({ latitude: 42.367, longitude: -71.1032 }, square)).toBe(false);
    expect(inPolygon({ latitude: 42.3651, longitude: -71.1 }, square)).toBe(false);
  });

  it('handles a concave outline: the notch of an L is outside', () => {
    const ell: [number, number][] = [
      [0, 0],
      [0, 2],
      [1, 2],
      [1, 1],
      [2, 1],
      [2, 0],
    ];
    expect(inPolygon({ latitude: 0.5, longitude: 1.5 }, ell)).toBe(true);
    expect(inPolygon({ latitude: 1.5, longitude: 1.5 }, ell)).toBe(false);
    expect(inPolygon({ latitude: 1.5, longitude: 0.5 }, ell)).toBe(true);
  });
});

describe('geoVerdict', () => {
  const circle: GeoShape = { shape: 'circle', ...shop, radiusM: 100 };
  const polygon: GeoShape = { shape: 'polygon', polygon: square };
  const far = { latitude: 42.382, longitude: -71.02 };

  it('has nothing to say when no rule applies', () => {
    expect(geoVerdict([], far)).toBeNull();
    expect(geoVerdict([], null)).toBeNull();
  });

  it('is unknown without a location while rules apply', () => {
    expect(geoVerdict([circle], null)).toBe('unknown');
  });

  it('is inside when any rule contains the point, else outside', () => {
    expect(geoVerdict([circle], shop)).toBe('inside');
    expect(geoVerdict([{ ...circle, latitude: 0, longitude: 0 }, polygon], shop)).toBe('inside');
    expect(geoVerdict([circle, polygon], far)).toBe('outside');
  });

  it('treats a polygon of fewer than three points as containing nothing', () => {
    expect(geoVerdict([{ shape: 'polygon', polygon: square.slice(0, 2) }], shop)).toBe('outside');
  });
});
