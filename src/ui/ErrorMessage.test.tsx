// An error reads as the catalogue's sentence, unless the action knows better: an import that timed out was rolled
// back, and "saved on this device and sent later" would tell the person their board is coming when it is not.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors';
import { ErrorMessage } from './ErrorMessage';

afterEach(cleanup);

describe('ErrorMessage', () => {
  it("says the catalogue's sentence for a code", () => {
    render(<ErrorMessage error={new AppError('unavailable', 'timed out')} />);
    expect(screen.getByRole('alert').textContent).toMatch(/offline/i);
  });

  it("says the action's own sentence where it gives one, and only for that code", () => {
    const summaries = { unavailable: 'Nothing was kept. Try again.' };
    render(<ErrorMessage error={new AppError('unavailable', 'timed out')} summaries={summaries} />);
    expect(screen.getByRole('alert').textContent).toBe('Nothing was kept. Try again.');
    cleanup();
    render(<ErrorMessage error={new AppError('permission-denied', 'no')} summaries={summaries} />);
    expect(screen.getByRole('alert').textContent).not.toMatch(/Nothing was kept/);
  });

  it('renders nothing without an error', () => {
    const { container } = render(<ErrorMessage error={null} />);
    expect(container.textContent).toBe('');
  });
});
