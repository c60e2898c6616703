import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MEETING_POINTS,
  GENERIC_ARRIVAL_MEETING_POINT,
  MEETING_POINT_MAX_LENGTH,
  meetingPointFieldLabel,
  meetingPointFor,
  terminalLabel,
} from './terminals';

describe('terminals and meeting points', () => {
  it('name the terminals as the form offers them, null being Not sure', () => {
    expect(['2', '3', '4'].map((t) => terminalLabel(t as '2'))).toEqual([
      'Terminal 2',
      'Terminal 3',
      'Terminal 4',
    ]);
    expect(terminalLabel(null)).toBe('Not sure');
  });

  it('send a traveller who is not sure to the generic meeting point, outside the building', () => {
    expect(meetingPointFor(DEFAULT_MEETING_POINTS, null)).toBe(GENERIC_ARRIVAL_MEETING_POINT);
    expect(meetingPointFor(DEFAULT_MEETING_POINTS, '4')).toContain('Terminal 4');
    for (const text of Object.values(DEFAULT_MEETING_POINTS)) {
      expect(text.toLowerCase()).toContain('outside');
      expect(text.length).toBeLessThanOrEqual(MEETING_POINT_MAX_LENGTH);
    }
  });

  it('label the admin fields as the runtime contract says', () => {
    expect(meetingPointFieldLabel('3')).toBe('Meeting point at Terminal 3');
    expect(meetingPointFieldLabel('unknown')).toBe('Meeting point when the terminal is not known');
  });
});
