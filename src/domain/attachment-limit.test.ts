// Issue 15 item 4: Storage accepted 100 MB whatever `max_attachment_mb` said. The limit storage.rules reads.
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES_DEFAULT, attachmentLimitFromTemplate } from './attachment-limit';
import template from '../../remoteconfig.template.json';

const withMb = (value: string, conditional: Record<string, string> = {}) => ({
  parameters: {
    max_attachment_mb: {
      defaultValue: { value },
      conditionalValues: Object.fromEntries(Object.entries(conditional).map(([k, v]) => [k, { value: v }])),
    },
  },
});

describe('attachmentLimitFromTemplate', () => {
  it('reads the committed template: 10 MB', () => {
    expect(attachmentLimitFromTemplate(template)).toBe(10_000_000);
    expect(ATTACHMENT_MAX_BYTES_DEFAULT).toBe(10_000_000);
  });

  it('follows the flag, in MB of 10⁶ bytes, and takes the largest conditional value', () => {
    expect(attachmentLimitFromTemplate(withMb('2.5'))).toBe(2_500_000);
    expect(attachmentLimitFromTemplate(withMb('5', { beta: '25', staff: '1' }))).toBe(25_000_000);
  });

  it('never goes above the 100 MB ceiling', () => {
    expect(attachmentLimitFromTemplate(withMb('5000'))).toBe(100_000_000);
  });

  it('falls back to the default for a missing, non-numeric or non-positive value', () => {
    expect(attachmentLimitFromTemplate({})).toBe(ATTACHMENT_MAX_BYTES_DEFAULT);
    expect(attachmentLimitFromTemplate(withMb('ten'))).toBe(ATTACHMENT_MAX_BYTES_DEFAULT);
    expect(attachmentLimitFromTemplate(withMb('0'))).toBe(ATTACHMENT_MAX_BYTES_DEFAULT);
    expect(attachmentLimitFromTemplate(withMb('ten', { beta: '20' }))).toBe(20_000_000);
  });
});
