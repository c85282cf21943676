import '../features/classes/learner/classes-learner.css';
import { JoinClass } from '../features/classes/learner/JoinClass';
import { useParams } from './router';

/** /join/:code (docs/product.md §12): a teacher's link or code; RequireLogin brings a visitor back here after login. */
export default function JoinClassScreen() {
  const { code = '' } = useParams();
  // A new code is a new screen: nothing of the last one's answer or outcome stays.
  return <JoinClass key={code} code={code} />;
}
