import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * A map of the server's source read with the TypeScript parser (no type checking, so it is quick):
 * which tables each file names in a query, and which files it imports. architecture.test.ts holds
 * the module fences and the documented module map against it.
 */

export const SRC = path.resolve(import.meta.dirname, '..');

/** Kysely calls whose first argument names a table (`'orders'`, `'orders as o'`, or a list of them). */
const TABLE_CALLS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
]);
/** db/rows.ts helpers: the table is their second argument. */
const ROW_HELPERS = new Set(['insertRow', 'updateRow', 'deleteRow', 'missingIds']);

export interface SourceFile {
  /** Relative to src/, with forward slashes: `modules/orders/service.ts`. */
  file: string;
  /** The module folder it sits in, or null outside src/modules. */
  module: string | null;
  /** Every table name its queries start from or join (names not in the schema are dropped by the caller). */
  tables: string[];
  /** Imports and re-exports resolved to files relative to src/ (packages are left out). */
  imports: { target: string; typeOnly: boolean }[];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function tableNames(arg: ts.Expression | undefined): string[] {
  if (!arg) return [];
  if (ts.isStringLiteralLike(arg)) return [arg.text.trim().split(/\s+as\s+/)[0]!];
  if (ts.isArrayLiteralExpression(arg)) return arg.elements.flatMap((e) => tableNames(e));
  if (ts.isIdentifier(arg)) return parameterTables(arg);
  return [];
}

/** A table named by a parameter typed as literals (`table: 'orders' | 'payments'`): each of them. */
function parameterTables(name: ts.Identifier): string[] {
  for (let node: ts.Node | undefined = name.parent; node; node = node.parent) {
    if (!ts.isFunctionLike(node)) continue;
    const param = node.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name.text);
    if (!param?.type) continue;
    const types = ts.isUnionTypeNode(param.type) ? param.type.types : [param.type];
    return types.flatMap((t) =>
      ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal) ? [t.literal.text] : [],
    );
  }
  return [];
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  if (ts.isIdentifier(callee)) return callee.text;
  return undefined;
}

function readFile(full: string): SourceFile {
  const file = path.relative(SRC, full).split(path.sep).join('/');
  const text = fs.readFileSync(full, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const tables: string[] = [];
  const imports: SourceFile['imports'] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name && TABLE_CALLS.has(name) && ts.isPropertyAccessExpression(node.expression)) {
        tables.push(...tableNames(node.arguments[0]));
      } else if (name && ROW_HELPERS.has(name)) {
        tables.push(...tableNames(node.arguments[1]));
      }
    }
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const spec = (node.moduleSpecifier as ts.StringLiteral).text;
      if (spec.startsWith('.')) {
        const target = path
          .relative(SRC, path.resolve(path.dirname(full), spec))
          .split(path.sep)
          .join('/');
        const typeOnly = ts.isImportDeclaration(node)
          ? Boolean(node.importClause?.isTypeOnly)
          : node.isTypeOnly;
        imports.push({ target, typeOnly });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const module = /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
  return { file, module, tables: [...new Set(tables)], imports };
}

/** Every non-test source file of the server. */
export function codeMap(): SourceFile[] {
  return sourceFiles(SRC)
    .map(readFile)
    .sort((a, b) => a.file.localeCompare(b.file));
}
