import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds, in the source, every message a client can receive: what `new AppError(...)` and the
 * helpers that build one (`notFound`, `conflict`, a module's own `rule`, ...) are given, field
 * messages, and zod messages (`.regex(re, '...')`, `{ message: '...' }`, `{ error: '...' }`).
 * Used by the test that keeps the Arabic catalogue complete; not part of the server.
 */

/** A message as the source writes it; `{}` stands where the source computes a value. */
export interface SourceMessage {
  text: string;
  where: string;
}

/** Literal words a message places into itself (`${field === 'sku' ? 'SKU' : 'barcode'}`). */
export interface SourceTerm {
  text: string;
  where: string;
}

type Part = string | { param: number } | { opaque: true };

/** A function whose arguments end up in an error: which argument is the message, which the fields. */
interface Maker {
  messages: Part[][];
  fieldsParams: number[];
}

/** zod methods whose message is the second argument (`.regex(re, '...')`, `.min(1, '...')`). */
const ZOD_SECOND = new Set([
  'regex',
  'refine',
  'min',
  'max',
  'length',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
]);
/** zod methods whose message is the only argument (`z.iso.date('...')`, `.int('...')`). */
const ZOD_FIRST = new Set([
  'positive',
  'negative',
  'nonnegative',
  'nonpositive',
  'int',
  'email',
  'url',
  'uuid',
  'date',
  'datetime',
  'time',
  'nonempty',
]);

const ASSIGNMENTS = new Set([ts.SyntaxKind.EqualsToken, ts.SyntaxKind.QuestionQuestionEqualsToken]);
const FALLBACKS = new Set([ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken]);

function sourceFiles(dir: string, skip: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (skip(full)) return [];
    if (entry.isDirectory()) return sourceFiles(full, skip);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string | undefined {
  const e = node.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return undefined;
}

/** The function a node sits in, with the name it is called by. */
function enclosingFunction(node: ts.Node): { name: string; params: string[] } | undefined {
  for (let n = node.parent; n; n = n.parent) {
    if (
      ts.isFunctionDeclaration(n) ||
      ts.isMethodDeclaration(n) ||
      ts.isArrowFunction(n) ||
      ts.isFunctionExpression(n)
    ) {
      const params = n.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : ''));
      let name: string | undefined;
      if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.name && ts.isIdentifier(n.name)) {
        name = n.name.text;
      } else if (ts.isVariableDeclaration(n.parent) && ts.isIdentifier(n.parent.name)) {
        name = n.parent.name.text;
      }
      return name ? { name, params } : undefined;
    }
  }
  return undefined;
}

function unwrap(e: ts.Expression): ts.Expression {
  while (ts.isAsExpression(e) || ts.isParenthesizedExpression(e) || ts.isSatisfiesExpression(e))
    e = e.expression;
  return e;
}

/** A const's initializer in the same file (`const LAST_OWNER = '...'`). */
function constValue(file: ts.SourceFile, name: string): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  const visit = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === name && n.initializer) {
      found = unwrap(n.initializer);
    }
    if (!found) ts.forEachChild(n, visit);
  };
  visit(file);
  return found;
}

/** Scans the .ts files under `roots` (tests aside, and whatever `skip` says of a file or folder). */
export function scanMessages(
  roots: string[],
  skip: (file: string) => boolean = () => false,
): { messages: SourceMessage[]; terms: SourceTerm[] } {
  const files = roots
    .flatMap((root) => sourceFiles(root, skip))
    .map((f) => ({
      name: f,
      source: ts.createSourceFile(f, fs.readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true),
    }));
  const makers = new Map<string, Maker>([['AppError', { messages: [[{ param: 1 }]], fieldsParams: [2] }]]);
  const messages = new Map<string, SourceMessage>();
  const terms = new Map<string, SourceTerm>();

  function walk(collect: boolean): boolean {
    let changed = false;
    for (const { name: fileName, source } of files) {
      const where = (n: ts.Node) =>
        `${path.relative(process.cwd(), fileName)}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
      const addTerms = (e: ts.Expression, n: ts.Node) => {
        e = unwrap(e);
        if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
          // Words only: an English plural's "s" is not a term.
          if (collect && /[A-Za-z]{2}/.test(e.text)) terms.set(e.text, { text: e.text, where: where(n) });
        } else if (ts.isConditionalExpression(e)) {
          addTerms(e.whenTrue, n);
          addTerms(e.whenFalse, n);
        } else if (ts.isElementAccessExpression(e) && ts.isIdentifier(e.expression)) {
          const table = constValue(source, e.expression.text);
          if (table && ts.isObjectLiteralExpression(table)) {
            for (const p of table.properties) if (ts.isPropertyAssignment(p)) addTerms(p.initializer, n);
          }
        }
      };
      const partsOf = (
        e: ts.Expression,
        fn: ReturnType<typeof enclosingFunction>,
        n: ts.Node,
      ): Part[] | undefined => {
        e = unwrap(e);
        if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
        if (ts.isTemplateExpression(e)) {
          const parts: Part[] = [e.head.text];
          for (const span of e.templateSpans) {
            const x = unwrap(span.expression);
            const param = ts.isIdentifier(x) ? (fn?.params.indexOf(x.text) ?? -1) : -1;
            if (param < 0) addTerms(x, n);
            parts.push(param >= 0 ? { param } : { opaque: true }, span.literal.text);
          }
          return parts;
        }
        if (ts.isIdentifier(e)) {
          const param = fn?.params.indexOf(e.text) ?? -1;
          if (param >= 0) return [{ param }];
          const value = constValue(source, e.text);
          return value ? partsOf(value, fn, n) : undefined;
        }
        return undefined;
      };
      const record = (parts: Part[], n: ts.Node) => {
        const text = parts.map((p) => (typeof p === 'string' ? p : '{}')).join('');
        if (collect && /[A-Za-z]/.test(text)) messages.set(text, { text, where: where(n) });
      };

      /** A value and, for `x ?? '...'` or `x || '...'`, its fallback. */
      const recordValue = (e: ts.Expression, n: ts.Node) => {
        e = unwrap(e);
        if (ts.isBinaryExpression(e) && FALLBACKS.has(e.operatorToken.kind)) return recordValue(e.right, n);
        const parts = partsOf(e, undefined, n);
        if (parts) record(parts, n);
      };

      const visit = (n: ts.Node) => {
        if (ts.isCallExpression(n) || ts.isNewExpression(n)) {
          const name = calleeName(n);
          const args = n.arguments ?? [];
          const maker = name ? makers.get(name) : undefined;
          const fn = enclosingFunction(n);
          for (const template of maker?.messages ?? []) {
            const resolved: Part[] = [];
            for (const p of template) {
              if (typeof p === 'string' || 'opaque' in p) resolved.push(p);
              else {
                // An argument computed at run time is a value in the message.
                const arg = args[p.param];
                resolved.push(...((arg && partsOf(arg, fn, n)) ?? [{ opaque: true as const }]));
              }
            }
            if (resolved.some((p) => typeof p === 'object' && 'param' in p)) {
              // A helper passing its own parameter on: calls to the helper carry the message.
              const helper = makers.get(fn!.name) ?? { messages: [], fieldsParams: [] };
              const key = JSON.stringify(resolved);
              if (!helper.messages.some((m) => JSON.stringify(m) === key)) {
                helper.messages.push(resolved);
                makers.set(fn!.name, helper);
                changed = true;
              }
            } else {
              record(resolved, n);
            }
          }
          for (const index of maker?.fieldsParams ?? []) {
            const arg = args[index] && unwrap(args[index]);
            if (arg && ts.isObjectLiteralExpression(arg)) {
              for (const p of arg.properties) {
                if (!ts.isPropertyAssignment(p)) continue;
                const parts = partsOf(p.initializer, undefined, n);
                if (parts) record(parts, n);
              }
            } else if (arg && ts.isIdentifier(arg) && fn && fn.params.includes(arg.text)) {
              const helper = makers.get(fn.name) ?? { messages: [], fieldsParams: [] };
              const param = fn.params.indexOf(arg.text);
              if (!helper.fieldsParams.includes(param)) {
                helper.fieldsParams.push(param);
                makers.set(fn.name, helper);
                changed = true;
              }
            }
          }
          const zodArg = name && (ZOD_SECOND.has(name) ? args[1] : ZOD_FIRST.has(name) ? args[0] : undefined);
          if (zodArg && ts.isPropertyAccessExpression(n.expression)) {
            const parts = partsOf(zodArg, undefined, n);
            if (parts) record(parts, n);
          }
        }
        if (
          ts.isPropertyAssignment(n) &&
          ts.isIdentifier(n.name) &&
          (n.name.text === 'message' || n.name.text === 'error')
        ) {
          recordValue(n.initializer, n);
        }
        // fields[key] = '...' and fields[key] ??= '...'
        if (
          ts.isBinaryExpression(n) &&
          ASSIGNMENTS.has(n.operatorToken.kind) &&
          (ts.isElementAccessExpression(n.left) || ts.isPropertyAccessExpression(n.left)) &&
          ts.isIdentifier(n.left.expression) &&
          n.left.expression.text === 'fields'
        ) {
          recordValue(n.right, n);
        }
        ts.forEachChild(n, visit);
      };
      visit(source);
    }
    return changed;
  }

  while (walk(false));
  walk(true);
  return { messages: [...messages.values()], terms: [...terms.values()] };
}
