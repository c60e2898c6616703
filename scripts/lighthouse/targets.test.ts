import { describe, expect, it } from 'vitest';
import { nodeLabelIn, userTimingIn, verdict } from './targets';

describe('a figure beside its target', () => {
  it('says ok at or under the target, OVER past it, and none when Lighthouse gave no figure', () => {
    expect(verdict(199.6, 200, 'ms')).toBe('200 ms / 200 ok');
    expect(verdict(200.4, 200, 'ms')).toBe('200 ms / 200 OVER');
    expect(verdict(Number.NaN, 200, 'ms')).toBe('- ms / 200 (none)');
  });
});

describe('the largest paint’s element in a report', () => {
  it('is the first node named in the details, however deep its list', () => {
    const details = {
      type: 'list',
      items: [
        { type: 'table', items: [{ phase: 'TTFB' }] },
        { type: 'node', nodeLabel: 'Accept Ride <&> 🚐', snippet: '<button>' },
        { type: 'node', nodeLabel: 'later' },
      ],
    };
    expect(nodeLabelIn(details)).toBe('Accept Ride <&> 🚐');
  });

  it('is none when the details name no element', () => {
    expect(nodeLabelIn(undefined)).toBeUndefined();
    expect(nodeLabelIn({ type: 'list', items: [{ type: 'table', items: [] }] })).toBeUndefined();
  });
});

describe('a mark among the user timings of a report', () => {
  it('is the start of the mark of that name', () => {
    const details = {
      type: 'table',
      items: [
        { name: 'ride-shown', startTime: 90, duration: 5, timingType: 'Measure' },
        { name: 'other', startTime: 10, timingType: 'Mark' },
        { name: 'ride-shown', startTime: 1234.5, timingType: 'Mark' },
      ],
    };
    expect(userTimingIn(details, 'ride-shown')).toBe(1234.5);
    expect(userTimingIn(details, 'missing')).toBeUndefined();
    expect(userTimingIn(undefined, 'ride-shown')).toBeUndefined();
  });
});
