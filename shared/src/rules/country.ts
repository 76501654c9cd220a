// The country rule is part of the contract with the API (one definition for both sides).
export { countryWhenNoneStored, type CountryWhenNoneStoredInput } from '@moveable/contract';
