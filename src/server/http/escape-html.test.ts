import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns markup a traveller typed into text', () => {
    expect(escapeHtml(`<script>alert("x")</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
    );
  });

  it('escapes ampersands first, once, and single quotes for attributes', () => {
    expect(escapeHtml(`Tom & Jerry's "B&B" &amp;`)).toBe(
      'Tom &amp; Jerry&#39;s &quot;B&amp;B&quot; &amp;amp;',
    );
  });

  it('leaves plain text and accents as they are', () => {
    expect(escapeHtml('Ana López, Tulum → Cancun Airport')).toBe('Ana López, Tulum → Cancun Airport');
  });
});
