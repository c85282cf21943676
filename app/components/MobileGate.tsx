import { type ReactNode, useEffect, useState } from 'react';
import { shellTexts } from '../i18n/catalogue/shell';
import { useLanguage } from '../i18n/lang';
import { useTexts } from '../i18n/texts';
import { BrandMark } from './BrandMark';
import { isMobileDevice } from './mobile-device';

/** Re-checks the device on resize and rotation (§4.1). */
export function useIsMobileDevice(): boolean {
  const [mobile, setMobile] = useState(() => isMobileDevice());
  useEffect(() => {
    const update = () => setMobile(isMobileDevice());
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    const pointer = window.matchMedia('(pointer: coarse)');
    pointer.addEventListener?.('change', update);
    update();
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
      pointer.removeEventListener?.('change', update);
    };
  }, []);
  return mobile;
}

/** Replaces the app with a 'Mobile Only' message on other devices, unless lifted. */
export function MobileGate({ lifted, children }: { lifted: boolean; children: ReactNode }) {
  const mobile = useIsMobileDevice();
  const t = useTexts(shellTexts);
  const language = useLanguage();
  if (mobile || lifted) return children;
  return (
    <main className="gate" id="main">
      <div className="gate__card">
        <BrandMark size={64} />
        <h1>{t.mobileOnlyTitle}</h1>
        <p>{t.mobileOnly}</p>
        <p lang={language === 'en' ? 'hi' : undefined}>{t.mobileOnlyHi}</p>
      </div>
    </main>
  );
}
