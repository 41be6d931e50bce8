/** The web's display formats, one module: dates (UTC), numbers and plain text. Parsing typed text is not here. */
export { formatDashDateTime, formatDate, formatDateTime, MONTH_NAMES } from './dates';
export { formatCoordinate, formatNumber, formatUpTo, inputText } from './numbers';
export { formatText } from './text';
