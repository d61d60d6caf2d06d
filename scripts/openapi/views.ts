import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { createGenerator } from 'ts-json-schema-generator';
import type { JsonSchema } from './struct-schema';

/** A route's answer as far as its code tells: a schema, and whether a named view type described it. */
export interface ResponseShape {
  schema: JsonSchema;
  /** False when the answer's type names no exported view type anywhere (listed in the report). */
  typed: boolean;
  /** Bytes (a PDF, a CSV, a file), not JSON. */
  binary?: boolean;
}

const BINARY_TYPES = new Set(['Buffer', 'Uint8Array', 'Readable', 'ReadStream', 'Stream', 'PassThrough']);

/**
 * The answers' schemas come from the types TypeScript infers for what each route assigns to
 * `ctx.body`. A named, exported type (a view of events/, a document of projections/) is described by
 * ts-json-schema-generator; the anonymous wrappers routes put around them (`{ list: PositionDoc[] }`)
 * are spelled out here from their properties, so the views themselves are never retyped by hand.
 */
export class ResponseTypes {
  private readonly checker: ts.TypeChecker;
  private readonly named = new Map<ts.Declaration, string>();

  constructor(
    private readonly root: string,
    files: string[],
  ) {
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: () => undefined,
      },
    );
    this.program = ts.createProgram(files, config?.options ?? {});
    this.checker = this.program.getTypeChecker();
  }

  private readonly program: ts.Program;

  /** The program's own node for a route file's expression (route-source.ts parses files on its own). */
  shapeOf(fileName: string, start: number, end: number): ResponseShape {
    const file = this.program.getSourceFile(fileName);
    const node = file && findExpression(file, start, end);
    if (!node) return { schema: { type: 'object' }, typed: false };
    const type = this.checker.getTypeAtLocation(node);
    const names = type.isUnion() ? type.types : [type];
    const isText = (t: ts.Type) => !!(t.flags & ts.TypeFlags.StringLike);
    if (names.some((t) => BINARY_TYPES.has(t.getSymbol()?.name ?? '')) || names.every(isText))
      return { schema: {}, typed: true, binary: true };
    const state = { typed: false };
    const schema = this.describe(type, state, 0);
    return { schema, typed: state.typed };
  }

  /** Named types ts-json-schema-generator could not read, described by describe() instead. */
  readonly fallbacks: string[] = [];

  private describe(type: ts.Type, state: { typed: boolean }, depth: number, unnamed = false): JsonSchema {
    const checker = this.checker;
    if (type.flags & ts.TypeFlags.Any || type.flags & ts.TypeFlags.Unknown) return {};
    if (type.flags & ts.TypeFlags.StringLike && !type.isStringLiteral()) return { type: 'string' };
    if (type.isStringLiteral() || type.isNumberLiteral()) return { const: type.value };
    if (type.flags & ts.TypeFlags.NumberLike) return { type: 'number' };
    if (type.flags & ts.TypeFlags.BooleanLiteral) return { const: checker.typeToString(type) === 'true' };
    if (type.flags & ts.TypeFlags.BooleanLike) return { type: 'boolean' };
    if (type.flags & ts.TypeFlags.Null) return { type: 'null' };
    if (type.flags & ts.TypeFlags.Undefined || type.flags & ts.TypeFlags.Void) return {};
    const name = unnamed ? undefined : this.exportedName(type);
    if (name) {
      state.typed = true;
      return { $ref: `#/components/schemas/${name}` };
    }
    if (type.isUnion()) {
      const members = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
      if (members.every((t) => t.flags & ts.TypeFlags.BooleanLiteral)) return { type: 'boolean' };
      const schemas = members.map((t) => this.describe(t, state, depth));
      return schemas.length === 1 ? schemas[0]! : { anyOf: schemas };
    }
    if (checker.isArrayType(type)) {
      const [item] = checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: item ? this.describe(item, state, depth + 1) : {} };
    }
    if (type.flags & ts.TypeFlags.Object && depth < 6) {
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const property of checker.getPropertiesOfType(type)) {
        const declaration = property.valueDeclaration ?? property.declarations?.[0];
        if (!declaration) continue;
        const propertyType = checker.getTypeOfSymbolAtLocation(property, declaration);
        if (propertyType.getCallSignatures().length) continue;
        properties[property.name] = this.describe(propertyType, state, depth + 1);
        if (!(property.flags & ts.SymbolFlags.Optional) && !(propertyType.flags & ts.TypeFlags.Undefined))
          required.push(property.name);
      }
      const index = checker.getIndexInfosOfType(type)[0];
      const schema: JsonSchema = { type: 'object', properties };
      if (required.length) schema.required = required;
      if (index) schema.additionalProperties = this.describe(index.type, state, depth + 1);
      return schema;
    }
    return {};
  }

  /** The name of an exported interface or type alias of the project's own files, if the type has one. */
  private exportedName(type: ts.Type): string | undefined {
    if (type.aliasSymbol && type.aliasTypeArguments?.length) return undefined;
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const declaration = symbol?.declarations?.[0];
    if (!symbol || !declaration) return undefined;
    if (!ts.isInterfaceDeclaration(declaration) && !ts.isTypeAliasDeclaration(declaration)) return undefined;
    if (declaration.typeParameters?.length) return undefined;
    const file = declaration.getSourceFile().fileName;
    if (file.includes('node_modules') || !file.startsWith(this.root)) return undefined;
    const exported = ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Export;
    if (!exported) return undefined;
    let name = this.named.get(declaration);
    if (!name) {
      const taken = new Set(this.named.values());
      name = symbol.name;
      for (let i = 2; taken.has(name); i += 1) name = `${symbol.name}${i}`;
      this.named.set(declaration, name);
    }
    return name;
  }

  /** The named views' schemas, by ts-json-schema-generator, as OpenAPI components. */
  componentSchemas(): Record<string, JsonSchema> {
    if (this.named.size === 0) return {};
    const dir = join(this.root, '.tmp', 'openapi');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'views.ts');
    const lines = [...this.named].map(([declaration, name], i) => {
      const source = declaration.getSourceFile().fileName.replace(/\.ts$/, '');
      const original = (declaration as ts.InterfaceDeclaration | ts.TypeAliasDeclaration).name.text;
      const from = relative(dirname(file), source);
      return `import type { ${original} as V${i} } from '${from.startsWith('.') ? from : `./${from}`}';\nexport type ${name} = V${i};`;
    });
    writeFileSync(file, `${lines.join('\n')}\n`);
    try {
      const generator = createGenerator({
        path: file,
        tsconfig: join(this.root, 'tsconfig.json'),
        expose: 'export',
        topRef: false,
        skipTypeCheck: true,
        additionalProperties: true,
        jsDoc: 'basic',
      });
      const schemas: Record<string, JsonSchema> = {};
      const inFile = new Set(this.named.values());
      // Views named only while falling back (below) join the loop, described the same way.
      for (const [declaration, name] of this.named) {
        try {
          if (!inFile.has(name)) throw new Error(`${name} is not in the generator's file`);
          const definitions = generator.createSchema(name).definitions ?? {};
          if (!definitions[name]) throw new Error(`${name}: no definition`);
          for (const [key, value] of Object.entries(definitions)) schemas[key] ??= value as JsonSchema;
        } catch {
          // Types the generator cannot read (inferred from superstruct structs, mapped types):
          // described from TypeScript's own view of them, as the anonymous wrappers are.
          this.fallbacks.push(name);
          const type = this.checker.getTypeAtLocation(declaration);
          schemas[name] = this.describe(type, { typed: false }, 0, true);
        }
      }
      const text = JSON.stringify(schemas).replaceAll('#/definitions/', '#/components/schemas/');
      return JSON.parse(text) as Record<string, JsonSchema>;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

function findExpression(file: ts.SourceFile, start: number, end: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (node.getStart(file) === start && node.getEnd() === end) found = node;
    else if (node.getStart(file) <= start && node.getEnd() >= end) ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
