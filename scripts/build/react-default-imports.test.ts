import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withNamedReactImports } from './react-default-imports.ts';

describe("a package's default import of React, on the light pages", () => {
  it('becomes the names the package reads, so the rest of Preact can be left out', () => {
    const code = [
      "import React from 'react';",
      'const [value] = React.useState(1);',
      "export const box = () => React.createElement('div', null, React.useState(2)[0]);",
    ].join('\n');
    const rewritten = withNamedReactImports('pkg/index.mjs', code) ?? '';
    expect(rewritten).toContain(
      "import { createElement as React$createElement, useState as React$useState } from 'react';",
    );
    expect(rewritten).toContain(
      'const React = { createElement: React$createElement, useState: React$useState };',
    );
    expect(rewritten).not.toMatch(/import React from/);
    expect(rewritten).toContain('React.useState(1)');
  });

  it('is left alone when the whole object is used, or when there is none', () => {
    expect(withNamedReactImports('a.mjs', "import React from 'react';\nregister(React);")).toBeNull();
    expect(withNamedReactImports('b.mjs', "import React from 'react';\nReact[name]();")).toBeNull();
    expect(withNamedReactImports('c.mjs', "import { useState } from 'react';\nuseState();")).toBeNull();
    expect(withNamedReactImports('d.mjs', "import dayjs from 'dayjs';\ndayjs.extend();")).toBeNull();
  });

  it("rewrites react-hook-form's, the booking step's form library", () => {
    const require = createRequire(import.meta.url);
    const file = path.join(
      path.dirname(require.resolve('react-hook-form/package.json')),
      'dist/index.esm.mjs',
    );
    const rewritten = withNamedReactImports(file, readFileSync(file, 'utf8')) ?? '';
    expect(rewritten).not.toMatch(/import React from 'react'/);
    expect(rewritten).toMatch(/import \{ [^}]*useState as React\$useState[^}]* \} from 'react';/);
  });
});
