import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { PREACT_ALIASES } from '../../vite.shared.ts';
import {
  type PreactExports,
  preactCompatImports,
  readPreactExports,
  refusedImports,
} from './preact-compat-imports.ts';

let preactExports: PreactExports;
beforeAll(async () => {
  preactExports = await readPreactExports();
});

const refused = (code: string) =>
  refusedImports('src/web/components/Widget.tsx', code, preactExports).map(
    ({ name, from, standIn, line }) => `${line}: ${name} from ${from} (${standIn})`,
  );

describe("what the light pages' runtime has", () => {
  it("is read from Preact's own modules", () => {
    expect(preactExports('react')?.names).toContain('useState');
    expect(preactExports('react')?.names).toContain('use');
    expect(preactExports('react')?.names).not.toContain('useActionState');
    expect(preactExports('react-dom/client')?.names).toContain('hydrateRoot');
    expect(preactExports('react-router')).toBeNull();
  });
});

describe("a light page's module", () => {
  it('may import from React what Preact has, and anything as a type', () => {
    const code = `
      import { type ActionDispatch, use, useId, useState } from 'react';
      import type { FormStatus } from 'react-dom';
      import { hydrateRoot } from 'react-dom/client';
      import { renderToString } from 'react-dom/server';
      import { useNavigate } from 'react-router';
      export function Widget() { return <p>{useId()}</p>; }
    `;
    expect(refused(code)).toEqual([]);
  });

  it('may not import by name what preact/compat lacks, each named with its line', () => {
    const code = [
      "import { useActionState, useState } from 'react';",
      "import { useFormStatus } from 'react-dom';",
      "export { useOptimistic } from 'react';",
    ].join('\n');
    expect(refused(code)).toEqual([
      '1: useActionState from react (preact/compat)',
      '2: useFormStatus from react-dom (preact/compat)',
      '3: useOptimistic from react (preact/compat)',
    ]);
  });

  it('may not reach it through a namespace or default import either', () => {
    const code = [
      "import * as React from 'react';",
      "import ReactDOM from 'react-dom';",
      'const a = React.useState(0);',
      'const b = React.useOptimistic(a);',
      'const { use, useActionState } = React;',
      'ReactDOM.preload("/x.js");',
    ].join('\n');
    expect(refused(code)).toEqual([
      '4: useOptimistic from react (preact/compat)',
      '5: useActionState from react (preact/compat)',
      '6: preload from react-dom (preact/compat)',
    ]);
  });
});

describe('the light build', () => {
  it('fails on such an import, naming the file, the line and the name', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'light-build-'));
    const entry = path.join(dir, 'entry.tsx');
    writeFileSync(entry, "import { useActionState } from 'react';\nconsole.log(useActionState);\n");
    const building = build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [preactCompatImports()],
      resolve: { alias: PREACT_ALIASES },
      build: { write: false, rolldownOptions: { input: entry } },
    });
    await expect(building).rejects.toThrow(
      /entry\.tsx:1: 'useActionState' from 'react': preact\/compat has no such export/,
    );
  });
});
