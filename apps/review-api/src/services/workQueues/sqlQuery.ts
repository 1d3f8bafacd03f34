import type { WorkQueueType, WorkQueueViewName } from '@sightings/domain-model';
import { loadModule, parseSync } from 'libpg-query';

/**
 * The check of a work queue written as SQL text (docs/work-queues.md "On the server"): the text
 * is parsed by PostgreSQL's own grammar (libpg-query, the parser of PostgreSQL 18 in WebAssembly)
 * and refused unless every part of its tree is on an allowlist. Whatever passes still runs only
 * in the sandbox (sandbox.ts: a role that reads only the two views, a read-only transaction, a
 * statement timeout and a row limit); this check is what stands where the sandbox cannot (a
 * function such as `set_config` or `pg_sleep` is executable by everyone, so the parser refuses
 * every function outside its list; PGlite has no statement timeout).
 *
 * Accepted: exactly one SELECT (UNION and the like included), no `INTO`, no `FOR UPDATE/SHARE`,
 * no `WITH RECURSIVE`, CTEs that are SELECTs; relations: the queue type's view only
 * (`work_queue_images` for IMAGES; `work_queue_domains` and, for "the domain has a sighting
 * with…" subqueries, `work_queue_images` for the domain queues) and the query's own CTE names
 * where they are in scope (below), never schema-qualified (but `public.`); functions, operators, types and expression kinds from
 * the lists below; no parameters (`$1`). Whether the answer has an integer `id` column is checked
 * when the query first runs (sandbox.ts), where PostgreSQL resolves `*` and aliases.
 *
 * CTE names are resolved by scope, as PostgreSQL resolves them: a CTE of a `WITH` covers the
 * SELECT that the `WITH` belongs to (its arms, subqueries, ORDER BY…) and the later CTEs of the
 * same list, never its own body (WITH RECURSIVE is refused) nor an earlier CTE's or anything
 * outside that SELECT. So in `WITH users AS (SELECT * FROM users) SELECT id FROM users` the inner
 * `users` is the table, and is refused by name; a CTE named like a view only hides the view
 * where it is in scope.
 */

await loadModule();

/** The views a query of each type may read. */
export const SQL_QUERY_VIEWS: Readonly<Record<WorkQueueType, readonly WorkQueueViewName[]>> = {
  IMAGES: ['work_queue_images'],
  DOMAINS: ['work_queue_domains', 'work_queue_images'],
  REVIEW: ['work_queue_domains', 'work_queue_images'],
  QUALITY_CONTROL: ['work_queue_domains', 'work_queue_images'],
  SOCIAL_MEDIA: ['work_queue_domains', 'work_queue_images'],
};

/**
 * The functions a query may call (also as `pg_catalog.name`, which is how PostgreSQL's grammar
 * writes `EXTRACT`, `SUBSTRING … FROM`, `TRIM`, `POSITION` and `AT TIME ZONE`): text, number,
 * date and aggregate functions without side effects, none that reads files, sleeps, sets a
 * setting, touches a sequence or a large object, or builds huge values (`repeat`, `lpad`).
 */
export const SQL_QUERY_FUNCTIONS: readonly string[] = [
  // text
  'lower',
  'upper',
  'length',
  'char_length',
  'character_length',
  'btrim',
  'ltrim',
  'rtrim',
  'substring',
  'substr',
  'position',
  'strpos',
  'replace',
  'split_part',
  'left',
  'right',
  'starts_with',
  'concat',
  'concat_ws',
  'reverse',
  // numbers
  'abs',
  'round',
  'floor',
  'ceil',
  'ceiling',
  // dates
  'now',
  'date_trunc',
  'date_part',
  'extract',
  'timezone',
  'age',
  // aggregates and window functions
  'count',
  'sum',
  'min',
  'max',
  'avg',
  'bool_and',
  'bool_or',
  'every',
  'row_number',
  'rank',
  'dense_rank',
];

/** Operators (unqualified): comparison, arithmetic, text concatenation, LIKE, regex, arrays. */
const OPERATORS = new Set([
  '=',
  '<>',
  '!=',
  '<',
  '>',
  '<=',
  '>=',
  '+',
  '-',
  '*',
  '/',
  '%',
  '||',
  '~~',
  '!~~',
  '~~*',
  '!~~*',
  '~',
  '~*',
  '!~',
  '!~*',
  '@>',
  '<@',
  '&&',
  'BETWEEN',
  'NOT BETWEEN',
  'BETWEEN SYMMETRIC',
  'NOT BETWEEN SYMMETRIC',
]);

/** Type names a value may be cast to (`::int`, `CAST(… AS date)`). */
const TYPES = new Set([
  'int2',
  'int4',
  'int8',
  'smallint',
  'integer',
  'int',
  'bigint',
  'numeric',
  'decimal',
  'float4',
  'float8',
  'real',
  'text',
  'varchar',
  'bpchar',
  'bool',
  'boolean',
  'date',
  'timestamp',
  'timestamptz',
  'interval',
]);

/** `CURRENT_DATE` and its kind: the date and time ones only (not `CURRENT_USER` and the like). */
const VALUE_FUNCTIONS = new Set([
  'SVFOP_CURRENT_DATE',
  'SVFOP_CURRENT_TIME',
  'SVFOP_CURRENT_TIME_N',
  'SVFOP_CURRENT_TIMESTAMP',
  'SVFOP_CURRENT_TIMESTAMP_N',
  'SVFOP_LOCALTIME',
  'SVFOP_LOCALTIME_N',
  'SVFOP_LOCALTIMESTAMP',
  'SVFOP_LOCALTIMESTAMP_N',
]);

/** The parse tree's node kinds a query may hold; anything else is refused by name. */
const NODES = new Set([
  'SelectStmt',
  'ResTarget',
  'ColumnRef',
  'String',
  'A_Star',
  'A_Const',
  'Integer',
  'Float',
  'Boolean',
  'A_Expr',
  'BoolExpr',
  'NullTest',
  'BooleanTest',
  'FuncCall',
  'TypeCast',
  'TypeName',
  'RangeVar',
  'RangeSubselect',
  'JoinExpr',
  'SortBy',
  'SubLink',
  'CaseExpr',
  'CaseWhen',
  'CoalesceExpr',
  'MinMaxExpr',
  'A_ArrayExpr',
  'A_Indirection',
  'A_Indices',
  'SQLValueFunction',
  'CommonTableExpr',
  'WithClause',
  'List',
  'RowExpr',
  'CollateClause',
  'WindowDef',
  'Alias',
]);

/** How the refused node kinds are named in messages. */
const WRITES: Readonly<Record<string, string>> = {
  InsertStmt: 'INSERT',
  UpdateStmt: 'UPDATE',
  DeleteStmt: 'DELETE',
  MergeStmt: 'MERGE',
  TruncateStmt: 'TRUNCATE',
  DropStmt: 'DROP',
  CopyStmt: 'COPY',
};

/** How some refused node kinds are named in messages (others by their own name). */
const NODE_NAMES: Readonly<Record<string, string>> = {
  RangeFunction: 'a function in FROM',
  RangeTableSample: 'TABLESAMPLE',
  ParamRef: 'a parameter ($n)',
  XmlExpr: 'XML functions',
  JsonIsPredicate: 'IS JSON',
};

export type SqlQueryCheck =
  | {
      ok: true;
      /** The one statement's text, without a trailing semicolon, ready to be wrapped. */
      statement: string;
    }
  | { ok: false; message: string };

type Node = Record<string, unknown>;

class Refusal extends Error {}

const refuse = (message: string): never => {
  throw new Refusal(message);
};

const strings = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.map((item) => {
        const value = (item as { String?: { sval?: string } }).String?.sval;
        return typeof value === 'string' ? value : refuse('The query holds a name that is not.');
      })
    : [];

/** `pg_catalog.name` or `name`: the bare name, or a refusal for any other schema. */
function bareName(names: string[], what: string): string {
  const name = names.at(-1) ?? '';
  const qualifier = names.slice(0, -1);
  if (qualifier.length > 1 || (qualifier.length === 1 && qualifier[0] !== 'pg_catalog')) {
    refuse(`The ${what} ${names.join('.')} is not allowed in a work-queue query.`);
  }
  return name;
}

interface Scope {
  views: readonly string[];
  /** The CTE names in scope at this point of the tree (an unqualified name here is the CTE). */
  ctes: ReadonlySet<string>;
}

function checkNode(kind: string, node: Node, scope: Scope) {
  if (WRITES[kind]) refuse(`A work-queue query may only read: it holds ${WRITES[kind]}.`);
  if (!NODES.has(kind)) {
    const name = NODE_NAMES[kind] ?? kind.replace(/Stmt$/, '').replace(/_/g, ' ');
    refuse(`A work-queue query may not use ${name} (only a SELECT over the view).`);
  }
  switch (kind) {
    case 'SelectStmt':
      if (node.intoClause) refuse('SELECT … INTO is not allowed in a work-queue query.');
      if (node.lockingClause)
        refuse('FOR UPDATE and FOR SHARE are not allowed in a work-queue query.');
      if ((node.withClause as Node | undefined)?.recursive)
        refuse('WITH RECURSIVE is not allowed in a work-queue query.');
      break;
    case 'RangeVar': {
      const name = String(node.relname ?? '');
      const schema = node.schemaname as string | undefined;
      if (node.catalogname || (schema !== undefined && schema !== 'public')) {
        refuse(
          `A work-queue query may read only ${scope.views.join(' and ')}; it reads ${[node.catalogname, schema, name].filter(Boolean).join('.')}.`,
        );
      }
      if (!scope.views.includes(name) && (schema !== undefined || !scope.ctes.has(name))) {
        refuse(`A work-queue query may read only ${scope.views.join(' and ')}; it reads ${name}.`);
      }
      break;
    }
    case 'FuncCall': {
      const name = bareName(strings(node.funcname), 'function');
      if (!SQL_QUERY_FUNCTIONS.includes(name)) {
        refuse(
          `The function ${name} is not allowed in a work-queue query (allowed: ${SQL_QUERY_FUNCTIONS.join(', ')}).`,
        );
      }
      break;
    }
    case 'A_Expr': {
      const names = strings(node.name);
      if (names.length !== 1 || !OPERATORS.has(names[0]!)) {
        refuse(`The operator ${names.join('.')} is not allowed in a work-queue query.`);
      }
      if (node.kind === 'AEXPR_SIMILAR') refuse('SIMILAR TO is not allowed in a work-queue query.');
      break;
    }
    case 'TypeName': {
      const name = bareName(strings(node.names), 'type');
      if (!TYPES.has(name)) refuse(`The type ${name} is not allowed in a work-queue query.`);
      break;
    }
    case 'SQLValueFunction':
      if (!VALUE_FUNCTIONS.has(String(node.op))) {
        refuse(
          `${String(node.op).replace('SVFOP_', '')} is not allowed in a work-queue query (only the current date and time).`,
        );
      }
      break;
    default:
      break;
  }
}

/** Fields of a node that hold a node of a known kind without naming it (`typeName: {names}`). */
const UNNAMED_FIELDS: Readonly<Record<string, string>> = {
  typeName: 'TypeName',
  /** The two arms of UNION, INTERSECT and EXCEPT. */
  larg: 'SelectStmt',
  rarg: 'SelectStmt',
  withClause: 'WithClause',
  over: 'WindowDef',
  alias: 'Alias',
};

/** How deep the parse tree may nest (its JSON levels; an expression level takes a few). */
export const SQL_QUERY_MAX_DEPTH = 400;

const tooDeep = () =>
  refuse('The query is nested too deeply: write its conditions with fewer levels.');

function walk(value: unknown, scope: Scope, field?: string, depth = 0): void {
  if (depth > SQL_QUERY_MAX_DEPTH) tooDeep();
  if (Array.isArray(value)) {
    for (const item of value) walk(item, scope, undefined, depth + 1);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as Node;
  const unnamed = field ? UNNAMED_FIELDS[field] : undefined;
  if (unnamed === 'SelectStmt') {
    walkSelect(node, scope, depth + 1);
    return;
  }
  if (unnamed) checkNode(unnamed, node, scope);
  for (const [key, child] of Object.entries(node)) {
    if (key === 'SelectStmt') {
      walkSelect((child ?? {}) as Node, scope, depth + 1);
    } else if (/^[A-Z]/.test(key)) {
      checkNode(key, (child ?? {}) as Node, scope);
      walk(child, scope, undefined, depth + 1);
    } else {
      walk(child, scope, key, depth + 1);
    }
  }
}

const cteName = (item: unknown): string | undefined => {
  const name = (item as { CommonTableExpr?: { ctename?: unknown } } | null)?.CommonTableExpr
    ?.ctename;
  return typeof name === 'string' ? name : undefined;
};

/**
 * A SELECT and its WITH: each CTE's body is walked with the names in scope before it (the outer
 * ones and the earlier CTEs of this list, not its own name), the rest of the SELECT with all of
 * this list's names added.
 */
function walkSelect(node: Node, scope: Scope, depth: number): void {
  if (depth > SQL_QUERY_MAX_DEPTH) tooDeep();
  checkNode('SelectStmt', node, scope);
  let inner = scope;
  const withClause = node.withClause as Node | undefined;
  if (withClause && typeof withClause === 'object') {
    checkNode('WithClause', withClause, scope);
    const names = new Set(scope.ctes);
    for (const [key, child] of Object.entries(withClause)) {
      if (key !== 'ctes') {
        walk(child, scope, key, depth + 1);
        continue;
      }
      for (const item of Array.isArray(child) ? child : [child]) {
        walk(item, { views: scope.views, ctes: new Set(names) }, undefined, depth + 2);
        const name = cteName(item);
        if (name !== undefined) names.add(name);
      }
    }
    inner = { views: scope.views, ctes: names };
  }
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'withClause') walk(child, inner, key, depth + 1);
  }
}

interface ParsedStatement {
  stmt: Node;
  stmt_location?: number;
  stmt_len?: number;
}

/** The statements of a text, or a refusal naming the syntax error. */
function parseStatements(text: string): ParsedStatement[] {
  try {
    return (parseSync(text) as unknown as { stmts?: ParsedStatement[] }).stmts ?? [];
  } catch (error) {
    if (error instanceof RangeError) return tooDeep();
    const details = (error as { sqlDetails?: { cursorPosition?: number } }).sqlDetails;
    const at =
      details?.cursorPosition !== undefined ? ` (at character ${details.cursorPosition + 1})` : '';
    return refuse(`The query is not valid SQL: ${(error as Error).message}${at}.`);
  }
}

/**
 * Checks SQL text for a queue of this type: `{ ok: true, statement }` with the one statement's
 * text, or `{ ok: false, message }` naming what is wrong.
 */
export function checkSqlQuery(text: string, type: WorkQueueType): SqlQueryCheck {
  try {
    if (text.includes('\u0000')) refuse('The query holds a NUL character.');
    const statements = parseStatements(text);
    if (statements.length === 0) refuse('The query is empty: write one SELECT.');
    if (statements.length > 1) {
      refuse(`The query must be one SELECT statement; it holds ${statements.length} statements.`);
    }
    const [parsed] = statements as [ParsedStatement];
    const [kind] = Object.keys(parsed.stmt);
    if (kind !== 'SelectStmt') {
      refuse(
        WRITES[kind ?? '']
          ? `A work-queue query may only read: it is ${WRITES[kind!]}.`
          : 'A work-queue query must be a SELECT.',
      );
    }
    walk(parsed.stmt, { views: SQL_QUERY_VIEWS[type], ctes: new Set() });
    const start = parsed.stmt_location ?? 0;
    const statement = parsed.stmt_len
      ? text.slice(start, start + parsed.stmt_len)
      : text.slice(start);
    return { ok: true, statement: statement.trim() };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message };
    throw error;
  }
}

/** Whether `text` is exactly one statement (the wrapped query is checked again before it runs). */
export function isOneStatement(text: string): boolean {
  try {
    return parseStatements(text).length === 1;
  } catch (error) {
    if (error instanceof Refusal) return false;
    throw error;
  }
}
