// The outline's corners as a form: latitude and longitude inputs per corner, with buttons to move
// it up or down and to remove it (a move keeps focus on its button: aria-disabled at the ends,
// never disabled, so focus is not lost). Everything the map does, this list does with the keyboard alone.
import type { RefCallback } from 'react';
import { Button } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { moveCorner, type Corner } from './corners.ts';

export interface CornerListProps {
  corners: readonly Corner[];
  onChange: (corners: Corner[]) => void;
  /** The corner the current problem is about. */
  invalidCorner: number | null;
  problemId: string;
  /** Latitude input of each corner, to move focus to a corner with a problem. */
  registerInput: (index: number) => RefCallback<HTMLInputElement>;
}

export function CornerList({ corners, onChange, invalidCorner, problemId, registerInput }: CornerListProps) {
  const { t } = useAdminTranslation();
  const set = (index: number, field: 'lat' | 'lng', value: string) =>
    onChange(corners.map((corner, i) => (i === index ? { ...corner, [field]: value } : corner)));

  if (corners.length === 0) return <p>{t('area.outline.noCorners')}</p>;
  return (
    <ol className="ma-corners">
      {corners.map((corner, index) => {
        const number = index + 1;
        const invalid = invalidCorner === index ? true : undefined;
        const describedBy = invalid ? problemId : undefined;
        return (
          <li key={corner.key}>
            <fieldset className="ma-corner">
              <legend>{t('area.outline.corner', { number })}</legend>
              <label>
                {t('area.outline.latitude')}
                <input
                  ref={registerInput(index)}
                  inputMode="decimal"
                  value={corner.lat}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(e) => set(index, 'lat', e.target.value)}
                />
              </label>
              <label>
                {t('area.outline.longitude')}
                <input
                  inputMode="decimal"
                  value={corner.lng}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(e) => set(index, 'lng', e.target.value)}
                />
              </label>
              <span className="ma-corner__tools">
                <Button
                  size="sm"
                  variant="quiet"
                  aria-disabled={index === 0 ? true : undefined}
                  onClick={() => index > 0 && onChange(moveCorner(corners, index, -1))}
                >
                  <span aria-hidden="true">↑</span>
                  <span className="ms-visually-hidden">{t('area.outline.moveUp', { number })}</span>
                </Button>
                <Button
                  size="sm"
                  variant="quiet"
                  aria-disabled={index === corners.length - 1 ? true : undefined}
                  onClick={() => index < corners.length - 1 && onChange(moveCorner(corners, index, 1))}
                >
                  <span aria-hidden="true">↓</span>
                  <span className="ms-visually-hidden">{t('area.outline.moveDown', { number })}</span>
                </Button>
                <Button size="sm" variant="quiet" onClick={() => onChange(corners.filter((_, i) => i !== index))}>
                  <span aria-hidden="true">✕</span>
                  <span className="ms-visually-hidden">{t('area.outline.remove', { number })}</span>
                </Button>
              </span>
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}
