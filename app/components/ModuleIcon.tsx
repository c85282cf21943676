import { shellTexts } from '../i18n/catalogue/shell';
import { useModuleTitle } from '../i18n/module-texts';
import { useTexts } from '../i18n/texts';

/** A Devanagari icon (upsarg's उ, pratyay's प्र) rather than an emoji. */
const GLYPH = /^[\u0900-\u097F]+$/;

/**
 * A module's icon from the registry: its emoji, or its Devanagari glyph drawn as a small badge
 * in the app's font (the same on every phone), an image named "उपसर्ग चिह्न" ("Upsarg icon" in
 * English). Beside the module's title, where every screen shows it today, the caller hides it
 * from screen readers as it did the emoji: the title already says it.
 */
export function ModuleIcon({ module }: { module: { icon: string; title: string; titleHi: string } }) {
  const t = useTexts(shellTexts);
  const title = useModuleTitle();
  if (!GLYPH.test(module.icon)) return <>{module.icon}</>;
  return (
    <span className="glyph-icon" role="img" aria-label={t.moduleIcon(title(module))} lang="hi">
      {module.icon}
    </span>
  );
}
