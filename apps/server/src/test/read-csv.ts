/**
 * A minimal RFC 4180 reader: fields separated by `,`, records by CRLF, a quoted field may hold
 * anything with `""` for a quote. It also hands back each field as written, to check the quoting.
 */
export function readCsv(text: string): { value: string; raw: string }[][] {
  const records: { value: string; raw: string }[][] = [];
  let record: { value: string; raw: string }[] = [];
  let i = 0;
  for (;;) {
    const start = i;
    let value = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"' && text[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else value += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ',' && !text.startsWith('\r\n', i)) {
        if (text[i] === '"' || text[i] === '\r' || text[i] === '\n')
          throw new Error(`bare ${text[i]} at ${i}`);
        value += text[i++];
      }
    }
    record.push({ value, raw: text.slice(start, i) });
    if (text[i] === ',') {
      i++;
      continue;
    }
    records.push(record);
    record = [];
    if (!text.startsWith('\r\n', i)) throw new Error(`expected a record end at ${i}`);
    i += 2;
    if (i === text.length) return records;
  }
}
