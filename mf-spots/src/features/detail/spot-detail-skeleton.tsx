// The spot page's shape while the spot loads: the back link, the title with a badge, the band of
// actions, a photo and the description in the boxes of the real page (spots.css), grey instead of
// words, so the first screen does not jump when the spot arrives; data-page-loading keeps the
// shell's footer away meanwhile (shell.css). The status line says it.
export function SpotDetailSkeleton({ label }: { label: string }) {
  return (
    <div className="mv-spots mv-spot-detail mv-spot-detail--skeleton" data-page-loading aria-busy="true">
      <p className="ms-visually-hidden" role="status">
        {label}
      </p>
      <div aria-hidden="true">
        <p className="mv-spot-detail__back">
          <span className="mv-skeleton mv-skeleton--short">&nbsp;</span>
        </p>
        <div className="mv-spot-detail__header">
          <p className="mv-page-title">
            <span className="mv-skeleton mv-skeleton--title">&nbsp;</span>
          </p>
          <ul className="mv-badges">
            <li className="mv-badge mv-skeleton mv-skeleton--badge">&nbsp;</li>
          </ul>
        </div>
        <div className="mv-spot-actions mv-skeleton-box mv-skeleton-box--actions" />
        <div className="mv-skeleton-box mv-skeleton-box--photo" />
        <p className="mv-prose">
          <span className="mv-skeleton mv-skeleton--line">&nbsp;</span>
          <span className="mv-skeleton mv-skeleton--line">&nbsp;</span>
          <span className="mv-skeleton mv-skeleton--short">&nbsp;</span>
        </p>
      </div>
    </div>
  );
}
