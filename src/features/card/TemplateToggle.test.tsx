// The card dialog's "Template" toggle: pressed while the card is a template; a press asks for the other state.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { TemplateToggle } from './TemplateToggle';

afterEach(cleanup);

it('makes a card a template, and an ordinary card again', () => {
  const onChange = vi.fn();
  const { rerender } = render(<TemplateToggle isTemplate={false} onChange={onChange} />);
  const toggle = screen.getByRole('button', { name: 'Template' });
  expect(toggle.getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(toggle);
  expect(onChange).toHaveBeenLastCalledWith(true);
  rerender(<TemplateToggle isTemplate onChange={onChange} />);
  expect(screen.getByRole('button', { name: '✓ Template' }).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: '✓ Template' }));
  expect(onChange).toHaveBeenLastCalledWith(false);
});
