import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_NODE, nodeVersionProblem } from './node-version.ts';

describe('the Node.js version check', () => {
  it('asks for the version package.json names in engines', () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe(`>=${MIN_NODE.major}.${MIN_NODE.minor}`);
  });

  it('refuses older versions by name and accepts newer ones', () => {
    expect(nodeVersionProblem('20.20.2', '/usr/bin/node')).toContain(
      'this is Node.js 20.20.2 (/usr/bin/node)',
    );
    expect(nodeVersionProblem(`${MIN_NODE.major}.${MIN_NODE.minor - 1}.9`, 'node')).toBeDefined();
    expect(nodeVersionProblem(`${MIN_NODE.major}.${MIN_NODE.minor}.0`, 'node')).toBeUndefined();
    expect(nodeVersionProblem(`${MIN_NODE.major + 2}.0.0`, 'node')).toBeUndefined();
  });

  it('is the version running the tests', () => {
    expect(nodeVersionProblem(process.versions.node, process.execPath)).toBeUndefined();
  });
});
