import { firstReplyText, formatDuration } from './first-reply.tsx';

const MINUTE = 60_000;

describe('time to first reply', () => {
  it('says a span in the fewest words that tell it', () => {
    expect(formatDuration(30_000)).toBe('under 1 min');
    expect(formatDuration(45 * MINUTE)).toBe('45 min');
    expect(formatDuration(125 * MINUTE)).toBe('2 h 5 min');
    expect(formatDuration(180 * MINUTE)).toBe('3 h');
    expect(formatDuration((2 * 24 + 4) * 60 * MINUTE + 59 * MINUTE)).toBe('2 d 4 h');
  });

  it('counts to the first reply, or how long it has been waiting', () => {
    const createdAt = '2026-11-24T09:00:00.000Z';
    expect(firstReplyText({ createdAt, firstReplyAt: '2026-11-24T11:05:00.000Z' })).toBe('2 h 5 min');
    expect(firstReplyText({ createdAt }, Date.parse('2026-11-24T12:00:30.000Z'))).toBe('waiting 3 h');
    expect(firstReplyText({ createdAt: 'not a date' })).toBeUndefined();
  });
});
