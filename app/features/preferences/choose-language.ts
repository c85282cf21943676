import { updateLanguage } from '../../api/auth';
import { notify } from '../../components/toast';
import { preferencesTexts } from '../../i18n/catalogue/preferences';
import { type Language, setLanguage } from '../../i18n/lang';
import { textsNow } from '../../i18n/texts';
import { useSession } from '../../providers/session';

/** Switches the interface language on this device and, for a learner, on the account (docs/product.md §8). */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const { user, setUser } = useSession();
  return async (language) => {
    setLanguage(language);
    if (!user || user.language === language) return;
    try {
      setUser(await updateLanguage(language));
    } catch {
      notify('error', textsNow(preferencesTexts).languageNotSaved);
    }
  };
}
