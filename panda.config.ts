import { defineConfig } from '@pandacss/dev'

export default defineConfig({
  preflight: true,
  hooks: {
    // The base preset declares some thirty composition variables (--blur, --translate-x, --gradient-…)
    // on every element and pseudo-element, for utilities this app does not use (`filter: 'auto'`,
    // `transform: 'auto'`, gradients). Declared on every element, they made each element's style carry
    // its own copy of the page's token variables, which slowed every style recalculation.
    'preset:resolved': ({ name, preset }) =>
      name === '@pandacss/preset-base' ? { ...preset, globalCss: {} } : preset,
  },
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  importMap: 'styled-system',
  conditions: {
    extend: {
      hovered: '&:is([data-hovered], :hover)',
      entering: '&[data-entering]',
      exiting: '&[data-exiting]',
      pressedState: '&[data-pressed]',
      invalid: '&[data-invalid]',
    },
  },
  theme: {
    extend: {
      breakpoints: { lg: '992px' },
      tokens: {
        colors: {
          ink: {
            950: { value: '#07080d' },
            900: { value: '#0d1017' },
            850: { value: '#121622' },
            800: { value: '#181d2b' },
            700: { value: '#232a3d' },
            600: { value: '#323b54' },
            500: { value: '#626c8a' },
            400: { value: '#8a93ad' },
            300: { value: '#b4bbd0' },
            100: { value: '#eef1f8' },
          },
          gold: {
            300: { value: '#ffe08a' },
            400: { value: '#f8c843' },
            500: { value: '#e8b021' },
            600: { value: '#b8860b' },
          },
          jade: { 400: { value: '#35d49a' }, 500: { value: '#1fb57f' } },
          ruby: { 400: { value: '#ff6b7a' }, 500: { value: '#e5484d' }, 600: { value: '#c62f3b' } },
          sky: { 400: { value: '#5cc8ff' } },
        },
        fonts: {
          body: {
            value:
              'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
          },
          mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
        },
        radii: { card: { value: '14px' }, pill: { value: '999px' } },
        durations: {
          overlay: { value: '400ms' },
          fast: { value: '120ms' },
          normal: { value: '200ms' },
        },
        zIndex: {
          sticky: { value: 100 },
          drawer: { value: 1500 },
          modal: { value: 2000 },
          popover: { value: 2100 },
          toast: { value: 3000 },
          overlay: { value: 4000 },
        },
        shadows: {
          card: { value: '0 8px 24px rgba(0,0,0,0.35)' },
          glow: { value: '0 0 0 1px rgba(248,200,67,0.35), 0 6px 24px rgba(248,200,67,0.18)' },
        },
      },
      semanticTokens: {
        colors: {
          bg: { value: '{colors.ink.950}' },
          surface: { value: '{colors.ink.900}' },
          surfaceRaised: { value: '{colors.ink.800}' },
          border: { value: '{colors.ink.700}' },
          borderStrong: { value: '{colors.ink.500}' },
          backdrop: { value: 'rgba(4, 5, 9, 0.72)' },
          text: { value: '{colors.ink.100}' },
          textMuted: { value: '{colors.ink.300}' },
          accent: { value: '{colors.gold.400}' },
          accentStrong: { value: '{colors.gold.500}' },
          onAccent: { value: '{colors.ink.950}' },
          success: { value: '{colors.jade.400}' },
          danger: { value: '{colors.ruby.400}' },
          dangerSolid: { value: '{colors.ruby.600}' },
          info: { value: '{colors.sky.400}' },
          focusRing: { value: '{colors.sky.400}' },
        },
      },
      keyframes: {
        shimmer: { '0%': { backgroundPosition: '-200% 0' }, '100%': { backgroundPosition: '200% 0' } },
        spin: { to: { transform: 'rotate(360deg)' } },
        fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
        marquee: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
        marqueeFull: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
        fadeOut: { from: { opacity: 1 }, to: { opacity: 0 } },
        // A dialog's entrance: opaque and at its full size from its first frame, so what it shows is
        // there at once (the browser records a panel fading in from nothing only once the fade ends).
        riseIn: { from: { transform: 'translateY(0.5rem)' }, to: { transform: 'translateY(0)' } },
        zoomOut: {
          from: { opacity: 1, transform: 'scale(1)' },
          to: { opacity: 0, transform: 'scale(0.96)' },
        },
        slideUpIn: { from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } },
        slideDownOut: { from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } },
        slideInLeft: { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
        slideOutLeft: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
        slideInRight: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
        slideOutRight: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } },
        toastIn: {
          from: { opacity: 0, transform: 'translateY(-8px)' },
          to: { opacity: 1, transform: 'translateY(0)' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'bg', color: 'text', fontFamily: 'body', minHeight: '100%' },
    body: { lineHeight: 1.5, WebkitFontSmoothing: 'antialiased' },
    a: { color: 'inherit', textDecoration: 'none' },
    '*:focus-visible, [data-focus-visible]': {
      outline: '2px solid {colors.focusRing}',
      outlineOffset: '2px',
    },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
})
