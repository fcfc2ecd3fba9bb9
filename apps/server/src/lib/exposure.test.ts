import { describe, expect, it } from 'vitest';
import { exposureWarning, isLoopback } from './exposure.ts';

describe('the warning about a server other machines can reach', () => {
  it('knows the loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopback(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', '203.0.113.7', 'pos.example.com']) {
      expect(isLoopback(host), host).toBe(false);
    }
  });

  it('warns on every address but loopback while TRUST_PROXY is off, saying what to do', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '203.0.113.7']) {
      const warning = exposureWarning(host, false);
      expect(warning).toContain(host);
      expect(warning).toContain('TRUST_PROXY=1');
      expect(warning).toContain('HOST=127.0.0.1');
      expect(exposureWarning(host, ['10.0.0.0/8'])).toBeNull();
      // A hop count believes whoever connects: reachable directly, a client could forge its address.
      expect(exposureWarning(host, 1)).toContain('can then choose its own address');
    }
    expect(exposureWarning('127.0.0.1', false)).toBeNull();
    expect(exposureWarning('::1', false)).toBeNull();
    expect(exposureWarning('127.0.0.1', 1)).toBeNull();
  });
});
