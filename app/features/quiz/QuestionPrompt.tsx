import type { ServedQuestion } from '../../api/quiz';
import type { ClientModule } from '../../registry';
import { promptText } from './answer-renderers';

/** A question as the exam sets it: the module's instruction (संधि कीजिए …), then the prompt. */
export function QuestionPrompt({ module, question }: { module: ClientModule; question: ServedQuestion }) {
  return (
    <>
      <p className="instruction" lang="hi">
        {module.instruction}
      </p>
      <p className="prompt" lang="hi">
        {promptText(module, question)}
      </p>
    </>
  );
}
