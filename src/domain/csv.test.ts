import { describe, expect, it } from 'vitest';
import { csvHeader, csvRows, neutraliseCell, toCsv } from './csv';

describe('CSV cells and files', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ['+52 998 123 4567', "'+52 998 123 4567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('makes %j plain text with a leading quote', (value, expected) => {
    expect(neutraliseCell(value)).toBe(expected);
  });

  it.each(['Ana', 'López', 'a=b', '1+1', "'quoted", '', ' =1', '-12.50', '-3'])(
    'leaves %j as typed',
    (value) => {
      expect(neutraliseCell(value)).toBe(value);
    },
  );

  it('writes a byte order mark, a header row and CRLF line ends, every cell quoted', () => {
    const file = toCsv(['Name', 'Passengers'], [['Ana López', 2]]);
    expect(file).toBe('\uFEFF"Name","Passengers"\r\n"Ana López","2"\r\n');
  });

  it('quotes commas, doubles quotes and keeps line breaks inside one quoted field', () => {
    expect(csvRows([['Hotel Riu, Tulum', 'Say "hola"', 'line one\nline two', 'a\r\nb', 'cr\ronly']])).toBe(
      '"Hotel Riu, Tulum","Say ""hola""","line one\nline two","a\r\nb","cr\ronly"\r\n',
    );
  });

  it('neutralises before quoting, and quotes numbers and empty cells too', () => {
    expect(csvRows([['=1+2,3', -1, null, '']])).toBe(`"'=1+2,3","-1","",""\r\n`);
  });

  it.each([
    ['x;=HYPERLINK("http://evil.example","Click")', 'x;=HYPERLINK(""http://evil.example"",""Click"")'],
    ['Tulum;@SUM(A1)', 'Tulum;@SUM(A1)'],
    ['Ana', 'Ana'],
  ])('quotes %j, so a reader splitting on semicolons reads it as one text cell', (value, inside) => {
    expect(csvRows([[value]])).toBe(`"${inside}"\r\n`);
  });

  it('streams: a header alone, then batches of rows that join into one file', () => {
    expect(csvHeader(['A'])).toBe('\uFEFF"A"\r\n');
    expect(csvRows([])).toBe('');
    expect(csvHeader(['A', 'B']) + csvRows([['1', '2']]) + csvRows([['3', '4']])).toBe(
      toCsv(
        ['A', 'B'],
        [
          ['1', '2'],
          ['3', '4'],
        ],
      ),
    );
  });
});
