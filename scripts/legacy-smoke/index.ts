import type { SmokeArea } from './check.js';
import { ordersArea } from './orders.js';
import { resultsArea } from './results.js';
import { fleetArea } from './fleet.js';
import { organizationsArea } from './organizations.js';
import { usersArea } from './users.js';
import { vesselsArea } from './vessels.js';
import { routingArea } from './routing.js';
import { emailArea } from './email.js';

/** Every area the smoke run covers, in order; add an area's checks here (one file per area). */
export const AREAS: SmokeArea[] = [ordersArea, resultsArea];
// Vessels, fleets, users and organizations (registered by appending, so the list above stays as written).
AREAS.push(vesselsArea, fleetArea, usersArea, organizationsArea);
// Ports and sea distances.
AREAS.push(routingArea);
// Parsed e-mail positions (the calculator's Add Fleet "Auto" tab).
AREAS.push(emailArea);
