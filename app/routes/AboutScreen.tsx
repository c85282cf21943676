import { Link } from 'react-router';

export default function AboutScreen() {
  return (
    <article className="card prose">
      <h1>
        About <span lang="hi">सोपान</span> Sopan
      </h1>
      <p>
        Sopan (<span lang="hi">सोपान</span>, “a stairway”) is daily Hindi practice for competitive-exam
        candidates, teachers and language enthusiasts. Each module asks short, timed questions one at a time:
        antonyms, sandhi and sandhi viched, one word for many, word and sentence correction, synonyms,
        administrative vocabulary, prefixes, suffixes and multiple-choice questions.
      </p>
      <p>
        You type an answer or pick an option, see at once whether it was right — with an explanation where
        there is one — and get a results table at the end. A few questions every day, step by step, build a
        strong command of Hindi grammar and vocabulary.
      </p>
      <p lang="hi">हर दिन थोड़ा अभ्यास — सफलता की ओर एक-एक सीढ़ी।</p>
      <p>
        Questions? See <Link to="/help">Help</Link> or <Link to="/contact">contact us</Link>.
      </p>
    </article>
  );
}
