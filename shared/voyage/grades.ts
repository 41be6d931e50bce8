import type { FuelGrade, GradeAmounts } from './types.js';

export const GRADES: readonly FuelGrade[] = ['hs', 'ls', 'mgo'];
export const ZERO: GradeAmounts = Object.freeze({ hs: 0, ls: 0, mgo: 0 });
export const DAY_MS = 86_400_000;

export function addGrades(a: GradeAmounts, b: GradeAmounts): GradeAmounts {
  return { hs: a.hs + b.hs, ls: a.ls + b.ls, mgo: a.mgo + b.mgo };
}

export function scaleGrades(a: GradeAmounts, k: number): GradeAmounts {
  return { hs: a.hs * k, ls: a.ls * k, mgo: a.mgo * k };
}

export function totalOf(a: GradeAmounts): number {
  return a.hs + a.ls + a.mgo;
}

export function dot(a: GradeAmounts, prices: GradeAmounts): number {
  return a.hs * prices.hs + a.ls * prices.ls + a.mgo * prices.mgo;
}

/** Books a non-scrubber's HS as LS (inside an ECA, at sea or in an ECA port). */
export function hsAsLs(a: GradeAmounts): GradeAmounts {
  return { hs: 0, ls: a.hs + a.ls, mgo: a.mgo };
}

/** a / b, or 0 when b is not positive (no days, no cargo): keeps results finite. */
export function safeDiv(a: number, b: number): number {
  return b > 0 ? a / b : 0;
}
