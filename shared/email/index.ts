export { parseEmailMessage } from './parse-email-message.js';
export { extractPositions } from './extract-positions.js';
export { buildPlaceResolver, type GazetteerJson, type PortInput } from './place-resolver.js';
export type {
  EmailAddress,
  EmailParts,
  Gear,
  ParseContext,
  ParsedEmail,
  ParseEmailOptions,
  ParsedPosition,
  PlaceMatch,
  TextAttachment,
} from './types.js';
