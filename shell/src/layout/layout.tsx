import type { ReactNode } from 'react';
import type { LayoutName, Owner } from '@moveable/contract';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { MainArea } from './main-area.tsx';
import { BareLayout } from './bare-layout.tsx';

/** The layouts of spec §2: which chrome surrounds the page. */
export function Layout({ name, page, deployed }: { name: LayoutName; page: ReactNode | null; deployed: ReadonlySet<Owner> }) {
  switch (name) {
    case 'none':
    case 'embed':
      return <MainArea page={page} className={`shell-main shell-main--${name}`} />;
    case 'no-header-footer':
      // Pages the apps show in a web view: the app draws its own frame around the content.
      return <MainArea page={page} className="shell-main shell-main--no-header-footer" />;
    case 'bare':
      return <BareLayout page={page} />;
    case 'map':
      return (
        <div className="shell-layout shell-layout--map">
          <Header deployed={deployed} />
          <MainArea page={page} className="shell-main shell-main--map" />
        </div>
      );
    default:
      return (
        <div className={`shell-layout shell-layout--${name}`}>
          <Header deployed={deployed} />
          <MainArea page={page} />
          <Footer />
        </div>
      );
  }
}
