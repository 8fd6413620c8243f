import type { Config } from 'tailwindcss';

/**
 * The site's design tokens. Colours are checked for WCAG AA contrast on the surfaces they are used on:
 * brand-700 and ink-700 on white, white on brand-700/ink-900, accent-400 on ink-900.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef5ff',
          100: '#d9e8ff',
          200: '#bcd7ff',
          300: '#8ebdff',
          400: '#5998ff',
          500: '#3374f6',
          600: '#1d56eb',
          700: '#1642c8',
          800: '#1837a2',
          900: '#1a3380',
          950: '#14214e',
        },
        accent: {
          50: '#fff8eb',
          100: '#feeac7',
          200: '#fdd28a',
          300: '#fcb44d',
          400: '#fb9a24',
          500: '#f5780b',
          600: '#d95506',
          700: '#b43a09',
        },
        ink: {
          50: '#f6f7f9',
          100: '#eceef2',
          200: '#d5d9e2',
          300: '#b0b8c9',
          400: '#8592ab',
          500: '#667391',
          600: '#515c78',
          700: '#424a61',
          800: '#394052',
          900: '#1e2230',
          950: '#12151e',
        },
        success: '#15803d',
        danger: '#b91c1c',
      },
      fontFamily: {
        // Each web font followed by its metric-matched fallback, the web font named only once this
        // browser has it (src/styles/fonts.css, docs/decisions/0082-brand-fonts-from-the-second-page.md).
        sans: 'var(--brand-sans)',
        display: 'var(--brand-display)',
      },
      fontSize: {
        'display-xl': ['3.5rem', { lineHeight: '1.05', letterSpacing: '-0.025em', fontWeight: '800' }],
        'display-lg': ['2.75rem', { lineHeight: '1.1', letterSpacing: '-0.02em', fontWeight: '800' }],
        'display-md': ['2.125rem', { lineHeight: '1.15', letterSpacing: '-0.015em', fontWeight: '700' }],
        'display-sm': ['1.5rem', { lineHeight: '1.25', letterSpacing: '-0.01em', fontWeight: '700' }],
      },
      spacing: {
        section: '5rem',
        'section-sm': '3.5rem',
        header: '4.5rem',
      },
      borderRadius: {
        card: '1rem',
        pill: '9999px',
      },
      boxShadow: {
        card: '0 1px 2px rgb(18 21 30 / 0.06), 0 8px 24px -12px rgb(18 21 30 / 0.18)',
        raised: '0 12px 40px -12px rgb(20 33 78 / 0.35)',
      },
      maxWidth: {
        content: '72rem',
        prose: '68ch',
      },
    },
  },
} satisfies Config;
