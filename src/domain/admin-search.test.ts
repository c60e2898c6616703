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
    // A booking id, as the dispatch board links it or as typed: its booking by id, and any text holding it.
    ['7K3M9QXR2A', { kind: 'substring', term: '7K3M9QXR2A', bookingId: '7K3M9QXR2A' }],
    [' 7k3m9qxr2a ', { kind: 'substring', term: '7k3m9qxr2a', bookingId: '7K3M9QXR2A' }],
    // Not an id: I, L, O and U are not in its alphabet, and an id is ten characters.
    ['7K3M9QXR2I', { kind: 'substring', term: '7K3M9QXR2I' }],
    ['7K3M9QXR2AB', { kind: 'substring', term: '7K3M9QXR2AB' }],
  ])('%j reads as %j', (raw, expected) => {
    expect(readAdminSearch(raw)).toEqual(expected);
  });
});
