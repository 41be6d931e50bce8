import type { Em } from '../../db/orm.js';
import { parseInput } from '../../errors/parse-input.js';
import type { Connection, ConnectionRequest } from '../../graphql/relay/connection.js';
import { entityConnection } from '../../graphql/relay/connection-nodes.js';
import { assertRoute, type Actor } from '../auth/actor.js';
import { readerFilterSchema, type ReaderFilterDraft } from './email-reader.schema.js';
import { readerWhere } from './email-reader.where.js';
import { ParsedEmail } from './parsed-email.entity.js';

/**
 * The Position Reader's e-mails as a cursor connection: the screen's route check, the organization's
 * e-mails by the same filters (email-reader.service.ts `matchingIds`), newest first with the id breaking
 * ties; without the screen's cap of 500 rows, since pages are bounded.
 */
export async function readerEmailConnection(
  em: Em,
  actor: Actor,
  draft: ReaderFilterDraft,
  req: ConnectionRequest,
  now: Date = new Date(),
): Promise<Connection<ParsedEmail>> {
  assertRoute(actor, '/email_parser');
  const f = parseInput(readerFilterSchema, draft ?? {});
  const { sql, params } = readerWhere(actor.organizationId, f, now);
  return entityConnection(
    em,
    ParsedEmail,
    {
      name: 'readerEmails',
      from: 'parsed_email e',
      where: sql,
      params,
      keys: [
        { sql: 'e.received_at', direction: 'desc', type: 'timestamptz' },
        { sql: 'e.id', direction: 'desc', type: 'bigint' },
      ],
    },
    req,
  );
}
