// A package that takes React whole (`import React from 'react'`, then `React.useState(…)`: react-hook-form)
// gets, on the light pages, Preact's whole React-compatible layer: its default export is one object of every
// name (Suspense, portals, Children…), so none of them can be left out of the bundle, and the chunk every
// page of islands shares grows by about 2 KiB gzipped (docs/decisions/039). This plugin of the light build
// (vite.light.config.ts) rewrites such an import into the names the package reads, so the rest is dropped.
import { type Plugin, parseSync, Visitor } from 'vite';

/** The React modules whose default import is rewritten: what vite.shared.ts's aliases put Preact in place of. */
const REACT_MODULES = new Set(['react', 'react-dom']);

/**
 * The module with each default import of React that is only ever read as `React.name` replaced by the
 * names read (`import { useState as React$useState } from 'react'; const React = { useState: … }`); null
 * when there is none, or when the default object is used otherwise (passed along, read by a computed key),
 * which needs the whole object.
 */
export function withNamedReactImports(file: string, code: string): string | null {
  if (!/\bimport\s+\w+\s+from\s*['"]react(-dom)?['"]/.test(code)) return null;
  const { module, program } = parseSync(file, code);
  let rewritten = code;
  // From the end, so that the offsets of the earlier imports still hold.
  const imports = [...module.staticImports].sort((a, b) => b.start - a.start);
  for (const declaration of imports) {
    const from = declaration.moduleRequest.value;
    const [entry, ...others] = declaration.entries;
    if (!REACT_MODULES.has(from) || !entry || others.length > 0) continue;
    if (entry.isType || entry.importName.kind !== 'Default') continue;
    const local = entry.localName.value;
    const names = new Set<string>();
    let references = 0;
    let readByName = 0;
    new Visitor({
      Identifier(node) {
        if ('name' in node && node.name === local) references += 1;
      },
      MemberExpression(node) {
        if (node.object.type !== 'Identifier' || node.object.name !== local) return;
        if (node.computed || node.property.type !== 'Identifier') return;
        names.add(node.property.name);
        readByName += 1;
      },
    }).visit(program);
    // The import's own binding is one reference; any other than `React.name` needs the whole object.
    if (names.size === 0 || references !== readByName + 1) continue;
    const sorted = [...names].sort();
    const replacement =
      `import { ${sorted.map((name) => `${name} as ${local}$${name}`).join(', ')} } from '${from}';` +
      `const ${local} = { ${sorted.map((name) => `${name}: ${local}$${name}`).join(', ')} };`;
    rewritten = rewritten.slice(0, declaration.start) + replacement + rewritten.slice(declaration.end);
  }
  return rewritten === code ? null : rewritten;
}

/** The light build's rewrite of packages' default React imports (our own modules import by name). */
export function reactDefaultImports(): Plugin {
  return {
    name: 'light-pages-react-default-imports',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.includes('/node_modules/') || !/\.[cm]?js$/.test(file)) return null;
      const rewritten = withNamedReactImports(file, code);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
