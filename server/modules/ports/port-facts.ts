import { find as findTimeZones } from 'geo-tz/all';
import { countryName } from '../../../shared/ports/countries.js';
import { isEuEeaCountry } from '../../../shared/ports/eu-eea.js';

/**
 * The IANA time zone at a position, from geo-tz (timezone-boundary-builder polygons, territorial
 * waters included; open sea gives an Etc/GMT±N zone). Null only for an invalid position.
 */
export function timeZoneAt(lat: number, lng: number): string | null {
  try {
    return findTimeZones(lat, lng)[0] ?? null;
  } catch {
    return null;
  }
}

/** What follows from a port's country and position: the country's name, EU/EEA membership, time zone. */
export function derivedPortFacts(
  countryCode: string | null,
  lat: number,
  lng: number,
): { country: string | null; isEuEea: boolean; timeZone: string | null } {
  return { country: countryName(countryCode), isEuEea: isEuEeaCountry(countryCode), timeZone: timeZoneAt(lat, lng) };
}
