import { buildSchema, executeSync, parse, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsPath } from './selection.js';

const schema = buildSchema(`
  type Row { port: String, timeZone: String }
  type Vessel { id: ID, rows: [Row] }
  type Result { results: [Vessel] }
  type Query { calculate: Result }
`);

/** What selectsPath says of the root field's selection in `query`. */
function selects(query: string, path: string[]): boolean {
  let answer: boolean | undefined;
  executeSync({
    schema,
    document: parse(query),
    rootValue: {
      calculate: (_args: unknown, _ctx: unknown, info: GraphQLResolveInfo) => {
        answer = selectsPath(info, path);
        return null;
      },
    },
  });
  if (answer === undefined) throw new Error('the root field did not resolve');
  return answer;
}

const PATH = ['results', 'rows', 'timeZone'];

describe('selectsPath', () => {
  it('finds the field written out', () => {
    expect(selects('{ calculate { results { id rows { port timeZone } } } }', PATH)).toBe(true);
  });

  it('finds it through named and inline fragments, at any level', () => {
    const named = `{ calculate { results { ...V } } }
      fragment V on Vessel { id rows { ...R } }
      fragment R on Row { port ... on Row { timeZone } }`;
    expect(selects(named, PATH)).toBe(true);
    expect(selects('{ calculate { ... on Result { results { rows { timeZone } } } } }', PATH)).toBe(true);
  });

  it('answers false when the path stops short or takes another branch', () => {
    expect(selects('{ calculate { results { id rows { port } } } }', PATH)).toBe(false);
    expect(selects('{ calculate { results { id } } }', PATH)).toBe(false);
    expect(selects('{ calculate { results { ...V } } } fragment V on Vessel { rows { port } }', PATH)).toBe(false);
  });

  it('looks at field names, not aliases', () => {
    expect(selects('{ calculate { results { rows { zone: timeZone } } } }', PATH)).toBe(true);
    expect(selects('{ calculate { results { rows { timeZone: port } } } }', PATH)).toBe(false);
  });
});
