import { afterEach, expect } from 'vitest';
import { takeInternalErrors } from './internal-errors.js';

// A test that met a 5xx or an INTERNAL_SERVER_ERROR through the API helpers fails, whatever it asserted.
afterEach(() => {
  expect(takeInternalErrors(), 'answers with INTERNAL_SERVER_ERROR or HTTP 5xx').toEqual([]);
});
