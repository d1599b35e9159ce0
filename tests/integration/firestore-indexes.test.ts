// Production Firestore refuses a query that needs a composite index not in firestore.indexes.json;
// the emulator runs it anyway, so a missing index shows up only once deployed. This
// runs every query of the table in firestore-queries.ts on the emulator, in a database of its own,
// and reads back which composite index the emulator planned each with (its index-usage record,
// GET /emulator/v1/projects/{project}:indexUsage): the emulator decides what a query needs, not a
// rule restated here. The table itself is held to the code: every `where`, `orderBy` and
// `collectionGroup` call in src/ and functions/src/ must be in it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

import { HOSTS, PROJECT_ID } from '../../scripts/lib/emulator-rest.mjs';

import { FIRESTORE_QUERIES, type FirestoreQuery } from './firestore-queries';

const CODE_ROOTS = ['src', 'functions/src'];
const QUERY_CALLS = ['where', 'orderBy', 'collectionGroup'];
/** A database of this check's own: nothing else's queries reach its index-usage record. */
const DATABASE = `projects/${PROJECT_ID}/databases/index-check`;

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
interface Index {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}
interface QueryShape {
  filters: { field: string; op: string }[];
  orders: { field: string; direction: 'asc' | 'desc' }[];
  group?: string;
}

// --- The calls the code makes ---

interface Call {
  name: string;
  args: ts.Expression[];
  /** The call as written, with line breaks, indentation and trailing commas taken out. */
  text: string;
}

const tidy = (code: string) =>
  code
    .replace(/\s+/g, ' ')
    .replace(/([([{]) /g, '$1')
    .replace(/,? ?([)\]}])/g, '$1');

function queryCalls(fileName: string, code: string): Call[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const calls: Call[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (QUERY_CALLS.includes(name)) {
        const args = [...node.arguments];
        calls.push({
          name,
          args,
          text: `${name}(${args.map((arg) => tidy(arg.getText(source))).join(', ')})`,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

function codeFiles(): string[] {
  return CODE_ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .map((file) => join(root, file))
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|fixtures|d)\.tsx?$/.test(file)),
  );
}

/** A table row's call, parsed as the code's are. */
function listedCall(query: FirestoreQuery, written: string): Call {
  const [call, ...more] = queryCalls('listed.ts', written);
  if (!call || more.length > 0 || call.text !== tidy(written))
    throw new Error(`"${query.what}": ${written} is not one where, orderBy or collectionGroup call.`);
  return call;
}

// --- What a listed query asks Firestore ---

const text = (arg: ts.Expression | undefined) => (arg && ts.isStringLiteralLike(arg) ? arg.text : undefined);

function shapeOf(query: FirestoreQuery): QueryShape {
  const shape: QueryShape = { filters: [], orders: [] };
  for (const call of query.calls.map((written) => listedCall(query, written))) {
    const [field, second] = [text(call.args[0]), text(call.args[1])];
    if (!field || (call.name === 'where' && !second))
      throw new Error(`"${query.what}": ${call.text} must name its field and operator as strings.`);
    if (call.name === 'where') shape.filters.push({ field, op: second ?? '' });
    else if (call.name === 'orderBy')
      shape.orders.push({ field, direction: second === 'desc' ? 'desc' : 'asc' });
    else shape.group = field;
  }
  if (!shape.group && !query.collection)
    throw new Error(`"${query.what}" names neither its collection nor a collection group.`);
  return shape;
}

const OPERATORS: Record<string, string> = {
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  'array-contains': 'ARRAY_CONTAINS',
  'array-contains-any': 'ARRAY_CONTAINS_ANY',
  in: 'IN',
  'not-in': 'NOT_IN',
};
const LIST_OPERATORS = new Set(['in', 'not-in', 'array-contains-any']);
/** Filters that fix a field's value: an index lists them first, in any order. */
const EQUALITY_OPERATORS = new Set(['==', 'in', 'array-contains', 'array-contains-any']);
/**
 * Queries Firestore serves by merging single-field indexes, with no composite index: equality
 * filters only, no sort (Firebase, "Index merging"). An array-contains among them still gets a
 * declared index: the docs promise merging for equality clauses, and an extra index costs only
 * writes.
 */
const MERGEABLE_OPERATORS = new Set(['==', 'in']);

/** Runs the query on the check's database; the documents it finds do not matter, only its plan. */
async function runQuery(query: FirestoreQuery, shape: QueryShape) {
  const path = (query.collection ?? shape.group ?? '')
    .split('/')
    .map((part) => part.replace(/^\{.*\}$/, 'sample'));
  const collectionId = path.pop();
  const sample = { stringValue: 'sample' };
  const filters = shape.filters.map(({ field, op }) => ({
    fieldFilter: {
      field: { fieldPath: field },
      op: OPERATORS[op] ?? op,
      value: LIST_OPERATORS.has(op) ? { arrayValue: { values: [sample] } } : sample,
    },
  }));
  const structuredQuery = {
    from: [{ collectionId, allDescendants: shape.group !== undefined }],
    ...(filters.length > 0 && {
      where: filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } },
    }),
    orderBy: shape.orders.map(({ field, direction }) => ({
      field: { fieldPath: field },
      direction: direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
    })),
  };
  const parent = [`${DATABASE}/documents`, ...path].join('/');
  const response = await fetch(`http://${HOSTS.firestore}/v1/${parent}:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery }),
  });
  if (!response.ok) throw new Error(`"${query.what}" was refused: ${await response.text()}`);
}

// --- Indexes: planned by the emulator, declared in firestore.indexes.json ---

/**
 * An index's fields as firestore.indexes.json writes them, without the document name every index
 * ends with when it sorts as the field before it.
 */
function indexFields(written: IndexField[]): IndexField[] {
  const fields = written.map(({ fieldPath, order, arrayConfig }) =>
    arrayConfig ? { fieldPath, arrayConfig } : { fieldPath, order: order ?? 'ASCENDING' },
  );
  const last = fields.at(-1);
  const before = fields.at(-2);
  const implicit = last?.fieldPath === '__name__' && last.order === (before?.order ?? 'ASCENDING');
  return implicit ? fields.slice(0, -1) : fields;
}

/** An index as an entry of firestore.indexes.json; also its key. */
const entry = (index: Index) => JSON.stringify(index);

/** How many queries the emulator has planned with each composite index, in the check's database. */
async function indexUsage(): Promise<Map<string, number>> {
  const response = await fetch(
    `http://${HOSTS.firestore}/emulator/v1/projects/${PROJECT_ID}:indexUsage?database=${DATABASE}`,
  );
  if (!response.ok) throw new Error(`The emulator's index usage answered ${response.status}.`);
  const { reports = [] } = (await response.json()) as {
    reports?: {
      index: { name: string; queryScope: Index['queryScope']; fields: IndexField[] };
      numQueries: string;
    }[];
  };
  return new Map(
    reports.map(({ index, numQueries }) => [
      entry({
        collectionGroup: /\/collectionGroups\/([^/]+)\//.exec(index.name)?.[1] ?? '',
        queryScope: index.queryScope,
        fields: indexFields(index.fields),
      }),
      Number(numQueries),
    ]),
  );
}

/** The composite indexes the emulator planned `query` with (usually none, at most one). */
async function plannedIndexes(query: FirestoreQuery, shape: QueryShape): Promise<Index[]> {
  const before = await indexUsage();
  await runQuery(query, shape);
  const after = await indexUsage();
  return [...after]
    .filter(([key, count]) => count > (before.get(key) ?? 0))
    .map(([key]) => JSON.parse(key) as Index);
}

function declaredIndexes(): Index[] {
  const { indexes } = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as {
    indexes: (Omit<Index, 'queryScope'> & { queryScope?: Index['queryScope'] })[];
  };
  return indexes.map((index) => ({
    collectionGroup: index.collectionGroup,
    queryScope: index.queryScope ?? 'COLLECTION',
    fields: indexFields(index.fields),
  }));
}

/** Whether `declared` serves a query planned with `planned`: its equality fields in any order, then the rest as planned. */
function serves(declared: Index, planned: Index, shape: QueryShape): boolean {
  if (declared.collectionGroup !== planned.collectionGroup || declared.queryScope !== planned.queryScope)
    return false;
  if (declared.fields.length !== planned.fields.length) return false;
  const fixed = new Set(
    shape.filters.filter(({ op }) => EQUALITY_OPERATORS.has(op)).map(({ field }) => field),
  );
  const firstFree = planned.fields.findIndex(({ fieldPath }) => !fixed.has(fieldPath));
  const prefix = firstFree === -1 ? planned.fields.length : firstFree;
  const keys = (fields: IndexField[]) =>
    fields.map((field) => `${field.fieldPath} ${field.order ?? field.arrayConfig}`);
  const sorted = (fields: IndexField[]) => keys(fields).sort();
  return (
    JSON.stringify(sorted(declared.fields.slice(0, prefix))) ===
      JSON.stringify(sorted(planned.fields.slice(0, prefix))) &&
    JSON.stringify(keys(declared.fields.slice(prefix))) === JSON.stringify(keys(planned.fields.slice(prefix)))
  );
}

const needsComposite = (shape: QueryShape) =>
  shape.orders.length > 0 || shape.filters.some(({ op }) => !MERGEABLE_OPERATORS.has(op));

describe('the query table', () => {
  const made = codeFiles().flatMap((file) =>
    queryCalls(file, readFileSync(file, 'utf8')).map((call) => `${file}: ${call.text}`),
  );
  const listed = FIRESTORE_QUERIES.flatMap((query) =>
    query.calls.map((written) => `${query.file}: ${listedCall(query, written).text}`),
  );

  it('lists every where, orderBy and collectionGroup call of the app and the functions', () => {
    expect(
      made.filter((call) => !listed.includes(call)),
      'Queries missing from tests/integration/firestore-queries.ts (add a row for each)',
    ).toEqual([]);
  });

  it('lists only calls the code still makes', () => {
    expect(
      [...new Set(listed)].filter((call) => !made.includes(call)),
      'Rows of tests/integration/firestore-queries.ts whose file no longer makes the call',
    ).toEqual([]);
  });
});

describe('firestore.indexes.json', () => {
  const plans: { query: FirestoreQuery; shape: QueryShape; planned: Index[] }[] = [];
  const declared = declaredIndexes();

  beforeAll(async () => {
    for (const query of FIRESTORE_QUERIES) {
      const shape = shapeOf(query);
      plans.push({ query, shape, planned: await plannedIndexes(query, shape) });
    }
  });

  it('declares the composite index each query of the table is planned with', () => {
    const missing = plans.flatMap(({ query, shape, planned }) =>
      needsComposite(shape)
        ? planned
            .filter((index) => !declared.some((entry) => serves(entry, index, shape)))
            .map((index) => `${query.what} (${query.file}) needs ${entry(index)}`)
        : [],
    );
    expect(missing, 'Indexes to add to firestore.indexes.json').toEqual([]);
  });

  it('declares no index that no query of the table is planned with', () => {
    const unused = declared.filter(
      (entry) => !plans.some(({ shape, planned }) => planned.some((index) => serves(entry, index, shape))),
    );
    expect(unused.map(entry), 'Indexes no query uses (remove them, or list the query)').toEqual([]);
  });
});
