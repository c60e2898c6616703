import { describe, expect, it } from 'vitest';
import { readAdminSearch } from './admin-search';

describe('reading the admin search box', () => {
  it.each([
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['   ', { kind: 'none' }],
    ['l', { kind: 'last-name', term: 'l' }],
    ['Ó', { kind: 'last-name', term: 'Ó' }],
    [' Lo ', { kind: 'last-name-prefix', term: 'Lo' }],
    ['Ló', { kind: 'last-name-prefix', term: 'Ló' }],
    ['Lop', { kind: 'substring', term: 'Lop' }],
    ['ana lópez', { kind: 'substring', term: 'ana lópez' }],
    ['a\u0000b', { kind: 'last-name-prefix', term: 'ab' }],
    ['a\u0000', { kind: 'last-name', term: 'a' }],
    ['gar\ncía', { kind: 'substring', term: 'garcía' }],
  ])('%j reads as %j', (raw, expected) => {
    expect(readAdminSearch(raw)).toEqual(expected);
  });
});
