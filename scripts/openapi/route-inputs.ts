import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { Struct } from 'superstruct';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any struct, whatever its schema part
export type AnyStruct = Struct<any, any>;

/**
 * Evaluates a struct expression as a route file writes it (`SavePositionsInput`,
 * `saveQuestionnaireLightInput(schemaOptions())`, `ProfileSectionInput.personal`) in that file's
 * scope: its imports (loaded for real) and its own constants and helpers, with `s` the stand-in
 * services the registry was built with. No route is edited to be described.
 */
export class FileScopes {
  private readonly scopes = new Map<string, Promise<Record<string, unknown>>>();

  constructor(private readonly services: unknown) {}

  async struct(sourceFile: ts.SourceFile, text: string): Promise<AnyStruct> {
    const scope = await this.scopeOf(sourceFile);
    const value = evaluate(text, scope);
    if (!value || typeof value !== 'object' || !('refiner' in value))
      throw new Error(`${sourceFile.fileName}: ${text} is not a superstruct struct`);
    return value as AnyStruct;
  }

  private scopeOf(sourceFile: ts.SourceFile): Promise<Record<string, unknown>> {
    let scope = this.scopes.get(sourceFile.fileName);
    if (!scope) {
      scope = buildScope(sourceFile, this.services);
      this.scopes.set(sourceFile.fileName, scope);
    }
    return scope;
  }
}

async function buildScope(sourceFile: ts.SourceFile, services: unknown): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = { s: services };
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    if (statement.importClause.isTypeOnly) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const module = (await import(
      specifier.startsWith('.')
        ? pathToFileURL(resolve(dirname(sourceFile.fileName), specifier)).href
        : specifier
    )) as Record<string, unknown>;
    const { name, namedBindings } = statement.importClause;
    if (name) values[name.text] = module.default;
    if (namedBindings && ts.isNamespaceImport(namedBindings)) values[namedBindings.name.text] = module;
    if (namedBindings && ts.isNamedImports(namedBindings)) {
      for (const element of namedBindings.elements) {
        if (element.isTypeOnly) continue;
        values[element.name.text] = module[(element.propertyName ?? element.name).text];
      }
    }
  }
  // The file's own constants and helpers, at any depth, evaluated when first named.
  const declarations = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      declarations.set(node.name.text, node.initializer.getText(sourceFile));
    if (ts.isFunctionDeclaration(node) && node.name)
      declarations.set(node.name.text, node.getText(sourceFile));
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  const scope: Record<string, unknown> = new Proxy(values, {
    has: (target, key) => typeof key === 'string' && (key in target || declarations.has(key)),
    get: (target, key) => {
      if (typeof key !== 'string') return undefined;
      if (!(key in target) && declarations.has(key)) {
        const text = declarations.get(key)!;
        target[key] =
          text.startsWith('function') || text.startsWith('async function')
            ? evaluate(`(${text})`, scope)
            : evaluate(text, scope);
      }
      return target[key];
    },
  });
  return scope;
}

/** The expression's value in the scope (TypeScript syntax stripped first). */
function evaluate(text: string, scope: Record<string, unknown>): unknown {
  const js = ts.transpileModule(`export default (${text});`, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  const expression = js.replace(/^[\s\S]*?export default /, '').replace(/;\s*(\/\/.*)?\s*$/, '');
  // `with` resolves every free name through the scope; it needs sloppy mode, which Function gives.
  return new Function('scope', `with (scope) { return ${expression}; }`)(scope);
}
