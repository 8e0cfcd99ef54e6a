import { Anchor, Text } from '@mantine/core';
import { splitLinks } from '@punchline/domain';

/** A message's plain text with its web addresses as links (never HTML: React escapes the rest). */
export function MessageText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-text">
      {splitLinks(text).map((part, n) =>
        part.href ? (
          <Anchor key={n} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </Anchor>
        ) : (
          <span key={n}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
