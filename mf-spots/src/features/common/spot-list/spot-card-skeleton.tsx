// Cards in the shape of spot cards while the spots load: the same boxes as SpotCard (the shared
// Card's 4:3 cover, a title line, a badge, the place and the numbers, in their own classes and
// line heights), so the cards that come take the room the skeleton held and nothing around them
// moves. Hidden from assistive technology: the list's busy state and status line say it.
const lines = (
  <>
    <h3 className="ms-card__title">
      <span className="mv-skeleton mv-skeleton--title">&nbsp;</span>
    </h3>
    <ul className="mv-badges">
      <li className="mv-badge mv-skeleton mv-skeleton--badge">&nbsp;</li>
    </ul>
    <p className="mv-spot-card__place">
      <span className="mv-skeleton mv-skeleton--short">&nbsp;</span>
    </p>
    <ul className="mv-spot-card__meta">
      <li className="mv-skeleton mv-skeleton--meta">&nbsp;</li>
    </ul>
  </>
);

export function SpotCardSkeletons({ count }: { count: number }) {
  return (
    <ul className="mv-spot-grid mv-spot-grid--skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="ms-card mv-spot-card-skeleton">
            <div className="ms-card__cover" />
            <div className="ms-card__body">{lines}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
