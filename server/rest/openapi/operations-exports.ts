import { CALCULATION_FIELDS } from '../../../shared/contract/calculation/index.js';
import { PDF_TYPE, XLSX_TYPE } from '../../modules/exports/exports.service.js';
import { fieldTableSchema, type Operation } from './operation.js';

/** The exports (issue #21 item 5, ADR 0026): files, not JSON; refusals keep the one error shape. */
export const EXPORT_OPERATIONS: Operation[] = [
  {
    method: 'POST',
    path: '/calculator/export.xlsx',
    tag: 'exports',
    summary:
      'The fleet matrix as an Excel workbook (sheets Fleet, Order, Inputs), priced as /calculate/multiple/old; ' +
      "also takes the calculate mutation's CalculateInput (GraphQL enum names)",
    body: fieldTableSchema(CALCULATION_FIELDS),
    ok: 'file',
    file: XLSX_TYPE,
  },
  {
    method: 'GET',
    path: '/savedResults/:id/export.xlsx',
    tag: 'exports',
    summary: 'A saved voyage as an Excel workbook (sheets Summary, Itinerary, Fuel, Costs)',
    notFound: true,
    ok: 'file',
    file: XLSX_TYPE,
  },
  {
    method: 'GET',
    path: '/savedResults/:id/export.pdf',
    tag: 'exports',
    summary: 'A saved voyage as a one-page A4 PDF',
    notFound: true,
    ok: 'file',
    file: PDF_TYPE,
  },
];
