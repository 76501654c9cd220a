// Where the spot is, three ways that all end in the same pin: typing an address or coordinates,
// the browser's position, or the map. The first two work without the map, so the whole form can
// be completed by keyboard; the pin's position is said aloud whenever it changes. Whether there
// is an address search (a geocoder) is read once here: the search field and the address fields
// both say what it means for them.
import { useState } from 'react';
import { usePageContext, useRegions, type LatLng } from '@moveable/shared';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import type { FieldErrorState } from '../use-field-errors.ts';
import { AddressFields, type AddressValues } from './address-fields.tsx';
import { AddressSearch, type SearchChoice } from './address-search.tsx';
import { formatCoordinate } from './coordinates.ts';
import { PinMap, type CenterRequest } from './pin-map.tsx';
import { chosenRegionBox, startView } from './start-view.ts';
import { geocoderTemplate } from './geocoder.ts';
import { UseMyPosition } from './use-my-position.tsx';

interface Props {
  location: LatLng | null;
  famed: boolean | null;
  address: AddressValues;
  onLocation: (location: LatLng) => void;
  onAddress: (patch: Partial<AddressValues>) => void;
  errors: FieldErrorState;
  countryRequired: boolean;
}

export function LocationFieldset({ location, famed, address, onLocation, onAddress, errors, countryRequired }: Props) {
  const { t } = useSpotsTranslation();
  const { country } = usePageContext();
  const [start] = useState(() => startView(country, location));
  const [template] = useState(() => geocoderTemplate());
  const regions = useRegions();
  const startBox = location ? null : chosenRegionBox(regions.data);
  const [centerOn, setCenterOn] = useState<CenterRequest | null>(null);

  // placed without the map: the map follows
  const placeFromOutside = (next: LatLng) => {
    errors.clear('location');
    onLocation(next);
    setCenterOn((previous) => ({ location: next, seq: (previous?.seq ?? 0) + 1 }));
  };

  const choose = (choice: SearchChoice) => {
    if (choice.kind === 'coordinates') return placeFromOutside(choice.location);
    const { place } = choice;
    placeFromOutside(place.location);
    onAddress({ street: place.street, postalCode: place.postalCode, city: place.city, ...(place.country ? { country: place.country } : {}) });
  };

  return (
    <fieldset className="mv-add-section mv-location">
      <legend>
        {t('add.location.legend')} <span className="mv-required">{t('add.required')}</span>
      </legend>
      <AddressSearch template={template} onChoose={choose} inputRef={errors.register('location')} error={errors.fields.location} />
      <UseMyPosition onFound={placeFromOutside} />
      <PinMap
        pin={location}
        famed={famed}
        start={start}
        startBox={startBox}
        centerOn={centerOn}
        onPlace={(next) => {
          errors.clear('location');
          onLocation(next);
        }}
      />
      <p className="mv-location__pin" role="status" aria-live="polite">
        {/* latitude, longitude: `lng` would be i18next's option for the language of the text */}
        {location
          ? t('add.location.pinAt', { latitude: formatCoordinate(location.lat), longitude: formatCoordinate(location.lng) })
          : t('add.location.noPin')}
      </p>
      <AddressFields values={address} onChange={onAddress} errors={errors} countryRequired={countryRequired} searchable={template !== null} />
    </fieldset>
  );
}
