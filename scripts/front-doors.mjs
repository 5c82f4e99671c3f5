// Codemod: every server module is entered through its front door, server/src/modules/<module>/index.ts
// (docs/conventions.md, "Who may import whom"; eslint/front-door.js refuses anything else).
//
//   node scripts/front-doors.mjs               rewrite, then print what it did
//   node scripts/front-doors.mjs --dry-run     print what it would do, write nothing
//   node scripts/front-doors.mjs --check-load  also load each module's index.ts first in a fresh process (tsx)
//                                              and report a load-order failure (a cycle read too early)
//
// Re-runnable, e.g. after merging a branch written before the doors existed:
//  0. follows what moved out of the modules (MOVES below): an import of a moved file or name is pointed at its
//     new place, in every file, tests included (else they would not compile);
//  1. rewrites each product file's import of another module's inner file (`../bookings/booking.entity`,
//     `./modules/accounts/guards`, `../../../server/src/modules/...`) to that module's index, merging the
//     imports of one module into one declaration;
//  2. adds the names so imported to the module's index.ts as re-exports (`export { Booking } from './booking.entity'`;
//     `export type` when every importer imports it as a type). It never removes a re-export.
// Left alone: tests (*.test.ts, testing/), which may reach into a module; server/src/app.ts's imports of
// *.resolver and *.routes files (the one place that plugs endpoints in); dynamic import() (the document
// renderers load a PDF builder alone in a render worker). What it cannot rewrite (a default or namespace import,
// `export *`, one name from two inner files) it reports, and it exits 1.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(root, 'server/src/modules');
const dryRun = process.argv.includes('--dry-run');
const checkLoad = process.argv.includes('--check-load');

/** What left the modules (so a branch written before still compiles after this runs). Paths without .ts. */
const MOVES = {
  folders: [{ from: 'server/src/modules/documents', to: 'server/src/documents' }],
  names: [
    {
      names: ['holdsRoomSql', 'HOLDS_ROOM_SQL'],
      from: 'server/src/modules/bookings/booking-overlap',
      to: 'server/src/db/holds-room-sql',
    },
    { names: ['csvCell'], from: 'server/src/modules/reports/report-csv', to: 'server/src/documents/csv-cell' },
    {
      names: ['FolioView', 'FolioChargeRow', 'FolioPaymentRow', 'FolioAdjustmentRow'],
      from: 'server/src/modules/folio/folio.service',
      to: 'server/src/modules/folio/folio-read',
    },
  ],
};
/** Inner files a non-module file may import: app.ts plugs each module's endpoints in. */
const ALLOWED_INNER = { 'server/src/app.ts': /\.(resolver|routes)$/ };

const problems = [];
const report = { moved: [], rewritten: new Map(), reexports: new Map(), left: [] };
const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const noExt = (file) => file.replace(/\.ts$/, '');

function listTs(dir, { tests }) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || (!tests && entry.name === 'testing') ? [] : listTs(full, { tests });
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.d.ts')) return [];
    return !tests && entry.name.endsWith('.test.ts') ? [] : [full];
  });
}

/** The .ts file a relative specifier names (or null when it is not one of ours). */
function resolveSpecifier(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  return null;
}

function specifierTo(fromFile, target) {
  let specifier = path.relative(path.dirname(fromFile), target).split(path.sep).join('/');
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  return specifier;
}

/** Where a path sits among the modules: its module's name and its path inside (no extension), or null. */
function moduleOf(file) {
  const inside = path.relative(MODULES, file);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return null;
  const [name, ...rest] = noExt(inside).split(path.sep);
  return { name, inner: rest.join('/') };
}

const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
const isStaticImportOrExport = (node) =>
  (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
  node.moduleSpecifier &&
  ts.isStringLiteral(node.moduleSpecifier);

/** Applies text edits ({start, end, text}), last first. */
function applyEdits(text, edits) {
  return [...edits].sort((a, b) => b.start - a.start).reduce((out, e) => out.slice(0, e.start) + e.text + out.slice(e.end), text);
}

/** The end of a statement including its line break, so that removing it leaves no blank line. */
const endWithNewline = (text, end) => (text[end] === '\n' ? end + 1 : end);

// ---- 0. moves ----------------------------------------------------------------------------------------------
function followMoves(file) {
  const text = readFileSync(file, 'utf8');
  const source = parse(file, text);
  const edits = [];
  for (const statement of source.statements) {
    if (!isStaticImportOrExport(statement)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) continue;
    const named = noExt(rel(path.resolve(path.dirname(file), specifier)));
    const folder = MOVES.folders.find((move) => named === move.from || named.startsWith(`${move.from}/`));
    if (folder && !resolveSpecifier(file, specifier)) {
      const target = path.join(root, folder.to + named.slice(folder.from.length));
      const next = specifierTo(file, target);
      edits.push({ start: statement.moduleSpecifier.getStart() + 1, end: statement.moduleSpecifier.end - 1, text: next });
      report.moved.push(`${rel(file)}: '${specifier}' -> '${next}'`);
      continue;
    }
    const move = MOVES.names.find((m) => m.from === named);
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : null;
    const elements = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
    if (!move || !elements) continue;
    const isMoved = (element) => move.names.includes((element.propertyName ?? element.name).text);
    const moved = elements.filter(isMoved);
    if (moved.length === 0) continue;
    const kept = elements.filter((element) => !isMoved(element));
    const typeOnly = clause.isTypeOnly ? 'type ' : '';
    const list = (items) => items.map((element) => element.getText()).join(', ');
    const next = `import ${typeOnly}{ ${list(moved)} } from '${specifierTo(file, path.join(root, move.to))}';`;
    const original = kept.length ? `import ${typeOnly}{ ${list(kept)} } from '${specifier}';\n` : '';
    edits.push({ start: statement.getStart(), end: statement.end, text: `${original}${next}` });
    report.moved.push(`${rel(file)}: ${moved.map((e) => e.getText()).join(', ')} -> ${move.to}`);
  }
  if (edits.length && !dryRun) writeFileSync(file, applyEdits(text, edits));
  return edits.length > 0;
}

// ---- 1. rewrite imports to the front doors -----------------------------------------------------------------
/** module name -> Map(export name -> { file: inner path, type: boolean }) wanted in its index. */
const wanted = new Map();

function want(moduleName, inner, name, isType, where) {
  const names = wanted.get(moduleName) ?? new Map();
  wanted.set(moduleName, names);
  const existing = names.get(name);
  if (existing && existing.file !== inner) {
    problems.push(`${where}: ${moduleName} exports '${name}' from both ${existing.file} and ${inner}: rename one`);
    return;
  }
  names.set(name, { file: inner, type: (existing?.type ?? true) && isType });
}

function rewrite(file) {
  const text = readFileSync(file, 'utf8');
  const source = parse(file, text);
  const own = moduleOf(file);
  const allowed = ALLOWED_INNER[rel(file)];
  const groups = new Map(); // module name -> { statements, specifiers: [{ text, type, local }] }
  const edits = [];
  const visitDynamic = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      const target = argument && ts.isStringLiteral(argument) ? resolveSpecifier(file, argument.text) : null;
      const where = target && moduleOf(target);
      if (where && where.name !== own?.name && where.inner !== 'index')
        report.left.push(`${rel(file)}: import('${argument.text}') (dynamic)`);
    }
    ts.forEachChild(node, visitDynamic);
  };
  visitDynamic(source);

  for (const statement of source.statements) {
    if (!isStaticImportOrExport(statement)) continue;
    const target = resolveSpecifier(file, statement.moduleSpecifier.text);
    const where = target && moduleOf(target);
    if (!where || where.name === own?.name) continue;
    const at = `${rel(file)}:${source.getLineAndCharacterOfPosition(statement.getStart()).line + 1}`;
    const isIndex = where.inner === 'index';
    if (!isIndex && allowed?.test(where.inner)) continue;

    if (ts.isExportDeclaration(statement)) {
      if (isIndex) continue;
      if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) {
        problems.push(`${at}: 'export *' from another module's inner file: name what is re-exported`);
        continue;
      }
      for (const element of statement.exportClause.elements)
        want(
          where.name,
          where.inner,
          (element.propertyName ?? element.name).text,
          statement.isTypeOnly || element.isTypeOnly,
          at,
        );
      edits.push({
        start: statement.moduleSpecifier.getStart() + 1,
        end: statement.moduleSpecifier.end - 1,
        text: specifierTo(file, path.join(MODULES, where.name)),
      });
      continue;
    }

    const clause = statement.importClause;
    if (!clause) {
      problems.push(`${at}: side-effect import of ${where.name}/${where.inner}`);
      continue;
    }
    if (clause.name || (clause.namedBindings && !ts.isNamedImports(clause.namedBindings))) {
      if (!isIndex) problems.push(`${at}: default or namespace import of ${where.name}/${where.inner}: use named imports`);
      continue;
    }
    const group = groups.get(where.name) ?? { statements: [], specifiers: [] };
    groups.set(where.name, group);
    group.statements.push(statement);
    for (const element of clause.namedBindings?.elements ?? []) {
      const type = clause.isTypeOnly || element.isTypeOnly;
      const imported = (element.propertyName ?? element.name).text;
      const local = element.name.text;
      if (!isIndex) want(where.name, where.inner, imported, type, at);
      const spelled = imported === local ? local : `${imported} as ${local}`;
      const seen = group.specifiers.find((s) => s.local === local);
      if (seen) seen.type &&= type;
      else group.specifiers.push({ text: spelled, type, local });
    }
    group.inner ||= !isIndex;
  }

  for (const [name, group] of groups) {
    if (!group.inner && group.statements.length === 1) continue; // already one import of the index
    const allTypes = group.specifiers.every((s) => s.type);
    const list = group.specifiers.map((s) => (s.type && !allTypes ? `type ${s.text}` : s.text)).join(', ');
    const merged = `import ${allTypes ? 'type ' : ''}{ ${list} } from '${specifierTo(file, path.join(MODULES, name))}';`;
    const [first, ...rest] = group.statements;
    edits.push({ start: first.getStart(), end: first.end, text: merged });
    for (const statement of rest)
      edits.push({
        start: statement.getFullStart() === 0 ? 0 : statement.getStart(),
        end: endWithNewline(text, statement.end),
        text: '',
      });
    report.rewritten.set(rel(file), [...(report.rewritten.get(rel(file)) ?? []), name]);
  }
  if (edits.length && !dryRun) writeFileSync(file, applyEdits(text, edits));
  return edits.length > 0;
}

// ---- 2. the index files --------------------------------------------------------------------------------------
const HEADER = (name) =>
  `/**\n * The ${name} module's front door: what other modules, the rest of the server and the CLI may use.\n` +
  ` * Re-exports only; everything else in this folder is the module's own (docs/conventions.md, "Who may import whom").\n */\n`;

function writeIndex(name) {
  const file = path.join(MODULES, name, 'index.ts');
  const entries = new Map(); // export name -> { file, type }
  if (existsSync(file)) {
    const source = parse(file, readFileSync(file, 'utf8'));
    for (const statement of source.statements) {
      const reexport = ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause);
      if (!reexport) {
        problems.push(`${rel(file)}: only re-exports belong in a module's index.ts (${statement.getText().slice(0, 60)}…)`);
        continue;
      }
      if (!statement.moduleSpecifier) continue; // `export {}`
      const inner = statement.moduleSpecifier.text.replace(/^\.\//, '');
      for (const element of statement.exportClause.elements)
        entries.set(element.name.text, {
          file: inner,
          type: statement.isTypeOnly || element.isTypeOnly,
          as: element.propertyName?.text,
        });
    }
  }
  const before = JSON.stringify([...entries]);
  for (const [exported, need] of wanted.get(name) ?? []) {
    const existing = entries.get(exported);
    if (existing && existing.file !== need.file) {
      problems.push(`${rel(file)} exports '${exported}' from ./${existing.file}, an importer wants it from ./${need.file}`);
      continue;
    }
    if (!existing) report.reexports.set(name, [...(report.reexports.get(name) ?? []), `${exported} (${need.file})`]);
    entries.set(exported, { file: need.file, type: existing ? existing.type && need.type : need.type, as: existing?.as });
  }
  if (existsSync(file) && JSON.stringify([...entries]) === before) return false;

  const byFile = new Map();
  for (const [exported, entry] of entries) byFile.set(entry.file, [...(byFile.get(entry.file) ?? []), { exported, ...entry }]);
  const lines = [...byFile.keys()].sort().map((inner) => {
    const items = byFile.get(inner).sort((a, b) => a.exported.localeCompare(b.exported));
    const allTypes = items.every((item) => item.type);
    const list = items.map(
      (item) => `${item.type && !allTypes ? 'type ' : ''}${item.as ? `${item.as} as ` : ''}${item.exported}`,
    );
    return `export ${allTypes ? 'type ' : ''}{ ${list.join(', ')} } from './${inner}';`;
  });
  const body = lines.length
    ? lines.join('\n')
    : '// Nothing here is shared yet: the module serves its own endpoints only.\nexport {};';
  if (!dryRun) writeFileSync(file, `${HEADER(name)}${body}\n`);
  return true;
}

// ---- run ---------------------------------------------------------------------------------------------------
const everyFile = ['server/src', 'cli/src'].flatMap((dir) => listTs(path.join(root, dir), { tests: true }));
const changed = new Set();
for (const file of everyFile) if (followMoves(file)) changed.add(file);
if (existsSync(path.join(root, 'server/src/modules/documents')))
  problems.push(
    'server/src/modules/documents/ exists again: its files belong in server/src/documents/ (git mv them, then re-run)',
  );

const productFiles = ['server/src', 'cli/src'].flatMap((dir) => listTs(path.join(root, dir), { tests: false }));
for (const file of productFiles) {
  if (path.basename(file) === 'index.ts' && moduleOf(file)?.inner === 'index') continue;
  if (rewrite(file)) changed.add(file);
}
const modules = readdirSync(MODULES).filter((name) => statSync(path.join(MODULES, name)).isDirectory());
for (const name of modules) if (writeIndex(name)) changed.add(path.join(MODULES, name, 'index.ts'));

if (changed.size && !dryRun) {
  const prettier = spawnSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', '--log-level', 'warn', ...changed], {
    stdio: 'inherit',
  });
  if (prettier.status !== 0) problems.push('prettier failed on the rewritten files');
}

const say = (title, lines) => lines.length && console.log(`${title}\n${lines.map((line) => `  ${line}`).join('\n')}`);
say('followed moves:', report.moved);
say(
  'imports rewritten to front doors:',
  [...report.rewritten].map(([file, names]) => `${file} -> ${names.join(', ')}`),
);
say(
  're-exports added:',
  [...report.reexports].map(([name, items]) => `${name}/index.ts: ${items.join(', ')}`),
);
say('left alone (dynamic imports):', report.left);
console.log(`${dryRun ? 'would change' : 'changed'} ${changed.size} file(s)`);

if (checkLoad && !dryRun) {
  // Each front door loaded first, alone: an index whose files read another module's export while that module is
  // still loading (a cycle through two doors) fails here, whatever order app.ts happens to load them in.
  const bundledNode = path.join(root, 'node_modules/.bin/node'); // the Node the npm scripts run
  const node = existsSync(bundledNode) ? bundledNode : process.execPath;
  for (const name of modules) {
    const index = path.join(MODULES, name, 'index.ts');
    const script = `await import('reflect-metadata'); await import(${JSON.stringify(`file://${index}`)});`;
    const run = spawnSync(node, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    if (run.status !== 0)
      problems.push(`loading ${name}/index.ts first fails:\n${(run.stderr || run.stdout).split('\n').slice(0, 6).join('\n')}`);
    else console.log(`loads first: ${name}`);
  }
}

if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
