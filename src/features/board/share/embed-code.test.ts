import { describe, expect, it } from 'vitest';
import { embedCode } from './ShareBoardDialog';

describe('the embed code of a public board', () => {
  it('frames the board’s /embed/ page, with its title escaped so it cannot close the attribute', () => {
    const code = embedCode('https://lanes.example', 'b1', 'Q&A "board" <script>');
    expect(code).toContain('src="https://lanes.example/embed/b1"');
    expect(code).toContain('title="Q&amp;A &quot;board&quot; &lt;script>"');
    expect(code).not.toContain('<script>');
  });
});
