import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const styles = path.join(root, 'node_modules/@mantine/core/styles');
const imported = fs.readFileSync(path.join(import.meta.dirname, 'mantine-styles.ts'), 'utf8');
const sheets = [...imported.matchAll(/import '@mantine\/core\/styles\/([\w-]+)\.css';/g)].map((m) => m[1]!);

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

/** Every Mantine core component a screen imports, by name. */
function usedComponents(): Set<string> {
  const used = new Set<string>();
  const dirs = [
    path.join(root, 'apps/web/src'),
    ...fs.readdirSync(path.join(root, 'packages')).map((p) => path.join(root, 'packages', p, 'src')),
  ];
  for (const file of dirs.flatMap(sources)) {
    for (const m of fs
      .readFileSync(file, 'utf8')
      .matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of m[1]!.split(',').map((n) => n.trim())) if (/^[A-Z]\w*$/.test(name)) used.add(name);
    }
  }
  return used;
}

describe("Mantine's CSS, per component", () => {
  it('imports the CSS of every Mantine component the app uses', () => {
    const used = [...usedComponents()].filter((name) => fs.existsSync(path.join(styles, `${name}.css`)));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !sheets.includes(name))).toEqual([]);
  });

  it('imports files that exist, each once, global styles first', () => {
    for (const sheet of sheets) expect(fs.existsSync(path.join(styles, `${sheet}.css`)), sheet).toBe(true);
    expect(new Set(sheets).size).toBe(sheets.length);
    expect(sheets.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });

  it('puts what a component builds on before it', () => {
    const before = (base: string, on: string) =>
      expect(sheets.indexOf(base)).toBeLessThan(sheets.indexOf(on));
    before('UnstyledButton', 'Button');
    before('Input', 'PasswordInput');
    before('Input', 'NumberInput');
    before('Popover', 'Menu');
    before('ModalBase', 'Modal');
    before('ModalBase', 'Drawer');
    before('InlineInput', 'Checkbox');
    before('FloatingIndicator', 'SegmentedControl');
  });
});
