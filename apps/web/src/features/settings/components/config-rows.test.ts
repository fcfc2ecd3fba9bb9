import { describe, expect, it } from 'vitest';
import { configFromRows, newRow, rowsFromConfig } from './config-rows';

describe('plugin configuration rows', () => {
  it('round-trips a configuration and drops blank rows', () => {
    const rows = [...rowsFromConfig({ host: '10.0.0.5', port: '9100' }), newRow()];
    expect(configFromRows(rows)).toEqual({ config: { host: '10.0.0.5', port: '9100' } });
  });

  it('trims keys and refuses a missing or repeated key', () => {
    const a = newRow(' vat ', '1');
    const b = newRow('vat', '2');
    const c = newRow('', 'orphan');
    expect(configFromRows([a, b, c])).toEqual({
      problems: { [b.id]: 'keyDuplicate', [c.id]: 'keyRequired' },
    });
    expect(configFromRows([a])).toEqual({ config: { vat: '1' } });
  });
});
