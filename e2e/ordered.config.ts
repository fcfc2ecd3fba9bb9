import base from './playwright.config.ts';

/** The same run over the numbered copies run-ordered.mjs makes in ordered/. */
export default { ...base, testDir: './ordered' };
