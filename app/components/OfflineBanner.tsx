import { shellTexts } from '../i18n/catalogue/shell';
import { useTexts } from '../i18n/texts';
import { useOnline } from '../lib/online';

/** Offline, a banner says so (docs/product.md §8); the learner stays logged in, with their home. */
export function OfflineBanner() {
  const t = useTexts(shellTexts);
  const online = useOnline();
  return (
    <p className="offline-banner" role="status" hidden={online}>
      {online ? '' : t.offline}
    </p>
  );
}
