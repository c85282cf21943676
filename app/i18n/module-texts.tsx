import { type ModuleText, moduleTexts } from '../../shared/modules/texts';
import { currentLanguage, useLanguage } from './lang';

export type { ModuleText };

/** A registry text (shared/modules/texts.ts) in the interface language. */
export function useModuleText(): (key: ModuleText) => string {
  const language = useLanguage();
  return (key) => moduleTexts[language][key];
}

export const moduleTextNow = (key: ModuleText): string => moduleTexts[currentLanguage()][key];

/**
 * A module's name: its Hindi title; the English interface adds the English name after it, as
 * the spec's screens show both (docs/product.md §8: a Hindi screen has no English interface word).
 */
export function ModuleName({
  module,
  subClassName = 'cell-sub',
  spaced = true,
}: {
  module: { title: string; titleHi: string };
  subClassName?: string;
  spaced?: boolean;
}) {
  const language = useLanguage();
  return (
    <>
      <span lang="hi">{module.titleHi}</span>
      {language === 'en' && (
        <>
          {spaced && ' '}
          <span className={subClassName}>{module.title}</span>
        </>
      )}
    </>
  );
}

/** A module's name inside a sentence: the English name in English, the Hindi title in Hindi. */
export function useModuleTitle(): (module: { title: string; titleHi: string }) => string {
  const language = useLanguage();
  return (module) => (language === 'en' ? module.title : module.titleHi);
}
