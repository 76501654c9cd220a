// An icon of the collection, drawn in the text's colour: the SVG is a CSS mask over
// currentColor, so it never enters the page's DOM (an image cannot run script, whatever its
// source sends). Always beside a text that says the same, hence hidden from assistive technology.
// Until it has loaded it holds its place; when it cannot load, nothing is drawn.
import { useEffect, useState, type CSSProperties } from 'react';
import { loadIcon, type IconData } from './load-icons.ts';

export function iconMask(icon: IconData): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${icon.width} ${icon.height}">${icon.body}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

export function Icon({ name, className }: { name: string; className?: string }) {
  const [icon, setIcon] = useState<IconData | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadIcon(name).then((loaded) => current && setIcon(loaded));
    return () => {
      current = false;
    };
  }, [name]);
  if (icon === null) return null;
  const mask = icon ? iconMask(icon) : undefined;
  const style: CSSProperties = {
    display: 'inline-block',
    width: '1em',
    height: '1em',
    verticalAlign: '-0.125em',
    ...(mask
      ? { backgroundColor: 'currentColor', mask: `${mask} no-repeat center / contain`, WebkitMask: `${mask} no-repeat center / contain` }
      : {}),
  };
  return <span className={['ms-icon', className].filter(Boolean).join(' ')} aria-hidden="true" data-icon={name} style={style} />;
}
