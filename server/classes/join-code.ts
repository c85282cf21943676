import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../shared/api/classes';

/** A class's join code: 8 characters without look-alikes, about 40 bits (docs/product.md §12). */
export const newJoinCode = () =>
  Array.from(
    { length: JOIN_CODE_LENGTH },
    () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)],
  ).join('');

/** How a member is shown to their teacher: the name the learner gave, nothing else. */
export const displayName = (first: string, last: string) => `${first} ${last}`.trim() || '—';
