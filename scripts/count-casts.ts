import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Counts type assertions (`x as T`, `<T>x`; not `as const`) in the product's code, per folder:
 * the figure the feature shape keeps low. `npm run casts` (add `-- --list` for every place).
 */
const ROOTS = ['server', 'projections', 'client', 'events'];
const list = process.argv.includes('--list');

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

function isConstAssertion(node: ts.AsExpression | ts.TypeAssertion): boolean {
  return ts.isTypeReferenceNode(node.type) && node.type.typeName.getText() === 'const';
}

let total = 0;
for (const root of ROOTS) {
  let count = 0;
  for (const file of files(root)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isConstAssertion(node)) {
        count++;
        if (list) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          console.log(`${file}:${line + 1}: ${node.getText().replace(/\s+/g, ' ').slice(0, 100)}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  console.log(`${root}: ${count}`);
  total += count;
}
console.log(`casts: ${total}`);
