import type { ReactNode } from 'react';
import type { LayoutName, Owner } from '@moveable/contract';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { MainArea } from './main-area.tsx';

/** The layouts of spec §2: which chrome surrounds the page. */
export function Layout({ name, page, deployed }: { name: LayoutName; page: ReactNode | null; deployed: ReadonlySet<Owner> }) {
  switch (name) {
    case 'none':
    case 'embed':
    case 'no-header-footer':
      return <MainArea page={page} className={`shell-main shell-main--${name}`} />;
    case 'bare':
      return <MainArea page={page} className="shell-main shell-main--bare" />;
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
