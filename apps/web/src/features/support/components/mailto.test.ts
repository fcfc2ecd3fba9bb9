import { describe, expect, it } from 'vitest';
import { feedbackMailto } from './mailto';

describe('feedback mailto link', () => {
  it('fills in subject and body, encoded for mail apps', () => {
    expect(feedbackMailto('', 'Idea', 'Add dark mode')).toBe('mailto:?subject=Idea&body=Add%20dark%20mode');
    expect(feedbackMailto('help@example.org', 'A & B', 'line 1\nline 2')).toBe(
      'mailto:help@example.org?subject=A%20%26%20B&body=line%201%0D%0Aline%202',
    );
  });

  it('keeps Arabic text intact once decoded', () => {
    const link = feedbackMailto('', 'اقتراح', 'شكراً لكم');
    const url = new URL(link);
    expect(url.searchParams.get('subject')).toBe('اقتراح');
    expect(decodeURIComponent(link.split('body=')[1] ?? '')).toBe('شكراً لكم');
  });
});
