import { Text } from '@mantine/core';
import { Fragment } from 'react';

/** Where an address may break: after its '@' and before each dot of its domain ('ada.okafor@' / 'example' / '.com'). */
const piecesOf = (email: string) => {
  const at = email.lastIndexOf('@');
  if (at < 0) return [email];
  return [email.slice(0, at + 1), ...email.slice(at + 1).split(/(?=\.)/)];
};

/**
 * An e-mail address in a table cell that wraps only at its sensible points, so a narrow column shows
 * 'chinedu.okafor@' over 'example.com' rather than one letter a line; a piece longer than the column
 * still breaks (break-word) instead of overflowing it.
 */
export function EmailText({ email }: { email: string }) {
  const pieces = piecesOf(email);
  return (
    <Text component="span" size="sm" style={{ overflowWrap: 'break-word' }}>
      {pieces.map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one address have no identity but their place
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </Text>
  );
}
