// How a cluster looks: a circle with its count, larger for more spots (four sizes, so the eye
// reads them as steps), in the map's text colour with a white ring. Pure data, like marker-style.

export type ClusterSize = 's' | 'm' | 'l' | 'xl';

export function clusterSize(count: number): ClusterSize {
  if (count < 10) return 's';
  if (count < 100) return 'm';
  if (count < 1000) return 'l';
  return 'xl';
}

export const CLUSTER_PX: Readonly<Record<ClusterSize, number>> = Object.freeze({ s: 30, m: 36, l: 44, xl: 52 });

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

export function clusterStyle(count: number, selected = false): ClusterStyle {
  const size = clusterSize(count);
  const px = CLUSTER_PX[size];
  return {
    className: `map-cluster map-cluster--${size}${selected ? ' map-cluster--selected' : ''}`,
    iconSize: [px, px],
    iconAnchor: [px / 2, px / 2],
    html: `<span aria-hidden="true">${clusterCount(count)}</span>`,
  };
}
