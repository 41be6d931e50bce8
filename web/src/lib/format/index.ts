/** The web's display formats, one module: dates (UTC, and a port's local time beside UTC) and reading them back, numbers and plain text. */
export { formatDashDateTime, formatDate, formatDateTime, MONTH_NAMES } from './dates';
export { formatLocalAndUtc, localTime, offsetLabel, type LocalTime } from './local-times';
export {
  atUtc,
  DATE_FORMATS,
  endOfUtcDay,
  formatDateText,
  parseDateTime,
  parseDay,
  readDateText,
  utcDayOf,
  type CalendarDay,
  type DateMode,
  type DateText,
} from './date-text';
export { formatCoordinate, formatNumber, formatUpTo, inputText, warmNumberFormats } from './numbers';
export { formatText } from './text';
