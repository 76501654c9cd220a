// "Where is it?" by typing: an address (through the page's geocoder, when it has one) or
// coordinates. An ARIA 1.2 combobox: results in a listbox, arrow keys move, Enter chooses, Escape
// closes; focus stays in the text field (aria-activedescendant). Enter never submits the form.
// Coordinates need no choosing: Enter (or "Search") puts the pin there at once.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { usePageContext, type LatLng } from '@moveable/shared';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { describedBy, FieldError } from '../field-note.tsx';
import { formatCoordinate, parseCoordinates } from './coordinates.ts';
import { geocode, type GeocodedPlace } from './geocoder.ts';

export type SearchChoice = { kind: 'place'; place: GeocodedPlace } | { kind: 'coordinates'; location: LatLng };

type Status = 'idle' | 'searching' | 'found' | 'empty' | 'failed' | 'noGeocoder' | 'chosen';

interface Option {
  label: string;
  choice: SearchChoice;
}

export function AddressSearch({
  template,
  onChoose,
  inputRef,
  error,
}: {
  /** The geocoder's URL template (geocoder.ts); null: coordinates only. */
  template: string | null;
  onChoose: (choice: SearchChoice) => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
}) {
  const { t } = useSpotsTranslation();
  const { locale } = usePageContext();
  const id = useId();
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<Option[] | null>(null);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>('idle');
  const [chosen, setChosen] = useState('');
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  const open = options !== null && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  function close() {
    setOptions(null);
    setActive(-1);
  }

  async function search() {
    request.current?.abort();
    close();
    const coordinates = parseCoordinates(query);
    if (coordinates) {
      const label = t('add.location.coordinatesOption', {
        latitude: formatCoordinate(coordinates.lat),
        longitude: formatCoordinate(coordinates.lng),
      });
      return chooseOption({ label, choice: { kind: 'coordinates', location: coordinates } });
    }
    if (!query.trim()) return;
    if (!template) return setStatus('noGeocoder');
    const controller = new AbortController();
    request.current = controller;
    setStatus('searching');
    try {
      const places = await geocode(template, query, { locale, signal: controller.signal });
      if (controller.signal.aborted) return;
      setOptions(places.map((place) => ({ label: place.label, choice: { kind: 'place', place } })));
      setActive(places.length ? 0 : -1);
      setStatus(places.length ? 'found' : 'empty');
    } catch {
      if (!controller.signal.aborted) setStatus('failed');
    }
  }

  function choose(index: number) {
    const option = options?.[index];
    if (option) chooseOption(option);
  }

  function chooseOption(option: Option) {
    close();
    setChosen(option.label);
    setStatus('chosen');
    if (option.choice.kind === 'place') setQuery(option.choice.place.label);
    onChoose(option.choice);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const count = options?.length ?? 0;
    if (e.key === 'ArrowDown' && count) {
      e.preventDefault();
      setActive((i) => (i + 1) % count);
    } else if (e.key === 'ArrowUp' && count) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault(); // not the form's submit
      if (open && active >= 0) choose(active);
      else void search();
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  }

  const statusText = {
    idle: '',
    searching: t('add.location.searching'),
    found: t('add.location.found', { count: options?.length ?? 0 }),
    empty: t('add.location.empty', { query }),
    failed: t('add.location.searchFailed'),
    noGeocoder: t('add.location.noGeocoder'),
    chosen: t('add.location.chosen', { label: chosen }),
  }[status];

  return (
    <div className="mv-address-search">
      <label htmlFor={`${id}-input`} className="mv-field__label">
        {template ? t('add.location.searchLabel') : t('add.location.coordinatesLabel')}
      </label>
      <p id={`${id}-hint`} className="mv-field__hint">
        {template ? t('add.location.searchHint') : t('add.location.coordinatesHint')}
      </p>
      <div className="mv-address-search__row">
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
          aria-invalid={error ? true : undefined}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            if (options) close();
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="ms-button ms-button--white" onClick={() => void search()} aria-busy={status === 'searching' || undefined}>
          {t('add.location.search')}
        </button>
      </div>
      <ul id={`${id}-list`} role="listbox" aria-label={t('add.location.results')} className="mv-address-search__list" hidden={!open}>
        {options?.map((option, i) => (
          <li
            key={`${i}-${option.label}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'mv-address-search__option is-active' : 'mv-address-search__option'}
            onMouseDown={(e) => e.preventDefault()} // keep focus in the text field
            onClick={() => choose(i)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <FieldError id={`${id}-error`} errorKey={error} />
      <p className="mv-address-search__status" role="status" aria-live="polite">
        {statusText}
      </p>
    </div>
  );
}
