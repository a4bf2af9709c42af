// Small shape builders for the brand marks drawn here (drawn-marks.ts), on a 24 by 24 grid. Every
// shape is one closed outline; a hole is an outline wound the other way in the same path.

const n = (value: number) => String(Math.round(value * 100) / 100);

/** A filled disc (clockwise) or, with `hole`, a round hole to cut from a shape (anticlockwise). */
export function disc(cx: number, cy: number, r: number, hole = false): string {
  const sweep = hole ? 0 : 1;
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 ${sweep} ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 ${sweep} ${n(-2 * r)} 0z`;
}

/** A vertical bar with round ends, from y1 to y2 (centres of the ends) around x. */
export function capsule(x: number, y1: number, y2: number, width: number): string {
  const r = width / 2;
  return `M${n(x - r)} ${n(y1)}a${n(r)} ${n(r)} 0 0 1 ${n(width)} 0v${n(y2 - y1)}a${n(r)} ${n(r)} 0 0 1 ${n(-width)} 0z`;
}

/** A rectangle with corners rounded by r. */
export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${n(x + r)} ${n(y)}h${n(w - 2 * r)}a${n(r)} ${n(r)} 0 0 1 ${n(r)} ${n(r)}v${n(h - 2 * r)}a${n(r)} ${n(r)} 0 0 1 ${n(-r)} ${n(r)}h${n(-(w - 2 * r))}a${n(r)} ${n(r)} 0 0 1 ${n(-r)} ${n(-r)}v${n(-(h - 2 * r))}a${n(r)} ${n(r)} 0 0 1 ${n(r)} ${n(-r)}z`;
}

const point = (cx: number, cy: number, r: number, degrees: number): [number, number] => {
  const radians = (degrees * Math.PI) / 180;
  return [cx + r * Math.cos(radians), cy + r * Math.sin(radians)];
};

/**
 * A band along a circle's edge, `width` thick, from angle `from` to `to` in degrees (0 at three
 * o'clock, growing clockwise), e.g. a sound wave or the bow of a letter.
 */
export function arcBand(
  cx: number,
  cy: number,
  r: number,
  width: number,
  from: number,
  to: number,
): string {
  const inner = r - width;
  const large = (((to - from) % 360) + 360) % 360 > 180 ? 1 : 0;
  const [ox1, oy1] = point(cx, cy, r, from);
  const [ox2, oy2] = point(cx, cy, r, to);
  const [ix2, iy2] = point(cx, cy, inner, to);
  const [ix1, iy1] = point(cx, cy, inner, from);
  return (
    `M${n(ox1)} ${n(oy1)}A${n(r)} ${n(r)} 0 ${large} 1 ${n(ox2)} ${n(oy2)}` +
    `L${n(ix2)} ${n(iy2)}A${n(inner)} ${n(inner)} 0 ${large} 0 ${n(ix1)} ${n(iy1)}z`
  );
}

/** A closed polygon through the points. */
export function polygon(...points: ReadonlyArray<readonly [number, number]>): string {
  return `${points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('')}z`;
}

/** A five-pointed star; with `hole`, wound the other way to cut it from a shape. */
export function star(cx: number, cy: number, outer: number, inner: number, hole = false): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const step = hole ? -index : index;
    return point(cx, cy, index % 2 === 0 ? outer : inner, -90 + step * 36);
  });
  return polygon(...points);
}
