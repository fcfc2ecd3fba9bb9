// Cashier runs on the Node.js that package.json's `engines` names. On Linux (x64, arm64) `npm install`
// brings it as the node-linux-* package, whose `node` npm puts first on its scripts' PATH, so
// `npm start` and `npm test` use it whatever `node` the machine has. Run by hand with an older
// Node, the SQLite binding would crash with a segfault and no word of why: say it instead.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Exits with a message when this Node.js is older than `engines.node` (a plain `>=X.Y`). */
export function requireSupportedNode() {
  const engines = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  const [, major, minor] = /^>=(\d+)\.(\d+)/.exec(engines) ?? [];
  const [haveMajor, haveMinor] = process.versions.node.split('.').map(Number);
  if (haveMajor > Number(major) || (haveMajor === Number(major) && haveMinor >= Number(minor))) return;
  console.error(
    [
      `Cashier needs Node.js ${major}.${minor} or newer; this is Node.js ${process.versions.node} (${process.execPath}).`,
      `On Linux (x64, arm64) \`npm install\` puts Node.js ${major} in node_modules/.bin and npm's scripts use it:`,
      'run `npm install`, then `npm start` or `npm test` (not `node scripts/…`). Elsewhere, install Node.js ' +
        `${major} yourself.`,
    ].join('\n'),
  );
  process.exit(1);
}
