import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue text with parts put in by name — 'Questions? See {help} or {contact}.' — so each
 * language keeps its own word order around a link.
 */
export function fill(template: string, parts: Record<string, ReactNode>): ReactNode {
  return template.split(/\{(\w+)\}/).map((piece, i) =>
    // Odd pieces are the names between braces.
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are positions in one fixed text.
    i % 2 === 1 ? <Fragment key={i}>{parts[piece] ?? piece}</Fragment> : piece,
  );
}
