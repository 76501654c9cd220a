// How close "My location" zooms: the street around the position, closer for a precise fix.
export function zoomForAccuracy(accuracy: number, current: number): number {
  const wanted = accuracy <= 50 ? 17 : accuracy <= 500 ? 15 : 13;
  return Math.max(current, wanted);
}
