import type { teachTexts } from '../../../i18n/catalogue/teach';
import { MAX_CLASS_NAME } from './teach-data';

type Texts = (typeof teachTexts)['en'];

/** A class name as the server keeps it (NFC, trimmed), or the catalogue's reason it will not do. */
export function checkClassName(
  value: string,
  t: Texts,
): { ok: true; name: string } | { ok: false; message: string } {
  const name = value.normalize('NFC').trim();
  if (!name) return { ok: false, message: t.nameRequired };
  if (name.length > MAX_CLASS_NAME) return { ok: false, message: t.nameTooLong };
  return { ok: true, name };
}
