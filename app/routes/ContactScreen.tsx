import { pagesTexts } from '../i18n/catalogue/pages';
import { useTexts } from '../i18n/texts';
import { useAppConfig } from '../providers/app-config';

/** §2.6: support e-mail, phone and address, from the server's configuration. */
export default function ContactScreen() {
  const t = useTexts(pagesTexts);
  const { contact } = useAppConfig();
  return (
    <article className="card prose">
      <h1>{t.contactTitle}</h1>
      <p>{t.contactText}</p>
      <dl className="details">
        <dt>{t.email}</dt>
        <dd>{contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : '—'}</dd>
        <dt>{t.phone}</dt>
        <dd>
          {contact.phone ? <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a> : '—'}
        </dd>
        <dt>{t.address}</dt>
        <dd className="contact__address">{contact.address || '—'}</dd>
      </dl>
    </article>
  );
}
