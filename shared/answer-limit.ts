/**
 * The longest typed answer a quiz takes (docs/product.md §4a): a vakya shudhi sentence fits. One
 * number for every module, checked by the answer box before sending and by the server's schemas.
 */
export const ANSWER_MAX = 1000;
export const answerTooLong = `Keep your answer under ${ANSWER_MAX} characters.`;
