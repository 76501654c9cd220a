import type { ReactNode } from 'react';
import { usePageContext, themeFor, assetUrl, assetBase } from '@moveable/shared';
import { MainArea } from './main-area.tsx';

/**
 * Layout `bare` (spec §2: the sign-in service's terms and privacy, account deletion): the page
 * alone in a centred column under the platform's logo, with no navigation, no languages and no
 * footer, so nothing leads away from what the person came to read or do. The logo is no link for
 * the same reason.
 */
export function BareLayout({ page }: { page: ReactNode | null }) {
  const { platform } = usePageContext();
  const theme = themeFor(platform);
  return (
    <div className="shell-layout shell-layout--bare">
      <div className="shell-bare-brand">
        <img src={assetUrl(theme.assets.mascot, assetBase())} alt="" width={48} height={48} />
        <span>{theme.name}</span>
      </div>
      <MainArea page={page} className="shell-main shell-main--bare" />
    </div>
  );
}
