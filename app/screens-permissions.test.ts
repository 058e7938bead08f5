// Every protected screen checks its own rule: the route module of each screen whose access is not
// 'public' exports a loader, and its loader and action (whichever exist) call
// `await requirePermission(args, '<its screen id>')` unconditionally in their own body, before any
// return. Read from the route table and the modules' syntax, so a new screen is covered at once.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { getScreen, screenIds, type ScreenId } from './screens';

const guardModule = '~/auth/require-permission.server';
const guard = 'requirePermission';

type FunctionNode = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

function parse(module: string): ts.SourceFile {
  const path = new URL(module, import.meta.url);
  return ts.createSourceFile(module, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
}

function isExported(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/**
 * The exported function of this name: `export async function name(…) {…}` or
 * `export const name = async (…) => {…}` (or a function expression). A string when the module
 * exports the name in any other way, which this check cannot follow and so refuses.
 */
function exportedFunction(source: ts.SourceFile, name: string): FunctionNode | string | undefined {
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
      if (isExported(statement)) return statement;
      continue;
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name) continue;
        if (!isExported(statement)) continue;
        const initializer = declaration.initializer;
        if (
          initializer &&
          (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))
        ) {
          return initializer;
        }
        return `exports ${name} as something other than a function`;
      }
    }
    if (ts.isExportDeclaration(statement) && statement.exportClause) {
      const clause = statement.exportClause;
      if (ts.isNamedExports(clause) && clause.elements.some((item) => item.name.text === name)) {
        return `exports ${name} through an export list; declare it as an exported function`;
      }
    }
  }
  return undefined;
}

function isFunctionLike(node: ts.Node): boolean {
  return ts.isFunctionLike(node) || ts.isClassLike(node);
}

/** Whether node holds a `return`, leaving out nested functions and classes. */
function containsReturn(node: ts.Node): boolean {
  if (ts.isReturnStatement(node)) return true;
  if (isFunctionLike(node)) return false;
  return ts.forEachChild(node, containsReturn) ?? false;
}

/** The `await <call>` a top-level statement consists of: `await f(…);` or `const x = await f(…);`. */
function awaitedCall(statement: ts.Statement): ts.CallExpression | undefined {
  let expression: ts.Expression | undefined;
  if (ts.isExpressionStatement(statement)) expression = statement.expression;
  if (ts.isVariableStatement(statement) && statement.declarationList.declarations.length === 1) {
    expression = statement.declarationList.declarations[0]?.initializer;
  }
  if (!expression || !ts.isAwaitExpression(expression)) return undefined;
  return ts.isCallExpression(expression.expression) ? expression.expression : undefined;
}

/** Why this function does not check the screen's rule, or null when it does. */
function guardProblem(fn: FunctionNode, screenId: ScreenId): string | null {
  if (!fn.body || !ts.isBlock(fn.body)) return 'has no block body to check';
  const [parameter] = fn.parameters;
  if (!parameter || !ts.isIdentifier(parameter.name)) {
    return 'must take its arguments as one parameter (args) and pass them on';
  }
  const argsName = parameter.name.text;
  const statements = fn.body.statements;
  const index = statements.findIndex((statement) => {
    const call = awaitedCall(statement);
    return call !== undefined && ts.isIdentifier(call.expression) && call.expression.text === guard;
  });
  if (index < 0) {
    return `does not call \`await ${guard}(${argsName}, '${screenId}')\` as a statement of its own body`;
  }
  const call = awaitedCall(statements[index]!)!;
  const [first, second, ...rest] = call.arguments;
  if (!first || !ts.isIdentifier(first) || first.text !== argsName || rest.length > 0) {
    return `must pass its own arguments: \`${guard}(${argsName}, '${screenId}')\``;
  }
  if (!second || !ts.isStringLiteral(second) || second.text !== screenId) {
    return `checks ${second?.getText() ?? 'no screen'} instead of '${screenId}'`;
  }
  if (statements.slice(0, index).some(containsReturn)) {
    return `may return before ${guard}`;
  }
  return null;
}

function importsGuard(source: ts.SourceFile): boolean {
  return source.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === guardModule &&
      !statement.importClause?.isTypeOnly &&
      statement.importClause?.namedBindings !== undefined &&
      ts.isNamedImports(statement.importClause.namedBindings) &&
      statement.importClause.namedBindings.elements.some(
        (element) => element.name.text === guard && !element.propertyName && !element.isTypeOnly,
      ),
  );
}

/** Everything that keeps this route module from checking the screen's rule; empty when it does. */
function moduleProblems(source: ts.SourceFile, screenId: ScreenId): string[] {
  const problems: string[] = [];
  if (!importsGuard(source)) problems.push(`does not import ${guard} from '${guardModule}'`);
  for (const name of ['loader', 'action']) {
    const fn = exportedFunction(source, name);
    if (fn === undefined) {
      // Without a loader nothing stops the page from rendering for anyone.
      if (name === 'loader') problems.push('exports no loader');
      continue;
    }
    const problem = typeof fn === 'string' ? fn : guardProblem(fn, screenId);
    if (problem) problems.push(`${name} ${problem}`);
  }
  return problems;
}

const protectedScreens = screenIds.filter((id) => getScreen(id).access !== 'public');

describe('the permission check of every protected screen', () => {
  it('covers the screens of the route table', () => {
    expect(protectedScreens).toContain('home');
    expect(protectedScreens.length).toBeGreaterThan(1);
  });

  it.each(protectedScreens)('%s', (screenId) => {
    const module = getScreen(screenId).module;
    expect(moduleProblems(parse(module), screenId), `app/${module}`).toEqual([]);
  });
});

describe('the check itself', () => {
  const imports = `import { requirePermission } from '${guardModule}';\n`;
  const problemsOf = (body: string) =>
    moduleProblems(
      ts.createSourceFile('x.tsx', imports + body, ts.ScriptTarget.Latest, true),
      'home',
    );

  it('accepts a function declaration and a const arrow that await the check', () => {
    expect(
      problemsOf(`export async function loader(args) {
        const { user } = await requirePermission(args, 'home');
        return user;
      }
      export const action = async (args) => {
        await requirePermission(args, 'home');
        return null;
      };`),
    ).toEqual([]);
  });

  it.each([
    ['no loader', `export async function action(args) { await requirePermission(args, 'home'); }`],
    ['no call', `export async function loader(args) { return null; }`],
    [
      'another screen',
      `export async function loader(args) { await requirePermission(args, 'privacy'); }`,
    ],
    ['no await', `export async function loader(args) { requirePermission(args, 'home'); }`],
    [
      'other arguments',
      `export async function loader(args) { await requirePermission(other, 'home'); }`,
    ],
    [
      'a condition',
      `export async function loader(args) { if (x) await requirePermission(args, 'home'); }`,
    ],
    [
      'a nested function',
      `export async function loader(args) { const f = async () => { await requirePermission(args, 'home'); }; await f(); }`,
    ],
    [
      'an earlier return',
      `export async function loader(args) { if (x) { return null; } await requirePermission(args, 'home'); }`,
    ],
    [
      'a mere mention in the file',
      `async function check(args) { await requirePermission(args, 'home'); }
      export async function loader(args) { await check(args); }`,
    ],
    [
      'an unchecked action',
      `export async function loader(args) { await requirePermission(args, 'home'); }
      export const action = async (args) => null;`,
    ],
    [
      'an export list',
      `async function loader(args) { await requirePermission(args, 'home'); }
      export { loader };`,
    ],
  ])('refuses %s', (_, body) => {
    expect(problemsOf(body)).not.toEqual([]);
  });

  it('refuses a module that does not import the check', () => {
    const source = ts.createSourceFile(
      'x.tsx',
      `const requirePermission = async () => ({});
      export async function loader(args) { await requirePermission(args, 'home'); }`,
      ts.ScriptTarget.Latest,
      true,
    );
    expect(moduleProblems(source, 'home')).not.toEqual([]);
  });
});
