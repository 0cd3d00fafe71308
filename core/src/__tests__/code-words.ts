import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from '../config/env';

/** A word in a file's code: an identifier, or the text of a string, template or JSX text. */
export interface CodeWord {
  /** Relative to the repository root, with `/`. */
  file: string;
  line: number;
  text: string;
}

/** Tests and stories may name anything (they try the built-ins, or made-up methods): they do not ship. */
const notShipped = /(^|\/)__tests__\/|\.(test|stories)\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * The words in the shipped TypeScript under `dirs` (relative to the repository root): comments are left
 * out — they may give examples — but every name and every string a program can act on is in.
 */
export function codeWords(dirs: string[]): CodeWord[] {
  const words: CodeWord[] = [];
  for (const file of dirs.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))) {
    const relative = path.relative(repoRoot, file).split(path.sep).join('/');
    if (notShipped.test(relative)) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (
        ts.isIdentifier(node) ||
        ts.isPrivateIdentifier(node) ||
        ts.isStringLiteralLike(node) ||
        ts.isTemplateLiteralToken(node) ||
        ts.isJsxText(node)
      ) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        words.push({ file: relative, line, text: node.text });
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return words;
}
