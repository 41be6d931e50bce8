/**
 * Reading the dates users type (DD/MMM/yyyy HH:mm, UTC) lives in web/src/lib/format beside writing them;
 * this name stays for the modules that import it from here (the calculator's fleet lines).
 */
export { parseDateTime } from '../../../lib/format';
