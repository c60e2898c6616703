// The light pages (home, confirmation, legal, Page Not Found) run our React components on Preact's
// React-compatible layer (docs/decisions/027, 029, 030): a component they ship may use only what that layer
// has. A name it lacks imported by name fails the bundler with a bare 'Missing export'; used through
// `React.x` it is undefined at run time, on those pages only. This plugin of the light build
// (vite.light.config.ts) refuses both, naming the file, the line and the name. What Preact has is read from
// its own modules, the ones vite.shared.ts's aliases put in React's place, never listed by hand.
import path from 'node:path';
import { type ESTree, type Plugin, parseSync, Visitor } from 'vite';
import { PREACT_ALIASES } from '../../vite.shared.ts';

/** Preact's stand-in for a React module and the names it exports; null for any other module. */
export type PreactExports = (reactModule: string) => { standIn: string; names: ReadonlySet<string> } | null;

export interface RefusedImport {
  name: string;
  from: string;
  standIn: string;
  line: number;
}

/** What Preact exports in place of each React module, read by importing its stand-ins. */
export async function readPreactExports(): Promise<PreactExports> {
  const byReplacement = new Map<string, ReadonlySet<string>>();
  for (const { replacement } of PREACT_ALIASES) {
    byReplacement.set(replacement, new Set(Object.keys(await import(replacement))));
  }
  return (reactModule) => {
    const standIn = PREACT_ALIASES.find(({ find }) => find.test(reactModule))?.replacement;
    const names = standIn && byReplacement.get(standIn);
    return standIn && names ? { standIn, names } : null;
  };
}

const lineAt = (code: string, offset: number) => code.slice(0, offset).split('\n').length;

/**
 * The names this module takes from React's modules that Preact does not have: imported or re-exported by
 * name, or read from a namespace or default import (`React.useOptimistic`, `const { use } = React`).
 * Type-only imports leave nothing in the bundle and are let through.
 */
export function refusedImports(file: string, code: string, preactExports: PreactExports): RefusedImport[] {
  const { module, program } = parseSync(file, code);
  const refused: RefusedImport[] = [];
  const check = (name: string, from: string, offset: number) => {
    const available = preactExports(from);
    if (available && !available.names.has(name)) {
      refused.push({ name, from, standIn: available.standIn, line: lineAt(code, offset) });
    }
  };
  /** Local names bound to a whole React module, and which module. */
  const wholeModules = new Map<string, string>();
  for (const declaration of module.staticImports) {
    const from = declaration.moduleRequest.value;
    for (const entry of declaration.entries) {
      if (entry.isType) continue;
      if (entry.importName.kind === 'Name' && entry.importName.name) {
        check(entry.importName.name, from, entry.importName.start ?? declaration.start);
      } else {
        wholeModules.set(entry.localName.value, from);
      }
    }
  }
  for (const declaration of module.staticExports) {
    for (const entry of declaration.entries) {
      if (entry.moduleRequest && entry.importName.kind === 'Name' && entry.importName.name) {
        check(entry.importName.name, entry.moduleRequest.value, entry.start);
      }
    }
  }
  if (wholeModules.size > 0) {
    const moduleOf = (node: ESTree.Node) =>
      node.type === 'Identifier' ? wholeModules.get(node.name) : undefined;
    new Visitor({
      MemberExpression(node) {
        const from = moduleOf(node.object);
        if (from && !node.computed && node.property.type === 'Identifier') {
          check(node.property.name, from, node.start);
        }
      },
      VariableDeclarator(node) {
        const from = node.init && moduleOf(node.init);
        if (!from || node.id.type !== 'ObjectPattern') return;
        for (const property of node.id.properties) {
          if (property.type === 'Property' && property.key.type === 'Identifier') {
            check(property.key.name, from, property.start);
          }
        }
      },
    }).visit(program);
  }
  return refused;
}

export function describeRefusals(file: string, refused: readonly RefusedImport[]): string {
  const lines = refused.map(
    ({ name, from, standIn, line }) =>
      `  ${file}:${line}: '${name}' from '${from}': ${standIn} has no such export`,
  );
  return [
    'A module of the light pages uses React APIs that preact/compat lacks (docs/decisions/027):',
    ...lines,
    'Use what preact/compat exports, or keep the component off the light pages.',
  ].join('\n');
}

/** The light build's check of our own modules (not packages', which may test for an API before use). */
export function preactCompatImports(): Plugin {
  let preactExports: PreactExports | undefined;
  return {
    name: 'light-pages-preact-compat-imports',
    // Before the TypeScript and JSX transforms: the lines named are the source's.
    enforce: 'pre',
    async buildStart() {
      preactExports ??= await readPreactExports();
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!preactExports || file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      const refused = refusedImports(file, code, preactExports);
      if (refused.length > 0) this.error(describeRefusals(path.relative(process.cwd(), file), refused));
      return null;
    },
  };
}
