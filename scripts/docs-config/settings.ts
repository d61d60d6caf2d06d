import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { SETTINGS_READ_ELSEWHERE } from '#server/core/config-settings';

/** One row of docs/configuration.md's table. */
export interface SettingRow {
  env: string[];
  /** Markdown, one text for the row (several variables' defaults joined with ' / '). */
  default: string;
  meaning: string;
  readIn: string;
}

export const CONFIG_FILE = fileURLToPath(new URL('../../server/core/config.ts', import.meta.url));
const CONFIG_PATH = 'server/core/config.ts';

/**
 * The settings as the code has them: every field of `loadConfig`'s result that reads an environment
 * variable (its documentation comment is the meaning, `@env` / `@default` override what the code
 * shows), then the settings the adapters read themselves (server/core/config-settings.ts). A setting
 * without a comment is an error, so a new one cannot reach the table undescribed.
 */
export function readSettings(): SettingRow[] {
  const program = ts.createProgram([CONFIG_FILE], { ...compilerOptions(), noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(CONFIG_FILE);
  if (!source) throw new Error(`${CONFIG_FILE} not found`);
  const loadConfig = source.statements.find(
    (s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === 'loadConfig',
  );
  if (!loadConfig?.body) throw new Error('loadConfig not found in server/core/config.ts');
  const locals = new Map<string, ts.Expression>();
  let result: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      locals.set(node.name.text, node.initializer);
    if (ts.isReturnStatement(node) && node.expression && ts.isObjectLiteralExpression(node.expression))
      result = node.expression;
    if (!ts.isFunctionLike(node) || node === loadConfig) ts.forEachChild(node, visit);
  };
  visit(loadConfig);
  if (!result) throw new Error('loadConfig returns no object literal');
  const configType = checker.getContextualType(result) ?? checker.getTypeAtLocation(result);

  const rows: SettingRow[] = [];
  for (const property of result.properties) {
    if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) continue;
    const name = property.name.getText(source);
    let value: ts.Expression | undefined = ts.isPropertyAssignment(property)
      ? property.initializer
      : property.name;
    if (value && ts.isIdentifier(value)) value = locals.get(value.text);
    const symbol = configType.getProperty(name);
    const tags = new Map(
      (symbol?.getJsDocTags(checker) ?? []).map((t) => [t.name, ts.displayPartsToString(t.text).trim()]),
    );
    const reads = value ? envReads(value) : [];
    const env =
      tags
        .get('env')
        ?.split(/[\s,/]+/)
        .filter(Boolean) ?? unique(reads.map((r) => r.name));
    if (env.length === 0) continue;
    const meaning = oneLine(ts.displayPartsToString(symbol?.getDocumentationComment(checker) ?? []));
    if (!meaning)
      throw new Error(
        `${CONFIG_PATH}: Config.${name} (${env.join(', ')}) has no documentation comment: describe it`,
      );
    const defaults = env.map((variable) => {
      const read = reads.find((r) => r.name === variable);
      return read ? defaultOf(read.node, checker) : 'unset';
    });
    rows.push({
      env,
      default: tags.get('default') ?? joinDefaults(defaults),
      meaning: sentence(meaning),
      readIn: CONFIG_PATH,
    });
  }
  for (const s of SETTINGS_READ_ELSEWHERE)
    rows.push({ env: [...s.env], default: s.default, meaning: sentence(s.meaning), readIn: s.readIn });
  return rows;
}

/** The project's own options (tsconfig.json), so imports resolve as they do for tsc. */
function compilerOptions(): ts.CompilerOptions {
  const file = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
  const { config } = ts.readConfigFile(file, (path) => ts.sys.readFile(path));
  return ts.parseJsonConfigFileContent(config, ts.sys, fileURLToPath(new URL('../../', import.meta.url)))
    .options;
}

interface EnvRead {
  name: string;
  node: ts.Node;
}

/** `env.X` and `env['X']` inside an expression, in reading order. */
function envReads(expression: ts.Node): EnvRead[] {
  const reads: EnvRead[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'env' &&
      /^[A-Z][A-Z0-9_]*$/.test(node.name.text)
    )
      reads.push({ name: node.name.text, node });
    else if (
      ts.isElementAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'env' &&
      ts.isStringLiteral(node.argumentExpression)
    )
      reads.push({ name: node.argumentExpression.text, node });
    ts.forEachChild(node, visit);
  };
  visit(expression);
  return reads;
}

/** The literal after the `??` or `||` whose left side is the variable's read; 'unset' without one. */
function defaultOf(read: ts.Node, checker: ts.TypeChecker): string {
  for (let node: ts.Node = read; node.parent; node = node.parent) {
    const parent = node.parent;
    if (
      ts.isBinaryExpression(parent) &&
      parent.left === node &&
      (parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
        parent.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    ) {
      const value = literalOf(parent.right, checker);
      return value === undefined ? 'unset' : `\`${value}\``;
    }
    if (!ts.isParenthesizedExpression(parent) && !ts.isBinaryExpression(parent)) break;
  }
  return 'unset';
}

function literalOf(node: ts.Expression, checker: ts.TypeChecker): string | number | undefined {
  if (ts.isParenthesizedExpression(node)) return literalOf(node.expression, checker);
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isBinaryExpression(node)) {
    const [a, b] = [literalOf(node.left, checker), literalOf(node.right, checker)];
    if (typeof a !== 'number' || typeof b !== 'number') return undefined;
    if (node.operatorToken.kind === ts.SyntaxKind.AsteriskToken) return a * b;
    if (node.operatorToken.kind === ts.SyntaxKind.PlusToken) return a + b;
    return undefined;
  }
  if (ts.isIdentifier(node)) {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer)
      return literalOf(declaration.initializer, checker);
  }
  return undefined;
}

function joinDefaults(defaults: string[]): string {
  return defaults.every((d) => d === 'unset') ? 'unset' : defaults.join(' / ');
}

const unique = (names: string[]) => [...new Set(names)];
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const sentence = (text: string) => text.replace(/\.$/, '');
