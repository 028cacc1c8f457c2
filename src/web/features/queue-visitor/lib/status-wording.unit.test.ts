import { describe, expect, it } from 'vitest';
import { statusAnnouncement, statusHeadline } from './status-wording';

describe('statusHeadline', () => {
  it('gives the place in line while waiting', () => {
    expect(statusHeadline('waiting', 2)).toBe("You're number 2");
    expect(statusHeadline('waiting', null)).toBe("You're in line");
  });

  it('says each other status in words', () => {
    expect(statusHeadline('called', 1)).toBe("It's your turn! Please come to the front desk.");
    expect(statusHeadline('serving', null)).toBe("You're being served");
    expect(statusHeadline('completed', null)).toBe('Thanks for visiting');
    expect(statusHeadline('left', null)).toBe('You left the waiting list');
    expect(statusHeadline('no_show', null)).toBe('You were marked as a no-show');
    expect(statusHeadline('removed', null)).toBe('You were removed from the waiting list');
  });
});

describe('statusAnnouncement', () => {
  it('announces the status, and the place while waiting', () => {
    expect(statusAnnouncement('waiting', 3)).toBe("Waiting. You're number 3");
    expect(statusAnnouncement('called', 1)).toBe("It's your turn! Please come to the front desk.");
  });
});
