import { shellTexts } from '../i18n/catalogue/shell';
import { useTexts } from '../i18n/texts';
import { Link } from '../routes/router';

export function Footer() {
  const t = useTexts(shellTexts);
  return (
    <footer className="footer">
      <nav aria-label={t.footerNav}>
        <Link to="/contact">{t.contact}</Link>
        <Link to="/about">{t.about}</Link>
        <Link to="/help">{t.help}</Link>
        <Link to="/privacy">{t.privacy}</Link>
      </nav>
      <p>
        © {new Date().getFullYear()} {t.copyright}
      </p>
    </footer>
  );
}
