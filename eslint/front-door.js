import path from 'node:path';

/**
 * innkeep/front-door (docs/conventions.md, "Who may import whom"): a server module is entered through its
 * index.ts alone. From outside server/src/modules/<module>/, an import (static, re-export or dynamic) may name
 * `<module>` or `<module>/index`, never another file of the folder; inside it, the module's own files are
 * imported directly, never through its own index (that would load the module through itself). A module's
 * index.ts holds re-exports of its own files only.
 *
 * Option `allow`: regular expressions of inner paths (e.g. "\\.routes$") a file may import nonetheless
 * (app.ts plugs each module's endpoints in).
 */
const MODULES = path.resolve(import.meta.dirname, '../server/src/modules');

/** The module a path sits in, and its path inside the module without extension; null outside the modules. */
function placeOf(file) {
  const inside = path.relative(MODULES, file);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) return null;
  const [name, ...rest] = inside.replace(/\.[cm]?[jt]s$/, '').split(path.sep);
  return { name, inner: rest.join('/') };
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "Import a server module through its index.ts, never another module's inner file" },
    schema: [
      { type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false },
    ],
    messages: {
      innerFile:
        "'{{specifier}}' is inside the {{module}} module: import it from '{{door}}' (its index.ts), and re-export it there if it is meant to be shared.",
      ownDoor: "'{{specifier}}' is this module's own index: import the file itself ('./…').",
      notReexport: "A module's index.ts only re-exports the module's own files ('export { … } from './file'').",
    },
  },
  create(context) {
    const file = context.filename;
    const here = placeOf(file);
    const allowed = (context.options[0]?.allow ?? []).map((source) => new RegExp(source));

    function check(node, source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const specifier = source.value;
      const target = placeOf(path.resolve(path.dirname(file), specifier));
      if (!target) return;
      const isDoor = target.inner === '' || target.inner === 'index';
      if (here?.name === target.name) {
        if (isDoor && here.inner !== 'index') context.report({ node: source, messageId: 'ownDoor', data: { specifier } });
        return;
      }
      if (isDoor || allowed.some((pattern) => pattern.test(target.inner))) return;
      const door = specifier.slice(0, specifier.lastIndexOf(`/${target.name}/`) + target.name.length + 1);
      context.report({ node: source, messageId: 'innerFile', data: { specifier, module: target.name, door } });
    }

    const isIndex = here?.inner === 'index';
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      Program(program) {
        if (!isIndex) return;
        for (const statement of program.body) {
          const reexport =
            (statement.type === 'ExportNamedDeclaration' && !statement.declaration) || statement.type === 'ExportAllDeclaration';
          const ownFile =
            !statement.source || (typeof statement.source.value === 'string' && statement.source.value.startsWith('./'));
          if (!reexport || !ownFile) context.report({ node: statement, messageId: 'notReexport' });
        }
      },
    };
  },
};
