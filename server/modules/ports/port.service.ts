import { areasNamed } from '../../../shared/ports/port-areas.js';
import { normalisePortName } from '../../../shared/ports/normalise-port-name.js';
import { REGION_FILTER_LIST } from '../../../shared/ports/port-regions.js';
import { checkPortSearchPaging, PORT_SEARCH } from '../../../shared/ports/port-search-limits.js';
import { fillField, readText } from '../../../shared/validation/boundary.js';
import type { Em } from '../../db/orm.js';
import { badInput } from '../../errors/app-error.js';
import type { Actor } from '../auth/actor.js';
import { euFlag } from './eu-flags.js';
import { searchPortIds } from './port-search.js';
import { Port } from './port.entity.js';
import { portTimeZone } from './port-zones.js';
import { PortFactLoader } from './ports-by-name.js';

export interface PortSearchInput {
  text: string;
  offset?: number | null;
  limit?: number | null;
}

/**
 * Reading the global port table. Ports are reference data: any signed-in user may read them (the
 * actor argument records that a sign-in is required; there is no route or organization check).
 */
export class PortService {
  private readonly euFlags: PortFactLoader<boolean>;
  private readonly timeZones: PortFactLoader<string | null>;

  constructor(private readonly em: Em) {
    this.euFlags = new PortFactLoader(em, euFlag);
    this.timeZones = PortFactLoader.cached(em, portTimeZone);
  }

  /**
   * Whether the port a text names is in the EU/EEA, from the port table (eu-flags.ts; false when it names
   * none). Calls made while one GraphQL result resolves share one query.
   */
  isEuPort(name: string): Promise<boolean> {
    return this.euFlags.load(name);
  }

  /**
   * The IANA time zone of the port a text names, from the port table (port-zones.ts); null when it names none
   * or the port has no zone. Calls made while one GraphQL result resolves share one query; zones read before
   * are answered from the process while the port table is unchanged (port-fact-cache.ts).
   */
  timeZoneOf(name: string): Promise<string | null> {
    return this.timeZones.load(name);
  }

  /**
   * Prefix search ignoring case, accents and punctuation, over names and aliases, ranked (see
   * MATCH_TIER) then by importance. Text that names an area (USG, CJK, ECSA...) also returns the
   * area's ports, after the direct matches. Empty text returns nothing (the spec starts the search
   * only on non-empty text).
   */
  async search(_actor: Actor, input: PortSearchInput): Promise<Port[]> {
    const offset = input.offset ?? PORT_SEARCH.defaultOffset;
    const limit = input.limit ?? PORT_SEARCH.defaultLimit;
    const problem = checkPortSearchPaging({ offset, limit });
    if (problem) throw badInput(problem.message, problem.field);
    // The boundary's text rule, as REST's ?port= reader applies it: NUL and over-long text refused alike.
    const read = readText(input.text, { max: PORT_SEARCH.maxTextLength });
    if ('problem' in read) throw badInput(fillField(read.problem, 'port'), 'port');
    const q = normalisePortName(read.text);
    if (q === '') return [];
    const ids = await searchPortIds(this.em, q, areasNamed(q), offset, limit);
    if (ids.length === 0) return [];
    const ports = await this.em.find(Port, { id: { $in: ids } });
    const byId = new Map(ports.map((p) => [p.id, p]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async getById(_actor: Actor, id: number): Promise<Port | null> {
    return this.em.findOne(Port, { id });
  }

  /** 'Unknown' first, then the 13 broker regions (the spec's region filter list). */
  regions(_actor: Actor): readonly string[] {
    return REGION_FILTER_LIST;
  }
}
