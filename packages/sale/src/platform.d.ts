/*
 * The two platform globals the sale uses, which browsers and node both have. Declared here rather
 * than taking the DOM or node types, so that nothing else of either can creep into the package.
 */
declare const crypto: {
  randomUUID?: () => string;
  getRandomValues<T extends Uint8Array>(array: T): T;
};
declare const performance: { now(): number };
