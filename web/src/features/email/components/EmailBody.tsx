import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { emailFrameDocument } from '../utils/sanitize-email-html';

/**
 * The body of an e-mail: the HTML part sanitised and shown in a sandboxed frame (no script, no same origin,
 * a policy that loads nothing remote), else the text part with the positions' source lines highlighted.
 */
export function EmailBody({
  text,
  html,
  highlighted,
  showHtml,
}: {
  text: string | null;
  html: string | null;
  highlighted: Set<string>;
  showHtml: boolean;
}) {
  const doc = useMemo(() => (html ? emailFrameDocument(html) : ''), [html]);
  if (showHtml && html) {
    return (
      <Box
        as="iframe"
        title="E-mail body"
        data-testid="email-html"
        w="100%"
        h="96"
        borderWidth="1px"
        {...{ sandbox: '', srcDoc: doc, referrerPolicy: 'no-referrer' }}
      />
    );
  }
  const lines = (text ?? '').split(/\r?\n/);
  return (
    <Box
      as="pre"
      data-testid="email-text"
      fontSize="xs"
      whiteSpace="pre-wrap"
      borderWidth="1px"
      p="2"
      maxH="96"
      overflowY="auto"
    >
      {lines.map((line, i) =>
        highlighted.has(line.trim()) ? (
          <Box as="mark" key={i} display="block" bg="yellow.100" data-testid="source-line">
            {line}
          </Box>
        ) : (
          <span key={i}>
            {line}
            {'\n'}
          </span>
        ),
      )}
    </Box>
  );
}
