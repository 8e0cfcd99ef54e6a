import { describe, expect, it } from 'vitest';
import { distanceToRule, nearestRule, type MapRule } from './rule-distance';

const circle: MapRule = { id: 1, name: 'Shop', shape: 'circle', latitude: 0, longitude: 0, radiusM: 100, polygon: [] };
// A square of about 1.1 km a side north-east of (1, 1).
const square: MapRule = {
  id: 2,
  name: 'Yard',
  shape: 'polygon',
  latitude: null,
  longitude: null,
  radiusM: null,
  polygon: [
    [1, 1],
    [1, 1.01],
    [1.01, 1.01],
    [1.01, 1],
  ],
};

describe('distance from a punch to the geo rules', () => {
  it('is zero inside an area and measures to the edge outside it', () => {
    expect(distanceToRule({ latitude: 0, longitude: 0.0005 }, circle)).toBe(0);
    // 0.01° of longitude at the equator is about 1112 m: 1012 m beyond a 100 m circle.
    expect(distanceToRule({ latitude: 0, longitude: 0.01 }, circle)).toBeCloseTo(1012, -1);
    expect(distanceToRule({ latitude: 1.005, longitude: 1.005 }, square)).toBe(0);
    // Due south of the square's lower edge by 0.001° of latitude: about 111 m.
    expect(distanceToRule({ latitude: 0.999, longitude: 1.005 }, square)).toBeCloseTo(111, -1);
  });

  it('names the nearest rule and skips incomplete ones', () => {
    const broken: MapRule = { ...circle, id: 3, radiusM: null };
    expect(nearestRule({ latitude: 0.998, longitude: 1.005 }, [circle, square, broken])?.rule.name).toBe('Yard');
    expect(nearestRule({ latitude: 0, longitude: 0 }, [broken])).toBeNull();
  });
});
