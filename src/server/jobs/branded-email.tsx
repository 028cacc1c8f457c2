import { renderToStaticMarkup } from 'react-dom/server';

type Branded = {
  name: string;
  logoUrl: string | null;
  accentColor: string | null;
  subject: string;
  /** The plain-text email, shown paragraph by paragraph. */
  text: string;
};

const FALLBACK_ACCENT = '#4f46e5';

/**
 * A business's branded layout (plan feature custom_branding): its logo and accent colour around the same
 * words as the text email. React renders it, so every value is escaped; inline styles, as mail clients need.
 */
export function renderBrandedEmail(b: Branded): string {
  const accent = b.accentColor ?? FALLBACK_ACCENT;
  const paragraphs = b.text.trim().split(/\n{2,}/);
  const body = (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{b.subject}</title>
      </head>
      <body
        style={{ margin: 0, padding: '24px 12px', background: '#f8fafc', fontFamily: 'Arial, sans-serif' }}
      >
        <table
          role="presentation"
          width="100%"
          style={{ maxWidth: 560, margin: '0 auto', background: '#ffffff', borderTop: `4px solid ${accent}` }}
        >
          <tbody>
            <tr>
              <td style={{ padding: '20px 24px 8px' }}>
                {b.logoUrl ? (
                  <img src={b.logoUrl} alt={`${b.name} logo`} height={48} style={{ display: 'block' }} />
                ) : (
                  <strong style={{ color: accent, fontSize: 18 }}>{b.name}</strong>
                )}
              </td>
            </tr>
            <tr>
              <td style={{ padding: '8px 24px 24px', color: '#0f172a', fontSize: 15, lineHeight: 1.5 }}>
                {paragraphs.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static paragraphs, never reordered
                  <p key={i} style={{ margin: '0 0 12px', whiteSpace: 'pre-line' }}>
                    {p}
                  </p>
                ))}
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(body)}`;
}
