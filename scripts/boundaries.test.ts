import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule that enforces the dependency rule (docs/architecture.md), tested on code it must report
// and code it must let through. The files need not exist: ESLint lints the text as if it were there.
const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) =>
    [
      'no-restricted-imports',
      'no-restricted-globals',
      'no-restricted-properties',
      'no-restricted-syntax',
    ].includes(m.ruleId ?? ''),
  );
}

describe('the dependency rule', () => {
  it.each([
    [
      'packages/ui/src/Fake/Fake.tsx',
      "import { createClient } from '@sightings/api-client';\nexport const c = createClient;\n",
    ],
    [
      'packages/ui/src/Fake/Fake.tsx',
      "import { createClient } from '../../../api-client/src';\nexport const c = createClient;\n",
    ],
    ['packages/ui/src/Fake/Fake.tsx', "import { proxy } from 'valtio';\nexport const p = proxy;\n"],
    [
      'packages/domain-model/src/fake.ts',
      "import { useState } from 'react';\nexport const u = useState;\n",
    ],
    [
      'packages/domain-model/src/fake.ts',
      "import { Button } from '@sightings/ui';\nexport const b = Button;\n",
    ],
    ['packages/domain-model/src/fake.ts', "export const load = () => fetch('/api');\n"],
    ['packages/domain-model/src/fake.ts', 'export const stamp = () => Date.now();\n'],
    ['packages/domain-model/src/fake.ts', 'export const stamp = () => new Date();\n'],
    [
      'packages/api-client/src/fake.ts',
      "import { useEffect } from 'react';\nexport const e = useEffect;\n",
    ],
    [
      'packages/api-client/src/fake.ts',
      "import { Button } from '@sightings/ui';\nexport const b = Button;\n",
    ],
    [
      'apps/review-api/src/fake.ts',
      "import { createElement } from 'react';\nexport const e = createElement;\n",
    ],
    [
      'apps/review-console/src/fake.ts',
      "import { createTestApp } from '@sightings/review-api/testing';\nexport const b = createTestApp;\n",
    ],
  ])('reports %s importing what it must not: %s', async (filePath, code) => {
    const messages = await restrictedImports(filePath, code);
    expect(messages.length, JSON.stringify(messages)).toBeGreaterThan(0);
  });

  it.each([
    [
      'packages/ui/src/Fake/Fake.tsx',
      "import { isImageStatus } from '@sightings/domain-model';\nexport const s = isImageStatus;\n",
    ],
    [
      'packages/api-client/src/fake.ts',
      "import { API_BASE } from '@sightings/domain-model';\nexport const b = API_BASE;\n",
    ],
    [
      'packages/api-client/src/fake.test.ts',
      "import { createTestApp } from '@sightings/review-api/testing';\nexport const b = createTestApp;\n",
    ],
    [
      'apps/review-api/src/fake.ts',
      "import { API_BASE } from '@sightings/domain-model';\nexport const b = API_BASE;\n",
    ],
    [
      'apps/review-console/src/fake.ts',
      "import { createClient } from '@sightings/api-client';\nimport { Button } from '@sightings/ui';\nexport const x = [createClient, Button];\n",
    ],
    [
      'packages/domain-model/src/fake.ts',
      'export const stamp = (now: Date) => new Date(now.getTime() + 1);\n',
    ],
  ])('lets %s import what it may: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
