import { readdirSync, readFileSync } from 'node:fs'
import { join, matchesGlob, relative } from 'node:path'
import ts from 'typescript'

/**
 * @module
 * What docs/glossary.md promises about names, and what the code exports: the glossary's tables
 * (`| word | means | used in |`) give each word the files that may export names carrying it, and
 * every exported name is cut into its words (camelCase, kebab-case, snake_case) to be held to them.
 */

/** One word of the glossary and where names carrying it may be defined. */
export interface GlossaryWord {
  /** The word as the table writes it in bold, lowercased: `step`, `trace event`. */
  word: string
  /** Files, folders (ending in `/`) and globs from the "used in" column, as written. */
  usedIn: string[]
}

/** One exported name and the file that defines it, relative to the repository root. */
export interface ExportedName {
  name: string
  file: string
}

/** The folders whose exported names the glossary holds. */
export const SOURCE_FOLDERS = [
  'core/src',
  'functions/src',
  'site/src',
  'charts/src',
  'design/src',
  'images/src',
]

/**
 * The words of every `| word | means | used in |` table: each bold item of a row's first cell
 * (an item may list several, `**c8, c4, c2, c1**`), with the backticked entries of its last cell.
 * A word in two rows (two sections) keeps both rows' files.
 */
export function readGlossary(markdown: string): GlossaryWord[] {
  const words = new Map<string, string[]>()
  let inTable = false
  for (const line of markdown.split('\n')) {
    const cells = line.startsWith('|') ? line.split('|').slice(1, -1) : []
    if (cells.length === 0) {
      inTable = false
      continue
    }
    const header = cells.map((cell) => cell.trim().toLowerCase())
    if (header.join('|') === 'word|means|used in') {
      inTable = true
      continue
    }
    if (!inTable || /^[\s|:-]+$/.test(line)) continue
    const usedIn = [...cells.at(-1)!.matchAll(/`([^`]+)`/g)].map((m) => m[1])
    for (const [, bold] of cells[0].matchAll(/\*\*([^*]+)\*\*/g)) {
      for (const word of bold.split(',').map((w) => w.trim().toLowerCase())) {
        words.set(word, [...(words.get(word) ?? []), ...usedIn])
      }
    }
  }
  return [...words].map(([word, usedIn]) => ({ word, usedIn }))
}

/** A name's words, lowercased: `UnitToCount` → unit, to, count; `found8` → found8. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_$-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
}

/** Whether a name's words hold `word` (its words in a row; the last may take a plural -s, -es). */
export function carries(name: string, word: string): boolean {
  const parts = word.split(/\s+/)
  const tokens = wordsOf(name)
  const last = parts.length - 1
  return tokens.some((_, start) =>
    parts.every((part, i) => {
      const token = tokens[start + i]
      return token === part || (i === last && (token === `${part}s` || token === `${part}es`))
    }),
  )
}

/** Whether `file` is one of `usedIn`'s files, under one of its folders, or matched by a glob. */
export function isListed(file: string, usedIn: readonly string[]): boolean {
  return usedIn.some((entry) =>
    entry.endsWith('/') ? file.startsWith(entry) : file === entry || matchesGlob(file, entry),
  )
}

/**
 * The names a module defines and exports: declarations with `export`, and `export { a as b }` of
 * its own bindings; not re-exports from other modules (their own file defines them), and not
 * names marked `@deprecated` (old names kept for users carry their old words on purpose).
 */
export function exportedNames(source: string, file: string): ExportedName[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
  const names: string[] = []
  const deprecated = (node: ts.Node) =>
    ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'deprecated')
  for (const statement of tree.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.moduleSpecifier || !statement.exportClause) continue
      if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) names.push(element.name.text)
      }
      continue
    }
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined
    if (!modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue
    if (deprecated(statement)) continue
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text)
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.push(statement.name.text)
    }
  }
  return [...new Set(names)].map((name) => ({ name, file }))
}

/** An Astro component's frontmatter (between its `---` fences), where its exports are. */
function frontmatterOf(source: string): string {
  return /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? ''
}

/** Every exported name of the source folders' modules and Astro components, tests left out. */
export function exportedNamesIn(root: string, folders = SOURCE_FOLDERS): ExportedName[] {
  const names: ExportedName[] = []
  for (const folder of folders) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      const path = join(entry.parentPath, entry.name)
      const file = relative(root, path)
      if (/\.test\.tsx?$|\.d\.ts$/.test(file)) continue
      if (/\.(ts|tsx|mts)$/.test(file)) {
        names.push(...exportedNames(readFileSync(path, 'utf8'), file))
      } else if (file.endsWith('.astro')) {
        names.push(...exportedNames(frontmatterOf(readFileSync(path, 'utf8')), file))
      }
    }
  }
  return names
}

/** Each exported name carrying a glossary word whose file the word's row does not list. */
export function unlistedNames(
  words: readonly GlossaryWord[],
  names: readonly ExportedName[],
): { word: string; name: string; file: string }[] {
  return words.flatMap(({ word, usedIn }) =>
    names
      .filter(({ name, file }) => carries(name, word) && !isListed(file, usedIn))
      .map(({ name, file }) => ({ word, name, file })),
  )
}

/** Each "used in" entry of a word under which no file exports a name carrying that word. */
export function staleEntries(
  words: readonly GlossaryWord[],
  names: readonly ExportedName[],
): { word: string; entry: string }[] {
  return words.flatMap(({ word, usedIn }) =>
    usedIn
      .filter((entry) => !names.some((n) => carries(n.name, word) && isListed(n.file, [entry])))
      .map((entry) => ({ word, entry })),
  )
}
