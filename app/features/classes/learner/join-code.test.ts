import { describe, expect, it } from 'vitest';
import { classTexts } from '../../../../server/classes/store';
import { joinCodeSchema } from '../../../../shared/api/classes';
import { ARCHIVED_MESSAGE, isCodeShaped, joinPath, normalizeCode } from './join-code';

describe('join codes in the browser', () => {
  it('copies the server’s archived refusal exactly', () => {
    expect(ARCHIVED_MESSAGE).toBe(classTexts.archived);
  });

  it('reads a typed code as the server does: case, spaces and dashes do not matter', () => {
    for (const typed of [
      'abcd-2345',
      ' ABCD 2345 ',
      'aBcD2345',
      'abcd–2345',
      'ABCD-234',
      'ABCD23450',
      'OBCD2345',
      '',
    ]) {
      const server = joinCodeSchema.safeParse(typed);
      const code = normalizeCode(typed);
      expect(isCodeShaped(code), typed).toBe(server.success);
      if (server.success) expect(code).toBe(server.data);
    }
    expect(normalizeCode('abcd-2345')).toBe('ABCD2345');
  });

  it('links to the join screen', () => {
    expect(joinPath('ABCD2345')).toBe('/join/ABCD2345');
  });
});
