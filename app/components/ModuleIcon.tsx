import { moduleIconTexts } from './module-icon-texts';

/** A Devanagari icon (upsarg's उ, pratyay's प्र) rather than an emoji. */
const GLYPH = /^[\u0900-\u097F]+$/;

/**
 * A module's icon from the registry: its emoji, or its Devanagari glyph drawn as a small badge
 * in the app's font (the same on every phone), an image named "उपसर्ग चिह्न". Beside the module's
 * title, where every screen shows it today, the caller hides it from screen readers as it did
 * the emoji: the title already says it.
 */
export function ModuleIcon({ module }: { module: { icon: string; titleHi: string } }) {
  if (!GLYPH.test(module.icon)) return <>{module.icon}</>;
  return (
    <span className="glyph-icon" role="img" aria-label={moduleIconTexts.hi.name(module.titleHi)} lang="hi">
      {module.icon}
    </span>
  );
}
