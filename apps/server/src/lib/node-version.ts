/**
 * The oldest Node.js the server runs on, as package.json's `engines` says (a test holds the two
 * together). On an older one the SQLite binding crashes the process without a word, so the server
 * says it instead before it opens a database.
 */
export const MIN_NODE = { major: 24, minor: 11 } as const;

/** Why this Node.js cannot run the server, or undefined when it can. */
export function nodeVersionProblem(version: string, execPath: string): string | undefined {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > MIN_NODE.major || (major === MIN_NODE.major && minor >= MIN_NODE.minor)) return undefined;
  return (
    `Cashier needs Node.js ${MIN_NODE.major}.${MIN_NODE.minor} or newer; this is Node.js ${version} (${execPath}). ` +
    `Run it through npm (\`npm start\`, \`npm run backup\`), whose scripts use the Node.js ${MIN_NODE.major} that \`npm install\` put in node_modules/.bin.`
  );
}
