import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { withLink } from './with-link';

it('renders the <a> part of a sentence as the link given, the rest as text', () => {
  const { container } = render(
    <p>
      {withLink('New to Lanes? <a>Create an account</a> now', (t) => (
        <a href="/signup">{t}</a>
      ))}
    </p>,
  );
  expect(container.innerHTML).toBe('<p>New to Lanes? <a href="/signup">Create an account</a> now</p>');
  expect(render(<p>{withLink('No link here', () => null)}</p>).container.textContent).toBe('No link here');
});
