import { useAppConfig } from '../providers/app-config';

/** §2.6: support e-mail, phone and address, from the server's configuration. */
export default function ContactScreen() {
  const { contact } = useAppConfig();
  return (
    <article className="card prose">
      <h1>Contact us</h1>
      <p>
        For help with your account, to report a wrong answer or to become a Pro learner, write to us. We
        usually reply within a working day.
      </p>
      <dl className="details">
        <dt>E-mail</dt>
        <dd>{contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : '—'}</dd>
        <dt>Phone</dt>
        <dd>
          {contact.phone ? <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a> : '—'}
        </dd>
        <dt>Address</dt>
        <dd>{contact.address || '—'}</dd>
      </dl>
    </article>
  );
}
