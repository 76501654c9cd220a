// A value that follows another once it has been still for `delay` ms (the map's moveends).
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delay: number, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (isEqual(settled, value)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay, settled, isEqual]);
  return settled;
}
