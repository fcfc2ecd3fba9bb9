/**
 * Styles for a text box whose `dir` differs from the page's (an Arabic title on the English
 * screen, an IP address on the Arabic one). Mantine aligns inputs by the page's direction; this
 * aligns the text by the box's own, so Arabic starts at the right even on an English page.
 * @example <TextInput dir="rtl" styles={ownDirection} />
 */
export const ownDirection = { input: { textAlign: 'start' } } as const;
