import type { OperationType } from '../../../__generated__/graphql';
import { OPERATION_ORDER } from './grid-columns';

/** Reading stored JSON snapshots defensively: a missing or malformed value is 0, '' or null, never a throw. */
export type Json = Record<string, unknown>;

export function obj(value: unknown): Json {
  if (typeof value === 'string') {
    try {
      return obj(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

export function list(value: unknown): Json[] {
  if (typeof value === 'string') {
    try {
      return list(JSON.parse(value));
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) return value.map(obj);
  return Object.entries(obj(value))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, v]) => obj(v));
}

export const num = (v: unknown, fallback = 0): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};
export const optNum = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : num(v));
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
export const optStr = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
export const bool = (v: unknown): boolean => v === true || v === 'true' || v === 'Yes' || v === 1;
export const upper = (v: unknown) =>
  str(v)
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

/** An operation as the web (LOADING) or the legacy client (Loading) wrote it. */
export const operationOf = (v: unknown): OperationType => {
  const u = upper(v) as OperationType;
  return OPERATION_ORDER.includes(u) ? u : 'PASSING';
};
