// How a cluster looks: a circle with its count, larger for more spots (four sizes, so the eye
// reads them as steps), in the map's text colour with a white ring. A stack (spots at one point)
// is the same circle inverted, white with a dark ring. Pure data, like marker-style.

export type ClusterSize = 's' | 'm' | 'l' | 'xl';

export function clusterSize(count: number): ClusterSize {
  if (count < 10) return 's';
  if (count < 100) return 'm';
  if (count < 1000) return 'l';
  return 'xl';
}

export const CLUSTER_PX: Readonly<Record<ClusterSize, number>> = Object.freeze({ s: 30, m: 36, l: 44, xl: 52 });

/** The circle's diameter in pixels for a count. */
export const clusterPx = (count: number): number => CLUSTER_PX[clusterSize(count)];

/** A cluster zooms in to its spots; a stack (spots at one point) lists them. */
export type CircleVariant = 'cluster' | 'stack';

/** The count as it fits into a circle: 999, 1.2k, 12k, 1.2M. */
export function clusterCount(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(Math.floor(count / 100) / 10).toString()}k`;
  if (count < 1_000_000) return `${Math.floor(count / 1000)}k`;
  return `${(Math.floor(count / 100_000) / 10).toString()}M`;
}

export interface ClusterStyle {
  className: string;
  iconSize: [number, number];
  iconAnchor: [number, number];
  html: string;
}

export function clusterStyle(count: number, selected = false, variant: CircleVariant = 'cluster'): ClusterStyle {
  const size = clusterSize(count);
  const px = CLUSTER_PX[size];
  return {
    className: `map-cluster map-cluster--${size}${variant === 'stack' ? ' map-cluster--stack' : ''}${selected ? ' map-cluster--selected' : ''}`,
    iconSize: [px, px],
    iconAnchor: [px / 2, px / 2],
    html: `<span aria-hidden="true">${clusterCount(count)}</span>`,
  };
}
