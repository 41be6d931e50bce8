import { diffVersions, type VersionChange } from '../../../shared/versions/diff.js';
import type { Em } from '../../db/orm.js';
import { notFound } from '../../errors/app-error.js';
import type { Connection, ConnectionRequest } from '../../graphql/relay/connection.js';
import { entityConnection } from '../../graphql/relay/connection-nodes.js';
import type { Actor } from '../auth/actor.js';
import { OrderService } from '../orders/order.service.js';
import { SavedResultService } from '../results/saved-result.service.js';
import { RecordVersion, type VersionedRecordKind } from './record-version.entity.js';

/** The versions of one record: its line (kind and id) in its organization. */
interface VersionLine {
  kind: VersionedRecordKind;
  entityId: number;
  organizationId: number;
}

export interface VersionDiffResult {
  from: RecordVersion;
  to: RecordVersion;
  changes: VersionChange[];
}

/**
 * Reading the versions of an order or a saved voyage (ADR 0030). The record is looked up exactly as reading
 * it is (OrderService.get, SavedResultService.get): the same route checks, and another organization's
 * record, or an order the caller may not see, answers NOT_FOUND. Versions are written by version-recorder.ts.
 */
export class VersionService {
  constructor(private readonly em: Em) {}

  /** Versions newest first, by cursor (ADR 0024). */
  async list(actor: Actor, kind: VersionedRecordKind, id: number, req: ConnectionRequest) {
    const line = await this.line(actor, kind, id);
    return entityConnection(
      this.em,
      RecordVersion,
      {
        name: `recordVersions.${kind}`,
        from: 'record_version v',
        where: 'v.entity_kind = ? and v.entity_id = ? and v.organization_id = ?',
        params: [line.kind, line.entityId, line.organizationId],
        keys: [
          { sql: 'v.version', direction: 'desc', type: 'bigint' },
          { sql: 'v.id', direction: 'desc', type: 'bigint' },
        ],
      },
      req,
    ) as Promise<Connection<RecordVersion>>;
  }

  /** The changes from version `from` to version `to` of the record (either may be the newer). */
  async diff(
    actor: Actor,
    kind: VersionedRecordKind,
    id: number,
    from: number,
    to: number,
  ): Promise<VersionDiffResult> {
    const line = await this.line(actor, kind, id);
    const [a, b] = [await this.version(line, from), await this.version(line, to)];
    return { from: a, to: b, changes: diffVersions({ before: a.snapshot, after: b.snapshot }) };
  }

  private async version(line: VersionLine, version: number): Promise<RecordVersion> {
    const found = await this.em.findOne(RecordVersion, {
      entityKind: line.kind,
      entityId: line.entityId,
      organization: line.organizationId,
      version,
    });
    if (!found) throw notFound('Version', version);
    return found;
  }

  /** The record as reading it checks it (NOT_FOUND, FORBIDDEN as there), and the line of its versions. */
  private async line(actor: Actor, kind: VersionedRecordKind, id: number): Promise<VersionLine> {
    if (kind === 'order') {
      const order = await new OrderService(this.em).get(actor, id);
      return { kind, entityId: order.id, organizationId: order.organization.id };
    }
    const saved = await new SavedResultService(this.em).get(actor, id);
    const own = await this.em.findOne(RecordVersion, { entityKind: 'voyage', recordId: saved.id });
    // A voyage saved before versions were kept has none yet: its line is its own id.
    return { kind, entityId: own?.entityId ?? saved.id, organizationId: saved.organization.id };
  }
}
