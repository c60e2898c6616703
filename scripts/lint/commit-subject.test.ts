import { describe, expect, it } from 'vitest';
import { subjectOf, subjectProblem } from './commit-subject';

describe('a commit subject', () => {
  it('is fine with an area and at most 72 characters', () => {
    expect(subjectProblem('dispatch: refuse marks before the ride')).toBeUndefined();
    expect(subjectProblem('web/light, build: one table drives each page')).toBeUndefined();
    expect(subjectProblem(`ci: ${'x'.repeat(68)}`)).toBeUndefined();
  });

  it('is refused past 72 characters, saying how many it has', () => {
    expect(subjectProblem(`ci: ${'x'.repeat(69)}`)).toMatch(/73 characters; at most 72/);
  });

  it('is refused without an area prefix', () => {
    expect(subjectProblem('Refuse marks before the ride')).toMatch(/opens with the area/);
    expect(subjectProblem('Dispatch: refuse marks')).toMatch(/opens with the area/);
    expect(subjectProblem('dispatch:refuse marks')).toMatch(/opens with the area/);
  });

  it("is read from the message's first line that is not a comment", () => {
    expect(subjectOf('# Please enter the commit message\n\nci: time each phase\n\nBody.\n')).toBe(
      'ci: time each phase',
    );
  });
});
