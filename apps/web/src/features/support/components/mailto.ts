/**
 * A mailto: link with subject and body filled in. Encoded with encodeURIComponent (spaces as
 * %20, not "+", which mail apps would show literally) and line breaks as %0D%0A (RFC 6068).
 * @example feedbackMailto('', 'Idea', 'Add dark mode') // 'mailto:?subject=Idea&body=Add%20dark%20mode'
 */
export function feedbackMailto(to: string, subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?subject=${encode(subject)}&body=${encode(body)}`;
}
