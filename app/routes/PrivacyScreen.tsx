import { pagesTexts } from '../i18n/catalogue/pages';
import { useTexts } from '../i18n/texts';
import { useAppConfig } from '../providers/app-config';
import { Link } from './router';

/** /privacy: what Sopan holds and why, and the learner's rights (DPDP Act 2023, docs/product.md §5). */
export default function PrivacyScreen() {
  const texts = useTexts(pagesTexts);
  const { contact } = useAppConfig();
  return (
    <article className="card prose">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      {texts.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <ul>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        {texts.contact}{' '}
        {contact.email ? (
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        ) : (
          <Link to="/contact">{texts.contactPage}</Link>
        )}
      </p>
    </article>
  );
}
