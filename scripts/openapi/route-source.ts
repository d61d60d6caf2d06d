import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** Where a route reads an input from. */
export type InputSource = 'body' | 'query' | 'path' | 'header';

/** One `parseInput(struct, source)` a route's handler makes (directly or through a helper of its file). */
export interface SourceInput {
  source: InputSource;
  /** The struct expression as written, evaluated later in the file's scope (route-inputs.ts). */
  structText: string;
}

/** A route as its file writes it: `router.post('/path', handler)`, its inputs and its answers. */
export interface SourceRoute {
  file: string;
  method: string;
  /** The path as a regular expression (a template or a variable path matches any segment). */
  pathPattern: RegExp;
  pathText: string;
  inputs: SourceInput[];
  /** Every expression assigned to `ctx.body`, for the response types (views.ts). */
  bodies: ts.Expression[];
  /** Names of the functions the handler calls (its guards among them: userOf, requireArea...). */
  calls: string[];
  /** Statuses the handler sets itself (`ctx.status = 202`); 200 otherwise. */
  statuses: number[];
  sourceFile: ts.SourceFile;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every route call in the server's source files. Reads files only; the route table itself comes from the registry. */
export function sourceRoutes(root: string): SourceRoute[] {
  return serverFiles(join(root, 'server')).flatMap((file) => routesOfFile(root, file));
}

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith('.ts') && readFileSync(path, 'utf8').includes('Router') ? [path] : [];
  });
}

function routesOfFile(root: string, file: string): SourceRoute[] {
  const sourceFile = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const prefix = /new Router\(\{\s*prefix:\s*'([^']+)'/.exec(sourceFile.text)?.[1] ?? '/api/v1';
  const helpers = localFunctions(sourceFile);
  const routes: SourceRoute[] = [];
  const visit = (node: ts.Node): void => {
    const route = routeCall(node);
    if (route) {
      const handlers = route.arguments.slice(1);
      const inputs: SourceInput[] = [];
      const bodies: ts.Expression[] = [];
      const calls = new Set<string>();
      const statuses = new Set<number>();
      const seen = new Set<ts.Node>();
      for (const handler of handlers) collect(handler, helpers, seen, { inputs, bodies, calls, statuses });
      routes.push({
        file: relative(root, file),
        method: (route.expression as ts.PropertyAccessExpression).name.text.toUpperCase(),
        pathPattern: pathPattern(prefix, route.arguments[0]!),
        pathText: route.arguments[0]!.getText(sourceFile),
        inputs,
        bodies,
        calls: [...calls],
        statuses: [...statuses],
        sourceFile,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return routes;
}

/** `x.post(path, ...handlers)` with a path as its first argument. */
function routeCall(node: ts.Node): ts.CallExpression | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  if (!METHODS.has(node.expression.name.text) || node.arguments.length < 2) return undefined;
  const target = node.expression.expression.getText();
  return /router$/i.test(target) ? node : undefined;
}

function pathPattern(prefix: string, arg: ts.Expression): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))
    return new RegExp(`^${escape(prefix + arg.text)}$`);
  if (ts.isTemplateExpression(arg)) {
    const parts = [arg.head.text, ...arg.templateSpans.flatMap((span) => ['\u0000', span.literal.text])];
    const body = parts.map((p) => (p === '\u0000' ? '[^/]+' : escape(p))).join('');
    return new RegExp(`^${escape(prefix)}${body}$`);
  }
  // A path from an imported table of paths (`FUNNEL_API.view`): the literal the table holds.
  const tabled = ts.isPropertyAccessExpression(arg) ? tablePath(arg) : undefined;
  if (tabled !== undefined) return new RegExp(`^${escape(prefix + tabled)}$`);
  // A path from a loop over literal paths (`for (const path of ['/a', '/b'])`): any of them.
  const paths = ts.isIdentifier(arg) ? loopPaths(arg) : undefined;
  if (paths) return new RegExp(`^${escape(prefix)}(${paths.map(escape).join('|')})$`);
  throw new Error(
    `${arg.getSourceFile().fileName}: a route path the generator cannot read: ${arg.getText()}`,
  );
}

/** `TABLE.key` where TABLE is an object literal of string paths, declared here or imported (relative or a layer name). */
function tablePath(access: ts.PropertyAccessExpression): string | undefined {
  if (!ts.isIdentifier(access.expression)) return undefined;
  const table = access.expression.text;
  const file = access.getSourceFile();
  const declaring = [file];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const names = statement.importClause?.namedBindings;
    if (!names || !ts.isNamedImports(names) || !names.elements.some((e) => e.name.text === table)) continue;
    const specifier = statement.moduleSpecifier.text;
    // A layer name (`#events/...`, package.json "imports") is the folder of that name at the root.
    const base = specifier.startsWith('#')
      ? join(process.cwd(), specifier.slice(1))
      : join(dirname(file.fileName), specifier);
    const target = `${base}.ts`;
    declaring.push(ts.createSourceFile(target, readFileSync(target, 'utf8'), ts.ScriptTarget.ES2022, true));
  }
  for (const source of declaring)
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || declaration.name.text !== table) continue;
        let init = declaration.initializer;
        while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init))) init = init.expression;
        if (!init || !ts.isObjectLiteralExpression(init)) return undefined;
        for (const property of init.properties)
          if (
            ts.isPropertyAssignment(property) &&
            property.name.getText(source) === access.name.text &&
            ts.isStringLiteral(property.initializer)
          )
            return property.initializer.text;
      }
    }
  return undefined;
}

function loopPaths(name: ts.Identifier): string[] | undefined {
  for (let node: ts.Node | undefined = name.parent; node; node = node.parent) {
    if (!ts.isForOfStatement(node) || !ts.isVariableDeclarationList(node.initializer)) continue;
    const declared = node.initializer.declarations[0]?.name;
    if (!declared || !ts.isIdentifier(declared) || declared.text !== name.text) continue;
    if (!ts.isArrayLiteralExpression(node.expression)) return undefined;
    const items = node.expression.elements;
    return items.every(ts.isStringLiteral) ? items.map((item) => (item as ts.StringLiteral).text) : undefined;
  }
  return undefined;
}

/** Functions declared anywhere in the file, by name (helpers such as `employer(ctx, s)`). */
function localFunctions(sourceFile: ts.SourceFile): Map<string, ts.Node> {
  const found = new Map<string, ts.Node>();
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) found.set(node.name.text, node.body);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
        found.set(node.name.text, node.initializer.body);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Walks a handler (and the file's helpers it calls) for parseInput calls and `ctx.body =` assignments. */
function collect(
  node: ts.Node,
  helpers: Map<string, ts.Node>,
  seen: Set<ts.Node>,
  found: { inputs: SourceInput[]; bodies: ts.Expression[]; calls: Set<string>; statuses: Set<number> },
): void {
  const { inputs, bodies, calls, statuses } = found;
  if (seen.has(node)) return;
  seen.add(node);
  const visit = (child: ts.Node): void => {
    if (ts.isCallExpression(child)) {
      const input = inputOf(child);
      if (input && !inputs.some((i) => i.source === input.source && i.structText === input.structText))
        inputs.push(input);
      if (ts.isIdentifier(child.expression)) calls.add(child.expression.text);
      const callee = ts.isIdentifier(child.expression) ? helpers.get(child.expression.text) : undefined;
      if (callee) collect(callee, helpers, seen, found);
    }
    if (ts.isIdentifier(child) && helpers.has(child.text) && !ts.isCallExpression(child.parent)) {
      // A helper passed as a value (a shared handler): walk it too.
      collect(helpers.get(child.text)!, helpers, seen, found);
    }
    if (
      ts.isBinaryExpression(child) &&
      child.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      /^ctx\.body$/.test(child.left.getText())
    )
      bodies.push(child.right);
    if (
      ts.isBinaryExpression(child) &&
      child.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      child.left.getText() === 'ctx.status' &&
      ts.isNumericLiteral(child.right)
    )
      statuses.add(Number(child.right.text));
    ts.forEachChild(child, visit);
  };
  visit(node);
}

function inputOf(call: ts.CallExpression): SourceInput | undefined {
  const name = call.expression.getText();
  if (name === 'parseListQuery' && call.arguments[1])
    return { source: 'query', structText: call.arguments[1].getText() };
  if (name !== 'parseInput' || !call.arguments[0] || !call.arguments[1]) return undefined;
  const from = call.arguments[1].getText();
  const source: InputSource = /request\.body|withQuery/.test(from)
    ? 'body'
    : /params/.test(from)
      ? 'path'
      : /headers|ctx\.get\(/.test(from)
        ? 'header'
        : /query|Revision/i.test(from)
          ? 'query'
          : 'body';
  return { source, structText: call.arguments[0].getText() };
}
