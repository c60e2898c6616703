/**
 * Reads the CSV files the API writes back into rows, as a spreadsheet would (RFC 4180: quoted fields may
 * hold commas, doubled quotes and line breaks; records end in CRLF). Strict: anything else throws, so a
 * malformed file fails the test that reads it.
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = text.startsWith('\uFEFF') ? 1 : 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '"' && field === '') {
      const close = quotedEnd(text, i + 1);
      field = text.slice(i + 1, close).replaceAll('""', '"');
      i = close + 1;
      if (text[i] !== ',' && text[i] !== '\r') throw new Error(`text after a closing quote at ${i}`);
      continue;
    }
    if (char === ',') {
      row.push(field);
      field = '';
      i += 1;
    } else if (char === '\r') {
      if (text[i + 1] !== '\n') throw new Error(`a CR without LF at ${i}`);
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else if (char === '\n' || char === '"') {
      throw new Error(`an unquoted ${JSON.stringify(char)} at ${i}`);
    } else {
      field += char;
      i += 1;
    }
  }
  if (field !== '' || row.length > 0) throw new Error('the last record does not end in CRLF');
  return rows;
}

function quotedEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    if (text[i] === '"') {
      if (text[i + 1] === '"') i += 2;
      else return i;
    } else i += 1;
  }
  throw new Error('an unclosed quote');
}

/** The rows as objects keyed by the header row's names. */
export function readCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = readCsv(text);
  if (!header) throw new Error('no header row');
  return rows.map((row) => {
    if (row.length !== header.length) throw new Error(`a row of ${row.length} fields, not ${header.length}`);
    return Object.fromEntries(header.map((name, index) => [name, row[index] as string]));
  });
}
