import type { NodeType } from '../../graphql/relay/node-registry.js';
import { emailPositionRow, sourceRow } from './email-positions.types.js';
import { readerEmailRow, readerViewRow, readPositionRow } from './email-reader.types.js';

/** The Position Reader's e-mails and positions (/email_parser), and the calculator's e-mail positions. */
export const EMAIL_NODES: readonly NodeType[] = [
  {
    typeName: 'ReaderEmail',
    routes: [],
    load: async (services, actor, id) => readerEmailRow((await services.emailReader.view(actor, id)).email),
  },
  {
    typeName: 'ReaderEmailView',
    routes: [],
    load: async (services, actor, id) => readerViewRow(await services.emailReader.view(actor, id)),
  },
  {
    typeName: 'ReadPosition',
    routes: [],
    load: async (services, actor, id) => readPositionRow(await services.emailReader.position(actor, id)),
  },
  {
    typeName: 'EmailPosition',
    routes: [],
    load: async (services, actor, id) => emailPositionRow(await services.emailPositions.current(actor, id)),
  },
  {
    typeName: 'EmailPositionSource',
    routes: [],
    load: async (services, actor, id) => sourceRow(await services.emailPositions.report(actor, id)),
  },
];
